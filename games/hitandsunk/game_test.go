package hitandsunk

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/internal/trace"
	"floorfall/internal/gametest"
	"floorfall/match"
)

// setupOf is a trace's setup as a setup file read by the game.
func setupOf(t *testing.T, tr *trace.Trace) *Replay {
	t.Helper()
	var setup map[string]any
	if err := json.Unmarshal(tr.SetupJSON, &setup); err != nil {
		t.Fatal(err)
	}
	setup["game"] = Name
	data, _ := json.Marshal(setup)
	r, err := Game{}.Decode(data, "setup.json")
	if err != nil {
		t.Fatal(err)
	}
	return r.(*Replay)
}

// answers maps each call of a trace to its recorded answer, as the
// conformance README's scripted bots do: by "Round;Id;" at the start of
// the argument, or by seat for the argument-less call.
func answers(tr *trace.Trace) map[string]string {
	out := map[string]string{}
	for _, c := range tr.Calls {
		key := fmt.Sprintf("choice %d", c.ID)
		if c.Arg != nil {
			key = fmt.Sprintf("%d;%d;", c.Round, c.ID)
		}
		if c.Out != nil {
			out[key] = *c.Out
		}
	}
	return out
}

// TestTracesThroughMatch plays every trace through game.Match from its
// setup with the recorded answers, checks each argument, the end and the
// results, then writes the replay, reads it back and checks it is the same
// game.
func TestTracesThroughMatch(t *testing.T) {
	for _, f := range trace.Files(t, "testdata") {
		t.Run(filepath.Base(f), func(t *testing.T) {
			tr, err := trace.Read(f)
			if err != nil {
				t.Fatal(err)
			}
			n := len(tr.Setup.Players)
			m, err := Game{}.New(game.Setup{Seats: n, Seed: 5, Initial: setupOf(t, tr)})
			if err != nil {
				t.Fatal(err)
			}
			for k, c := range tr.Calls {
				acts := m.Acting(nil)
				if len(acts) != 1 || acts[0].Seat != c.ID {
					t.Fatalf("call %d: acting %v, want seat %d", k, acts, c.ID)
				}
				in := string(m.Input(nil, c.ID))
				if want := deref(c.Arg); in != want {
					t.Fatalf("call %d: input\n got %s\nwant %s", k, in, want)
				}
				m.Play([]game.Reply{{Seat: c.ID, Text: deref(c.Out)}})
			}
			if !m.Over() || len(m.Acting(nil)) != 0 {
				t.Fatalf("not over after the trace's %d calls", len(tr.Calls))
			}
			checkResult(t, m.Result(), tr)

			var buf bytes.Buffer
			if err := m.Replay(nil).Write(&buf); err != nil {
				t.Fatal(err)
			}
			back, err := game.Decode(buf.Bytes(), "back.json")
			if err != nil {
				t.Fatalf("reading the replay back: %v\n%s", err, buf.String()[:min(buf.Len(), 2000)])
			}
			if back.Turns() != len(tr.Calls) {
				t.Fatalf("read back: %d calls, want %d", back.Turns(), len(tr.Calls))
			}
			checkResult(t, back.Result(), tr)
			// The trace file itself reads as a replay of the game.
			direct, err := game.Load(f)
			if err != nil {
				t.Fatal(err)
			}
			checkResult(t, direct.Result(), tr)
			// Forks: the match at any call goes on as the original.
			k := len(tr.Calls) / 2
			fork, err := back.At(k)
			if err != nil {
				t.Fatal(err)
			}
			in, _ := back.Input(nil, k, -1, nil)
			if got := string(fork.Input(nil, tr.Calls[k].ID)); got != string(in) || got != deref(tr.Calls[k].Arg) {
				t.Fatalf("fork at call %d: input %q, want %q", k, got, deref(tr.Calls[k].Arg))
			}
		})
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func checkResult(t *testing.T, r game.Result, tr *trace.Trace) {
	t.Helper()
	if !r.Over {
		t.Fatal("the result is not over")
	}
	for _, fin := range tr.Final {
		i := fin.ID
		o := r.Outcomes[i]
		fig := func(name string) float64 { v, _ := o.Figure(name); return v }
		got := fmt.Sprint(o.Score, fig("hits"), fig("sunken"), fig("damage"), fig("alive") == 1, o.Place)
		want := fmt.Sprint(float64(fin.Score), fin.Hits, fin.Sunken, fin.Damage, fin.Alive, fin.Rank)
		if got != want {
			t.Errorf("seat %d: score hits sunken damage alive rank %s, want %s", i, got, want)
		}
	}
}

// TestSeededRepeats: a game of built-in bots from a seed plays the same
// twice, is written and read back the same, and forks play on.
func TestSeededRepeats(t *testing.T) {
	play := func(seed int64) string {
		var seats []match.Seat
		for i, name := range []string{"hunter", "random", "peacemaker", "random", "passive"} {
			seats = append(seats, match.Seat{Name: name, Command: name, Start: func() (bot.Player, error) {
				return Game{}.Builtin(name, i, seed*10+int64(i), game.Setup{})
			}})
		}
		r, err := match.Play(context.Background(), match.Config{Game: Game{}, Seats: seats, Seed: seed, NoRecords: true})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := r.Write(&buf); err != nil {
			t.Fatal(err)
		}
		back, err := game.Decode(buf.Bytes(), "seeded.json")
		if err != nil {
			t.Fatalf("seed %d: reading back: %v", seed, err)
		}
		var again bytes.Buffer
		back.Write(&again)
		if again.String() != buf.String() {
			t.Fatalf("seed %d: the replay read back writes differently", seed)
		}
		return buf.String()
	}
	a, b, c := play(3), play(3), play(4)
	if a != b {
		t.Fatal("seed 3 played twice differs")
	}
	if a == c {
		t.Fatal("seeds 3 and 4 played the same")
	}
	if !strings.Contains(a, `"seeded": true`) {
		t.Fatal("a game from a seed is not marked seeded")
	}
}

// Letters the rules refuse (a second scan in a turn, a move too many, an
// F whose offset is cut short: the rest of the answer ignored) count
// against the seat, as the result says and as the replay read back says
// again.
func TestRefusedLetters(t *testing.T) {
	m, err := Game{}.New(game.Setup{Seats: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	answers := []string{"1", "1", "SSW", "MF1MMM"} // destroyers: the choice, then a call each
	var want [2]int
	for n := 0; !m.Over() && n < 40; n++ {
		seat := m.Acting(nil)[0].Seat
		text := answers[min(n, 2+seat)]
		tt := m.Play([]game.Reply{{Seat: seat, Text: text}})
		want[seat] += tt.Events.(*engine.Call).Refused()
	}
	if want[0] == 0 || want[1] == 0 {
		t.Fatalf("no letter refused: %v", want)
	}
	check := func(what string, r game.Result) {
		for i, o := range r.Outcomes {
			if o.Refused != want[i] {
				t.Errorf("%s: seat %d refused %d, want %d", what, i, o.Refused, want[i])
			}
		}
	}
	check("the match", m.Result())
	check("read back", gametest.ReadBack(t, m.Replay(nil)).Result())
}
