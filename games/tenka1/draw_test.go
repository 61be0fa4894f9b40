package tenka1

import (
	"testing"

	"floorfall/game"
	"floorfall/games/tenka1/engine"
)

// A bot draws on the cube as it sees it: its own face is its face 0, the
// others as engine.Perm relabels them (the same as its answers); rows and
// columns are kept.
func TestDrawPosPerspective(t *testing.T) {
	m := &Match{}
	for seat := range engine.Agents {
		if p, ok := m.DrawPos(seat, []int{0, 1, 4}); !ok || p != (game.Pos{seat, 1, 4}) {
			t.Errorf("seat %d's face 0 is %v, want its own face %d", seat, p, seat)
		}
		seen := map[int]bool{}
		for f := range engine.Faces {
			p, _ := m.DrawPos(seat, []int{f, 0, 0})
			if p[0] != engine.Perm[seat][f] {
				t.Errorf("seat %d's face %d is %d, want %d", seat, f, p[0], engine.Perm[seat][f])
			}
			seen[p[0]] = true
		}
		if len(seen) != engine.Faces {
			t.Errorf("seat %d's faces are not all the cube's: %v", seat, seen)
		}
	}
	for _, bad := range [][]int{{6, 0, 0}, {0, 5, 0}, {0, 0, -1}} {
		if _, ok := m.DrawPos(1, bad); ok {
			t.Errorf("%v is on the cube", bad)
		}
	}
	if m.PosArity() != 3 {
		t.Error("a cell is face row col")
	}
}
