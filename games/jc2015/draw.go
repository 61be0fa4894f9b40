package jc2015

import (
	"floorfall/game"
	"floorfall/games/jc2015/engine"
)

// squares is the board of a Match and of a Replay as bots draw on it and
// are sent it: squares written in the order coords (x y, or row column
// with --coords rc).
type squares struct{ coords engine.Coords }

// Coords is the order squares are sent to bots in.
func (q squares) Coords() engine.Coords { return q.coords }

// PosArity is 2: a square's two numbers.
func (squares) PosArity() int { return 2 }

// DrawPos reads a square as the bots are sent squares: the position is the
// square's column and row.
func (q squares) DrawPos(seat int, nums []int) (game.Pos, bool) {
	x, y := nums[0], nums[1]
	if q.coords == engine.RowCol {
		x, y = y, x
	}
	if !(engine.Square{X: x, Y: y}).On() {
		return game.Pos{}, false
	}
	return game.Pos{x, y}, true
}

// A Match and a Replay are drawn on.
var _, _ game.Drawable = (*Match)(nil), (*Replay)(nil)
