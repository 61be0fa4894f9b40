package tenka1

import (
	"floorfall/game"
	"floorfall/games/tenka1/engine"
)

// cube is the cube of a Match and of a Replay as bots draw on it: cells
// written face row col in the drawing seat's own perspective (it is agent
// 0 on face 0: engine.Perm), as its answers give them.
type cube struct{}

// PosArity is 3: face, row and column.
func (cube) PosArity() int { return 3 }

// DrawPos reads a cell as face row col, as seat sees the cube: the
// position is the real face, the row and the column.
func (cube) DrawPos(seat int, nums []int) (game.Pos, bool) {
	f, j, k := nums[0], nums[1], nums[2]
	if seat < 0 || seat >= engine.Agents || f < 0 || f >= engine.Faces || j < 0 || j >= engine.N || k < 0 || k >= engine.N {
		return game.Pos{}, false
	}
	return game.Pos{engine.Perm[seat][f], j, k}, true
}

// A Match and a Replay are drawn on.
var _, _ game.Drawable = (*Match)(nil), (*Replay)(nil)
