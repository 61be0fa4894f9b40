package ants

import (
	"floorfall/game"
	"floorfall/games/ants/engine"
)

// grid is the map of a Match and of a Replay as bots draw on it: squares
// written row col, as their input sends squares, on a map that wraps
// round.
type grid struct{ rows, cols int }

// gridOf is the map of state s.
func gridOf(s *engine.State) grid { return grid{s.Rows, s.Cols} }

// PosArity is 2: row and column.
func (grid) PosArity() int { return 2 }

// DrawPos reads a square as row col: the position is the row and column.
func (g grid) DrawPos(seat int, nums []int) (game.Pos, bool) {
	r, c := nums[0], nums[1]
	if r < 0 || r >= g.rows || c < 0 || c >= g.cols {
		return game.Pos{}, false
	}
	return game.Pos{r, c}, true
}

// Nearest is to moved by whole turns round the map so that it lies
// nearest from.
func (g grid) Nearest(from, to game.Pos) game.Pos {
	for k, n := range [2]int{g.rows, g.cols} {
		if d := to[k] - from[k]; 2*d > n {
			to[k] -= n
		} else if 2*d < -n {
			to[k] += n
		}
	}
	return to
}

// A Match and a Replay are drawn on.
var _, _ game.Drawable = (*Match)(nil), (*Replay)(nil)

var _, _ game.Wrapping = (*Match)(nil), (*Replay)(nil)
