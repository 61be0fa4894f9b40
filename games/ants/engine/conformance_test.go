package engine

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	tracefile "floorfall/games/ants/internal/trace"
)

type trace = tracefile.Trace

var readTrace = tracefile.MustRead

func traces(t testing.TB) []string { return tracefile.MustPaths(t, "../testdata") }

// answers are the trace's answers to slot k: the recorded outputs, the
// failures where the statuses say.
func answers(tr *trace, k int) []Answer {
	ans := make([]Answer, len(tr.Players))
	for p := range ans {
		if out := tr.Outputs[k][p]; out != nil {
			ans[p].Text = *out
		}
		if tr.PlayerTurns[p] == k {
			switch st := tr.Statuses[p]; st {
			case StatusCrashed, StatusTimeout:
				ans[p].Failed = st
			}
		}
	}
	return ans
}

// playTrace plays a trace's game on the engine with its recorded answers,
// checking every message; it returns the state at the end.
func playTrace(t *testing.T, tr *trace) *State {
	o, err := ParseOfficial(tr.OfficialReplay)
	if err != nil {
		t.Fatalf("official replay: %v", err)
	}
	m, p, rec, err := o.Setup()
	if err != nil {
		t.Fatalf("setup: %v", err)
	}
	s, err := New(m, p, Recorded(rec))
	if err != nil {
		t.Fatalf("new: %v", err)
	}
	n := len(tr.Players)
	ended := make([]bool, n)
	bad, checked := 0, 0
	check := func(k, p int, got string) {
		checked++
		want := tr.Inputs[k][p]
		if want == nil {
			t.Errorf("slot %d player %d: sent %q, the engine sent nothing", k, p, clip(got))
			bad++
			return
		}
		if got != *want {
			t.Errorf("slot %d player %d: sent\n%s\nwant\n%s\n(first difference: %s)", k, p, got, *want, firstDiff(got, *want))
			bad++
		}
	}
	for k := 0; !s.Over(); k++ {
		if k >= len(tr.Inputs) {
			t.Fatalf("the game goes on past the trace's %d slots", len(tr.Inputs))
		}
		for pl := range n {
			if s.Alive(pl) {
				check(k, pl, string(s.AppendInput(nil, pl)))
			} else if !ended[pl] && tr.Inputs[k][pl] != nil {
				t.Errorf("slot %d player %d: nothing sent, the engine sent %q", k, pl, clip(*tr.Inputs[k][pl]))
				bad++
			}
		}
		ev := s.Play(answers(tr, k))
		for _, msg := range ev.End {
			check(k+1, msg.Player, msg.Text)
			ended[msg.Player] = true
		}
		if bad > 3 {
			t.Fatalf("stopping at slot %d", k)
		}
	}
	if sent := tr.Sent(); checked != sent {
		t.Errorf("%d messages made, the engine sent %d", checked, sent)
	}
	if d := s.chance.diverged(); d != "" {
		t.Errorf("the game left the record: %s", d)
	}
	if s.GameLength() != tr.EndTurn || s.Cutoff() != tr.Reason {
		t.Errorf("ended after turn %d (%s), the engine after %d (%s)", s.GameLength(), s.Cutoff(), tr.EndTurn, tr.Reason)
	}
	if d := Diff(FromState(s, tr.Players), o); d != "" {
		t.Errorf("replay differs: %s", d)
	}
	return s
}

func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d: %q vs %q", i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("%d lines vs %d", len(la), len(lb))
}

// Every trace conforms: each message equal to the engine's, byte for
// byte, and the replay equal to the engine's on the keys compared.
func TestConformance(t *testing.T) {
	for _, path := range traces(t) {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json.gz"), func(t *testing.T) {
			playTrace(t, readTrace(t, path))
		})
	}
}

// Each official replay plays back by the rules from its own start and
// orders, and comes out as it was.
func TestReplayOfficial(t *testing.T) {
	for _, path := range traces(t) {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json.gz"), func(t *testing.T) {
			tr := readTrace(t, path)
			o, err := ParseOfficial(tr.OfficialReplay)
			if err != nil {
				t.Fatal(err)
			}
			m, p, rec, err := o.Setup()
			if err != nil {
				t.Fatal(err)
			}
			s, err := New(m, p, Recorded(rec))
			if err != nil {
				t.Fatal(err)
			}
			turns := 0
			if err := o.Replay(s, func(*State, *Events) { turns++ }); err != nil {
				t.Fatal(err)
			}
			if turns != tr.EndTurn+1 {
				t.Errorf("%d turns played back, want %d (0 to %d)", turns, tr.EndTurn+1, tr.EndTurn)
			}
			// An order changed: the playback notices.
			if len(o.Data.Ants) > 0 {
				for i := range o.Data.Ants {
					if a := &o.Data.Ants[i]; len(a.Orders) > 3 && a.Orders[2] == '-' {
						a.Orders = a.Orders[:2] + "x" + a.Orders[3:]
						s, _ := New(m, p, Recorded(rec))
						if err := o.Replay(s, nil); err == nil || !strings.Contains(err.Error(), "not one of n e s w") {
							t.Errorf("an order x played back: %v", err)
						}
						break
					}
				}
			}
		})
	}
}

// The replay written is the official one: the same JSON, key for key.
func TestMarshalOfficial(t *testing.T) {
	for _, path := range traces(t) {
		tr := readTrace(t, path)
		s := playTrace(t, tr)
		got := FromState(s, tr.Players).Marshal()
		var a, b any
		if err := json.Unmarshal(got, &a); err != nil {
			t.Fatalf("%s: written replay is not JSON: %v", path, err)
		}
		if err := json.Unmarshal(tr.OfficialReplay, &b); err != nil {
			t.Fatal(err)
		}
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			t.Errorf("%s: written replay differs from the official one:\n%s", path, firstDiff(strings.ReplaceAll(string(ja), ", ", ",\n"), strings.ReplaceAll(string(jb), ", ", ",\n")))
		}
		// And read back, it is the same replay.
		o, err := ParseOfficial(got)
		if err != nil {
			t.Fatal(err)
		}
		if d := Diff(o, FromState(s, tr.Players)); d != "" {
			t.Errorf("%s: read back: %s", path, d)
		}
	}
}
