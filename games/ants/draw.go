package ants

import (
	"floorfall/game"
	"floorfall/games/ants/engine"
)

// drawPos reads a square a bot drew on as row col, as its input sends
// squares: the position is the row and the column.
func drawPos(s *engine.State, nums []int) (game.Pos, bool) {
	r, c := nums[0], nums[1]
	if r < 0 || r >= s.Rows || c < 0 || c >= s.Cols {
		return game.Pos{}, false
	}
	return game.Pos{r, c}, true
}

// nearest moves to by whole turns round the map so that it lies nearest
// from.
func nearest(s *engine.State, from, to game.Pos) game.Pos {
	for k, n := range [2]int{s.Rows, s.Cols} {
		if d := to[k] - from[k]; 2*d > n {
			to[k] -= n
		} else if 2*d < -n {
			to[k] += n
		}
	}
	return to
}

// PosArity is 2: row and column.
func (m *Match) PosArity() int { return 2 }

// DrawPos reads a square as row col: the position is the row and column.
func (m *Match) DrawPos(seat int, nums []int) (game.Pos, bool) { return drawPos(m.s, nums) }

// Nearest is to moved round the map to lie nearest from.
func (m *Match) Nearest(from, to game.Pos) game.Pos { return nearest(m.s, from, to) }

// PosArity is 2: row and column.
func (r *Replay) PosArity() int { return 2 }

// DrawPos is Match.DrawPos.
func (r *Replay) DrawPos(seat int, nums []int) (game.Pos, bool) { return drawPos(r.final, nums) }

// Nearest is Match.Nearest.
func (r *Replay) Nearest(from, to game.Pos) game.Pos { return nearest(r.final, from, to) }
