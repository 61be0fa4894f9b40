package antsview

import (
	"math"
	"testing"

	"floorfall/games/ants/engine"
)

// A settled frame draws state t as the engine has it: every living ant on
// its square in its owner's colour, the food on the board, the hills razed
// by then.
func TestSettledFrames(t *testing.T) {
	for _, name := range []string{"trace_001", "trace_008", "trace_009"} {
		b, r, _ := traceBoard(t, name)
		for _, turn := range []int{0, 1, 2, 17, 34, 50, b.Turns() / 2, b.Turns() - 1, b.Turns()} {
			s := state(t, r, turn)
			fr := frameAt(b, float64(turn))
			if fr.Turn != turn || fr.Shown != turn || fr.Rows != s.Rows || fr.Cols != s.Cols {
				t.Fatalf("%s turn %d: frame of turn %d shown %d, %dx%d", name, turn, fr.Turn, fr.Shown, fr.Rows, fr.Cols)
			}
			if got, want := drawn(fr), living(s); len(fr.Ants) != len(s.Live()) || !sameCounts(got, want) {
				t.Errorf("%s turn %d: %d ants drawn %v, the engine has %d %v", name, turn, len(fr.Ants), got, len(s.Live()), want)
			}
			if len(fr.Food) != len(s.Present()) {
				t.Errorf("%s turn %d: %d food drawn, the engine has %d", name, turn, len(fr.Food), len(s.Present()))
			}
			for i, f := range s.Present() {
				sq := int(s.Food[f].Sq)
				if fd := fr.Food[i]; fd.X != float64(sq%s.Cols)+0.5 || fd.Y != float64(sq/s.Cols)+0.5 {
					t.Errorf("%s turn %d: food %d at (%v, %v), the engine's on square %d", name, turn, i, fd.X, fd.Y, sq)
				}
			}
			for i, h := range s.Hills {
				razed := h.KilledBy >= 0 && h.Razed > 0
				if hv := fr.Hills[i]; (hv.Razed == 1) != razed || hv.Owner != int(h.Owner) || razed && hv.By != int(h.KilledBy) {
					t.Errorf("%s turn %d: hill %d drawn %+v, the engine's %+v", name, turn, i, hv, h)
				}
			}
		}
	}
}

// Part way through a turn, ants that move glide between their squares;
// at its end the frame is the next state's; the killed fade out, the
// newborn grow on their hills, razed hills break.
func TestMidTurnFrames(t *testing.T) {
	b, r, _ := traceBoard(t, "trace_001")
	seen := map[string]bool{}
	s0 := state(t, r, 0)
	err := r.Playback(func(s1 *engine.State, _ *engine.Events) {
		defer func() { s0 = s1.Clone() }()
		turn := s0.Next()
		if turn == 0 {
			return
		}
		ev := b.Events[turn]
		// Half-way through the glide: every mover is between its squares.
		mid := frameAt(b, float64(turn)+MoveEnd/2)
		if mid.Turn != turn || mid.Shown != turn {
			t.Fatalf("turn %d: frame of turn %d, shown %d", turn, mid.Turn, mid.Shown)
		}
		for _, m := range ev.Moves {
			fx, fy := float64(int(m.From)%s0.Cols)+0.5, float64(int(m.From)/s0.Cols)+0.5
			tx, ty := float64(int(m.To)%s0.Cols)+0.5, float64(int(m.To)/s0.Cols)+0.5
			if math.Abs(tx-fx) > 1 || math.Abs(ty-fy) > 1 {
				continue // over an edge: TestWrapAround
			}
			found := false
			for _, a := range mid.Ants {
				between := (a.X-fx)*(tx-a.X) >= 0 && (a.Y-fy)*(ty-a.Y) >= 0
				moved := a.X != fx || a.Y != fy
				arrived := a.X == tx && a.Y == ty
				if a.Owner == int(s0.Ants[m.Ant].Owner) && between && moved && !arrived {
					found = true
					break
				}
			}
			if !found {
				t.Fatalf("turn %d: no ant drawn between %v and %v half-way through its move", turn, m.From, m.To)
			}
			seen["move"] = true
		}
		end := frameAt(b, float64(turn)+0.999)
		if end.Shown != turn+1 {
			t.Fatalf("turn %d: the end of the slot shows state %d", turn, end.Shown)
		}
		if got, want := drawn(end), living(s1); !sameCounts(got, want) {
			t.Fatalf("turn %d: the end of the slot draws %v, the next state has %v", turn, got, want)
		}
		if len(ev.Attacks)+len(ev.Collided) > 0 {
			seen["death"] = true
			dying := frameAt(b, float64(turn)+(DieStart+DieEnd)/2)
			hit := 0
			for _, a := range dying.Ants {
				if a.Hit > 0 && a.Alpha < 1 {
					hit++
				}
			}
			if hit != len(ev.Attacks)+len(ev.Collided) {
				t.Errorf("turn %d: %d ants drawn dying, %d died", turn, hit, len(ev.Attacks)+len(ev.Collided))
			}
		}
		if len(ev.Attacks) > 0 {
			fights := frameAt(b, float64(turn)+(FightStart+DieEnd)/2).Fights
			want := 0
			for _, a := range ev.Attacks {
				want += len(a.By)
			}
			if len(fights) != want {
				t.Errorf("turn %d: %d fight lines, %d killers", turn, len(fights), want)
			}
			seen["fight"] = true
		}
		if len(ev.Spawned) > 0 {
			seen["birth"] = true
			growing := 0
			for _, a := range frameAt(b, float64(turn)+(BornStart+BornEnd)/2).Ants {
				if a.Scale > 0 && a.Scale < 1 {
					growing++
				}
			}
			if growing != len(ev.Spawned) {
				t.Errorf("turn %d: %d ants growing, %d born", turn, growing, len(ev.Spawned))
			}
		}
		for _, rz := range ev.Razes {
			seen["raze"] = true
			if h := frameAt(b, float64(turn)+(RazeStart+RazeEnd)/2).Hills[rz.Hill]; h.Razed <= 0 || h.Razed >= 1 || h.By != rz.By {
				t.Errorf("turn %d: hill %d half-way razed drawn %+v", turn, rz.Hill, h)
			}
			if h := frameAt(b, float64(turn)+RazeStart-0.01).Hills[rz.Hill]; h.Razed != 0 {
				t.Errorf("turn %d: hill %d razed before its time: %+v", turn, rz.Hill, h)
			}
		}
		if len(ev.Gathered) > 0 {
			seen["eat"] = true
			if f := frameAt(b, float64(turn)+EatEnd+0.01); len(f.Food) != len(s0.Present())-len(ev.Gathered)+len(ev.Appeared) {
				t.Errorf("turn %d: %d food drawn after the gathering, %d were, %d gathered, %d new", turn, len(f.Food), len(s0.Present()), len(ev.Gathered), len(ev.Appeared))
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"move", "death", "fight", "birth", "raze", "eat"} {
		if !seen[k] {
			t.Errorf("no %s in the game: the test checks nothing of it", k)
		}
	}
}
