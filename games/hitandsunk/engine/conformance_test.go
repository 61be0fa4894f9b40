package engine_test

import (
	"path/filepath"
	"testing"

	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/internal/trace"
)

// TestTraces plays every reference game with its recorded answers and
// checks every argument byte for byte, the calls made and the results.
func TestTraces(t *testing.T) {
	for _, f := range trace.Files(t, "../testdata") {
		t.Run(filepath.Base(f), func(t *testing.T) {
			tr, err := trace.Read(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := tr.Setup.Check(); err != nil {
				t.Fatal(err)
			}
			s := engine.New(len(tr.Setup.Players), 1, &tr.Setup)
			for k, c := range tr.Calls {
				if s.Over {
					t.Fatalf("call %d: the game ended after %d calls", k, k)
				}
				if s.Round != c.Round || s.Acting() != c.ID {
					t.Fatalf("call %d: round %d seat %d is called, want round %d seat %d", k, s.Round, s.Acting(), c.Round, c.ID)
				}
				arg := string(s.AppendArg(nil))
				want := ""
				if c.Arg != nil {
					want = *c.Arg
				}
				if arg != want {
					t.Fatalf("call %d (round %d seat %d): argument\n got %s\nwant %s", k, c.Round, c.ID, arg, want)
				}
				out := ""
				if c.Out != nil {
					out = *c.Out
				}
				ev := s.Play(out, true)
				if got := ev.Aborted >= 0; got != (c.Exception != nil) {
					t.Errorf("call %d: aborted %v, trace says exception %v (%q)", k, got, c.Exception, out)
				}
			}
			if !s.Over {
				t.Fatalf("the game goes on after the trace's %d calls (round %d)", len(tr.Calls), s.Round)
			}
			if s.Round != tr.Rounds {
				t.Errorf("ended in round %d, want %d", s.Round, tr.Rounds)
			}
			sc := s.Scores()
			rank := engine.Ranking(sc)
			for _, fin := range tr.Final {
				got := sc[fin.ID]
				want := engine.Score{Hits: fin.Hits, Sunken: fin.Sunken, Damage: fin.Damage, Alive: fin.Alive, Score: fin.Score}
				if got != want {
					t.Errorf("seat %d: %+v, want %+v", fin.ID, got, want)
				}
				if rank[fin.Rank-1] != fin.ID {
					t.Errorf("seat %d: rank %d holds seat %d", fin.ID, fin.Rank, rank[fin.Rank-1])
				}
			}
		})
	}
}
