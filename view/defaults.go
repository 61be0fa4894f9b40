package view

import "floorfall/game"

// BoardDefaults are the parts of a Board that a simple game has nothing to
// say in: no turn to slow down for, no tooltip beyond the board and the
// cards, no marks but the match's notes, no chart. A Board embeds it (its
// zero value) and writes its own method of any of them it has more to say
// in: that method is the one the viewer calls.
type BoardDefaults struct {
	chart Chart
}

// Slow: no turn is slowed down for.
func (*BoardDefaults) Slow(t int) bool { return false }

// HitAt: nothing under the mouse has a tooltip of its own.
func (*BoardDefaults) HitAt(fr any, x, y float64) (int, Cell, bool) { return -1, Cell{}, false }

// PlayerInfo and CellInfo: a tooltip says nothing more than its name line.
func (*BoardDefaults) PlayerInfo(shown, i int) []string           { return nil }
func (*BoardDefaults) CellInfo(shown int, c Cell) ([]string, int) { return nil, -1 }

// Notes: the view marks nothing the match does not note.
func (*BoardDefaults) Notes(dst []game.Note, t int) []game.Note { return dst }

// Chart is an empty chart: none is shown.
func (d *BoardDefaults) Chart() *Chart { return &d.chart }
