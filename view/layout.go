package view

import (
	"math"

	"floorfall/games/jc2015/engine"
)

// Rect is a rectangle on screen, in pixels.
type Rect struct{ X, Y, W, H float64 }

// In reports whether (x, y) lies in r.
func (r Rect) In(x, y float64) bool { return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H }

// Layout says where everything goes on a screen of W x H pixels.
type Layout struct {
	W, H float64
	// U is the UI scale: pixels per design pixel. The design is made for
	// 1280x720 at 1; it grows with the window and the monitor's scale.
	U      float64
	Board  Rect    // the 18x18 squares
	Square float64 // pixels per square
	Panel  Rect    // the player cards and the turn counter
	Cards  [engine.NumPlayers]Rect
	Status Rect // the turn counter, under the cards
	Bar    Rect // the bottom bar
	Play   Rect // play / pause button
	Track  Rect // the timeline's track (the scrubber)
	Speed  Rect // the speed text
	HelpB  Rect // the help button
}

// UIScale is the UI scale for a screen of w x h logical pixels on a monitor
// of device scale factor dsf: it grows with the window, by steps of 1/16 so
// fonts are made at a few sizes only.
func UIScale(w, h, dsf float64) float64 {
	u := math.Min(w/1280, h/720)
	u = math.Max(0.75, math.Min(u, 3))
	return math.Round(u*dsf*16) / 16
}

// NewLayout lays out a screen of w x h pixels at UI scale u: the board as
// big as the height allows, the panel beside it, the two centred together,
// the bar along the bottom.
func NewLayout(w, h, u float64) Layout { return newLayout(w, h, u, 60*u) }

// PresentLayout lays out a screen for presenting to a room: type a fifth
// larger, and no bar (no timeline, no buttons): the board and the cards
// take the whole height.
func PresentLayout(w, h, u float64) Layout {
	u *= 1.2
	l := newLayout(w, h, u, 0)
	l.Bar = Rect{0, h, w, 0}
	return l
}

func newLayout(w, h, u, barH float64) Layout {
	l := Layout{W: w, H: h, U: u}
	pad, gap := 16*u, 28*u
	l.Bar = Rect{0, h - barH, w, barH}
	areaH := h - barH
	side := math.Max(engine.Size, areaH-2*pad)
	panelW := math.Min(480*u, w-side-2*pad-gap)
	if minW := math.Min(300*u, w*0.4); panelW < minW {
		panelW = minW
		side = math.Max(engine.Size, w-panelW-2*pad-gap)
	}
	l.Square = math.Floor(side / engine.Size)
	side = l.Square * engine.Size
	x0 := math.Round((w - side - gap - panelW) / 2)
	l.Board = Rect{x0, math.Round((areaH - side) / 2), side, side}
	l.Panel = Rect{x0 + side + gap, 0, panelW, areaH}
	cardH := 92 * u
	top := l.Board.Y
	for i := range l.Cards {
		l.Cards[i] = Rect{l.Panel.X, top + float64(i)*(cardH+8*u), panelW, cardH}
	}
	l.Status = Rect{l.Panel.X, top + 4*(cardH+8*u) + 4*u, panelW, 80 * u}

	cy := l.Bar.Y + barH/2
	btn := 36 * u
	l.Play = Rect{pad, cy - btn/2, btn, btn}
	right := 200 * u
	l.Track = Rect{pad + btn + 20*u, cy - 14*u, w - (pad + btn + 20*u) - right, 28 * u}
	l.Speed = Rect{w - right + 16*u, cy - btn/2, 90 * u, btn}
	l.HelpB = Rect{w - pad - btn, cy - btn/2, btn, btn}
	return l
}

// At is the pixel position of board point (x, y), in squares.
func (l *Layout) At(x, y float64) (float64, float64) {
	return l.Board.X + x*l.Square, l.Board.Y + y*l.Square
}

// SquareAt is the square under pixel (x, y), if any.
func (l *Layout) SquareAt(x, y float64) (engine.Square, bool) {
	if !l.Board.In(x, y) {
		return engine.Square{}, false
	}
	q := engine.Square{X: int((x - l.Board.X) / l.Square), Y: int((y - l.Board.Y) / l.Square)}
	return q, q.On()
}

// TrackFraction is the fraction (0..1) of the match at pixel column x on
// the timeline.
func (l *Layout) TrackFraction(x float64) float64 { return clamp01((x - l.Track.X) / l.Track.W) }

// TrackX is the pixel column of a fraction of the match on the timeline.
func (l *Layout) TrackX(frac float64) float64 { return l.Track.X + frac*l.Track.W }

// MarkerX is the pixel column of a fall marker for turn t of n turns: the
// fall completes at the end of its turn.
func (l *Layout) MarkerX(t, n int) float64 {
	if n == 0 {
		return l.Track.X
	}
	return l.TrackX(float64(t+1) / float64(n))
}
