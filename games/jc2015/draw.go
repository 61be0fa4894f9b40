package jc2015

import (
	"floorfall/game"
	"floorfall/games/jc2015/engine"
)

// drawPos reads a square a bot drew on, written in the order its input
// sends squares (coords): the position is the square's column and row.
func drawPos(coords engine.Coords, nums []int) (game.Pos, bool) {
	x, y := nums[0], nums[1]
	if coords == engine.RowCol {
		x, y = y, x
	}
	if !(engine.Square{X: x, Y: y}).On() {
		return game.Pos{}, false
	}
	return game.Pos{x, y}, true
}

// PosArity is 2: a square's two numbers.
func (m *Match) PosArity() int { return 2 }

// DrawPos reads a square as the bots are sent squares (x y, or row column
// with --coords rc): the position is the square's column and row.
func (m *Match) DrawPos(seat int, nums []int) (game.Pos, bool) { return drawPos(m.coords, nums) }

// PosArity is 2: a square's two numbers.
func (r *Replay) PosArity() int { return 2 }

// DrawPos is Match.DrawPos in the replay's coordinates order.
func (r *Replay) DrawPos(seat int, nums []int) (game.Pos, bool) { return drawPos(r.Coords(), nums) }
