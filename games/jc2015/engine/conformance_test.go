package engine

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"floorfall/internal/fixtures"
)

// conformanceDir holds the traces recorded from the official server.
var conformanceDir = fixtures.Path("jc2015", "traces")

type trace struct {
	MaxTurn        int       `json:"maxTurn"`
	Sent           []*string `json:"sent"`
	Inputs         []string  `json:"inputs"`
	FinalState     string    `json:"finalState"`
	OfficialReplay struct {
		Winner int `json:"winner"`
		Replay struct {
			Initial  [][3]string `json:"initial"`
			Commands []string    `json:"commands"`
		} `json:"replay"`
	} `json:"officialReplay"`
}

func loadTraces(t testing.TB) map[string]*trace {
	files, err := filepath.Glob(filepath.Join(conformanceDir, "trace_*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no conformance traces in %s (err %v)", conformanceDir, err)
	}
	out := map[string]*trace{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tr := new(trace)
		if err := json.Unmarshal(data, tr); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Base(f)] = tr
	}
	return out
}

func (tr *trace) placement() (Placement, error) {
	var p Placement
	if len(tr.OfficialReplay.Replay.Initial) != NumPlayers {
		return p, fmt.Errorf("initial has %d players", len(tr.OfficialReplay.Replay.Initial))
	}
	for i, in := range tr.OfficialReplay.Replay.Initial {
		x, err1 := strconv.Atoi(in[0])
		y, err2 := strconv.Atoi(in[1])
		if err1 != nil || err2 != nil || len(in[2]) != 1 {
			return p, fmt.Errorf("initial[%d] = %q", i, in)
		}
		p[i] = Start{Square{x, y}, Dir(in[2][0])}
	}
	return p, nil
}

func TestConformance(t *testing.T) {
	traces := loadTraces(t)
	if len(traces) != 40 {
		t.Errorf("found %d traces, want 40", len(traces))
	}
	for name, tr := range traces {
		t.Run(name, func(t *testing.T) {
			p, err := tr.placement()
			if err != nil {
				t.Fatal(err)
			}
			s, err := NewGame(p, tr.MaxTurn)
			if err != nil {
				t.Fatal(err)
			}
			cmds := tr.OfficialReplay.Replay.Commands
			for turn, sent := range tr.Sent {
				if s.Over {
					t.Fatalf("game over after %d turns, want %d", turn, len(tr.Sent))
				}
				if got := Input(s, XY); got != tr.Inputs[turn] {
					t.Fatalf("turn %d: input\n%s\nwant\n%s", turn, got, tr.Inputs[turn])
				}
				reply := ""
				if sent != nil {
					reply = *sent
				}
				actorOn := !s.Players[s.Acting()].Fallen
				ev := Step(s, Action{Reply: reply})
				if actorOn && string(ev.Command) != cmds[turn] {
					t.Fatalf("turn %d: sent %q, took %s, official took %s", turn, reply, ev.Command, cmds[turn])
				}
			}
			if !s.Over {
				t.Fatalf("game not over after %d turns", len(tr.Sent))
			}
			if s.Result.Winner != tr.OfficialReplay.Winner {
				t.Errorf("winner %d (%s), official %d", s.Result.Winner, s.Result.Reason, tr.OfficialReplay.Winner)
			}
			if got := Input(s, XY); got != tr.FinalState {
				t.Errorf("final state\n%s\nwant\n%s", got, tr.FinalState)
			}
		})
	}
}
