package jcreplay

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"floorfall/games/jc2015/engine"
	"floorfall/internal/fixtures"
)

// The official JavaChallenge2015 replays and games the tests read.
var (
	fixturesDir = fixtures.Path("jc2015", "official-fixtures")
	tracesDir   = fixtures.Path("jc2015", "traces")
)

func TestOfficialFixtures(t *testing.T) {
	for _, tc := range []struct {
		name   string
		turns  int
		over   bool
		winner int
	}{
		{"sample_log_new.json", 3, false, -1},
		{"sample_log_seed0.json", 30, false, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(fixturesDir, tc.name)
			f, err := Load(path)
			if err != nil {
				t.Fatal(err)
			}
			if f.Meta != nil || f.Winner != tc.winner || len(f.Commands) != tc.turns || string(f.Log) != "[ ]" {
				t.Errorf("got winner %d, %d commands, log %q, meta %v", f.Winner, len(f.Commands), f.Log, f.Meta)
			}
			want := engine.Placement{st(0, 14, 'D'), st(14, 17, 'L'), st(14, 10, 'U'), st(2, 5, 'R')}
			if f.Initial != want {
				t.Errorf("initial %v, want %v", f.Initial, want)
			}
			tl, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			if tl.Turns() != tc.turns || len(tl.States) != tc.turns+1 || tl.At(tc.turns).Over != tc.over {
				t.Errorf("timeline: %d turns, %d states, over %v", tl.Turns(), len(tl.States), tl.At(tc.turns).Over)
			}
			if tl.Name(2) != "Player 2" {
				t.Errorf("Name(2) = %q", tl.Name(2))
			}
		})
	}
}

type trace struct {
	MaxTurn        int             `json:"maxTurn"`
	Sent           []*string       `json:"sent"`
	OfficialReplay json.RawMessage `json:"officialReplay"`
}

func loadTraces(t testing.TB) map[string]*trace {
	files, err := filepath.Glob(filepath.Join(tracesDir, "trace_*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no conformance traces in %s (err %v)", tracesDir, err)
	}
	out := map[string]*trace{}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		tr := new(trace)
		if err := json.Unmarshal(data, tr); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[filepath.Base(name)] = tr
	}
	return out
}

func TestTraces(t *testing.T) {
	traces := loadTraces(t)
	if len(traces) != 40 {
		t.Errorf("%d traces, want 40", len(traces))
	}
	fallenTurns, repeated := 0, 0 // fallen players' turns; where the official command is not N
	for name, tr := range traces {
		t.Run(name, func(t *testing.T) {
			var official struct {
				Winner int `json:"winner"`
				Replay struct {
					Commands []string `json:"commands"`
				} `json:"replay"`
			}
			if err := json.Unmarshal(tr.OfficialReplay, &official); err != nil {
				t.Fatal(err)
			}
			n := len(official.Replay.Commands)
			tl, err := ReadTimeline(bytes.NewReader(tr.OfficialReplay), name)
			if err != nil {
				t.Fatal(err)
			}
			if tl.Turns() != n || tl.End() != n || tl.File.PlayedOn != 0 || tl.File.Winner != official.Winner {
				t.Fatalf("%d turns (end %d, played on %d), winner %d; want %d turns, winner %d",
					tl.Turns(), tl.End(), tl.File.PlayedOn, tl.File.Winner, n, official.Winner)
			}
			final := tl.At(n)
			if tr.MaxTurn == engine.DefaultTurnLimit {
				if !final.Over || final.Result.Winner != official.Winner {
					t.Errorf("final: over %v, result %+v; want winner %d", final.Over, final.Result, official.Winner)
				}
			} else {
				// An official file does not carry its turn limit: with the
				// default one the game is not over yet.
				if final.Over {
					t.Errorf("final state over (%+v) with the default turn limit", final.Result)
				}
				// With the turn limit in meta, it is.
				withMeta := bytes.Clone(bytes.TrimSuffix(bytes.TrimSpace(tr.OfficialReplay), []byte("}")))
				withMeta = append(withMeta, `, "meta": {"format": 1, "turnLimit": `+itoa(tr.MaxTurn)+`}}`...)
				tl, err := ReadTimeline(bytes.NewReader(withMeta), name)
				if err != nil {
					t.Fatal(err)
				}
				final := tl.At(n)
				if !final.Over || final.Result.Winner != official.Winner || final.Result.Reason != engine.TurnLimit {
					t.Errorf("with meta: final over %v, result %+v", final.Over, final.Result)
				}
			}
			// The commands taken agree with the official ones, and the
			// file's are the official ones at every turn, a fallen player's
			// repeated last command included.
			for turn, ev := range tl.Events {
				if ev.Cause != engine.CauseFallen && string(ev.Command) != official.Replay.Commands[turn] {
					t.Fatalf("turn %d: took %s, official %s", turn, ev.Command, official.Replay.Commands[turn])
				}
				if ev.Cause == engine.CauseFallen {
					fallenTurns++
					if official.Replay.Commands[turn] != "N" {
						repeated++
					}
					if ev.Command != engine.CmdNone {
						t.Fatalf("turn %d: a fallen player's command took effect: %s", turn, ev.Command)
					}
				}
				if got := string(tl.File.Commands[turn]); got != official.Replay.Commands[turn] {
					t.Fatalf("turn %d: the file's command %s, official %s", turn, got, official.Replay.Commands[turn])
				}
			}
			// Written back, the commands are the official ones.
			var back struct {
				Replay struct {
					Commands []string `json:"commands"`
				} `json:"replay"`
			}
			if err := json.Unmarshal(mustWrite(t, tl.File), &back); err != nil || !slices.Equal(back.Replay.Commands, official.Replay.Commands) {
				t.Fatalf("written back with other commands (%v)", err)
			}
			// And the file reads the same from Read.
			f, err := Read(strings.NewReader(string(tr.OfficialReplay)), name)
			if err != nil {
				t.Fatal(err)
			}
			if !equalFiles(f, tl.File) {
				t.Error("Read and ReadTimeline disagree")
			}
		})
	}
	if fallenTurns < 100 || repeated < 20 {
		t.Errorf("the traces have %d turns of fallen players, %d with a command other than N: too few to test", fallenTurns, repeated)
	}
}
