package hitandsunk

import (
	"floorfall/game"
	"floorfall/games/hitandsunk/engine"
)

// sea is the sea of a Match and of a Replay as bots draw on it: squares
// written x y, as their argument gives their ship's head.
type sea struct{ w, h int }

// seaOf is the sea of state s.
func seaOf(s *engine.State) sea { return sea{s.W, s.H} }

// PosArity is 2: x and y.
func (sea) PosArity() int { return 2 }

// DrawPos reads a square of the sea as x y: the position is x and y.
func (g sea) DrawPos(seat int, nums []int) (game.Pos, bool) {
	x, y := nums[0], nums[1]
	if x < 0 || x >= g.w || y < 0 || y >= g.h {
		return game.Pos{}, false
	}
	return game.Pos{x, y}, true
}

// A Match and a Replay are drawn on.
var _, _ game.Drawable = (*Match)(nil), (*Replay)(nil)
