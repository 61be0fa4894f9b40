package view

import "math"

// TickAt is when, in a turn's slot, the texts (cards, counters, tooltips)
// turn to the state after the turn: half-way.
const TickAt = 0.5

// Frame is what is drawn at one playback position: where in the match it
// is, and the game's picture of it (Board, painted by the game's painter).
type Frame struct {
	Pos   float64 // playback position in turns
	Turn  int     // the turn being played (or the next one when settled)
	Shown int     // the state the labels and the HUD show (Turn, or Turn+1 after the tick)
	Board any
}

// Frame fills fr with the picture at the playback position. Pulses and
// shakes run only while the playback animates, so a paused frame is still.
func (p *Playback) Frame(fr *Frame) { BuildFrame(p.m, p.pos, p.clock, p.Animating(), fr) }

// BuildFrame fills fr for match m at position pos (in turns). clock
// (seconds) drives pulses and shakes when animating.
func BuildFrame(m *Match, pos, clock float64, animating bool, fr *Frame) {
	pos = math.Max(0, math.Min(pos, float64(m.Turns())))
	t, _, shown := at(pos, m.Turns())
	fr.Pos, fr.Turn, fr.Shown = pos, t, shown
	fr.Board = m.board.Frame(pos, clock, animating)
}

// At splits a position pos in [0, n] turns into the turn t being played
// (n at the end), how far f through its slot, and the state shown by the
// labels and the HUD: t, or t+1 once the turn's timers have ticked.
func At(pos float64, n int) (t int, f float64, shown int) { return at(pos, n) }

func at(pos float64, n int) (t int, f float64, shown int) {
	t = int(math.Floor(pos))
	f = pos - float64(t)
	if t >= n {
		t, f = n, 0
	}
	shown = t
	if f >= TickAt {
		shown = t + 1
	}
	return t, f, shown
}
