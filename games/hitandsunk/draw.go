package hitandsunk

import (
	"floorfall/game"
	"floorfall/games/hitandsunk/engine"
)

// drawPos reads a square of the sea a bot drew on as x y, as its argument
// gives its ship's head: the position is x and y.
func drawPos(s *engine.State, nums []int) (game.Pos, bool) {
	x, y := nums[0], nums[1]
	if x < 0 || x >= s.W || y < 0 || y >= s.H {
		return game.Pos{}, false
	}
	return game.Pos{x, y}, true
}

// PosArity is 2: x and y.
func (m *Match) PosArity() int { return 2 }

// DrawPos reads a square of the sea as x y.
func (m *Match) DrawPos(seat int, nums []int) (game.Pos, bool) { return drawPos(m.s, nums) }

// PosArity is 2: x and y.
func (r *Replay) PosArity() int { return 2 }

// DrawPos is Match.DrawPos.
func (r *Replay) DrawPos(seat int, nums []int) (game.Pos, bool) { return drawPos(r.final, nums) }
