package tenka1

import (
	"floorfall/game"
	"floorfall/games/tenka1/engine"
)

// drawPos reads a cell seat drew on as face row col in its own
// perspective (it is agent 0 on face 0: engine.Perm): the position is the
// real face, the row and the column.
func drawPos(seat int, nums []int) (game.Pos, bool) {
	f, j, k := nums[0], nums[1], nums[2]
	if seat < 0 || seat >= engine.Agents || f < 0 || f >= engine.Faces || j < 0 || j >= engine.N || k < 0 || k >= engine.N {
		return game.Pos{}, false
	}
	return game.Pos{engine.Perm[seat][f], j, k}, true
}

// PosArity is 3: face, row and column.
func (m *Match) PosArity() int { return 3 }

// DrawPos reads a cell as face row col, as seat sees the cube.
func (m *Match) DrawPos(seat int, nums []int) (game.Pos, bool) { return drawPos(seat, nums) }

// PosArity is 3: face, row and column.
func (r *Replay) PosArity() int { return 3 }

// DrawPos is Match.DrawPos.
func (r *Replay) DrawPos(seat int, nums []int) (game.Pos, bool) { return drawPos(seat, nums) }
