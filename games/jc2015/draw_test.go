package jc2015

import (
	"testing"

	"floorfall/game"
	"floorfall/games/jc2015/engine"
)

// A square is drawn in the order the bot is sent squares: x y, or row
// column with --coords rc; off the 18x18 board it is refused.
func TestDrawPosCoords(t *testing.T) {
	xy, rc := &Match{squares: squares{engine.XY}}, &Match{squares: squares{engine.RowCol}}
	if p, ok := xy.DrawPos(0, []int{3, 17}); !ok || p != (game.Pos{3, 17}) {
		t.Errorf("xy 3 17: %v %v", p, ok)
	}
	if p, ok := rc.DrawPos(0, []int{3, 17}); !ok || p != (game.Pos{17, 3}) {
		t.Errorf("rc 3 17: %v %v, want column 17, row 3", p, ok)
	}
	for _, bad := range [][]int{{18, 0}, {0, -1}} {
		if _, ok := xy.DrawPos(0, bad); ok {
			t.Errorf("%v is on the board", bad)
		}
	}
}
