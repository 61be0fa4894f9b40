package view

import "math"

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
	Board  Rect    // the board: Shape.W x Shape.H units
	Square float64 // pixels per board unit
	// View is the part of the screen the board is seen through: Board
	// itself, or zoomed in (Zoom), the board's place, the board larger.
	View  Rect
	Panel Rect   // the player cards and the turn counter
	Cards []Rect // a card a seat
	// CardCols is the number of columns of cards: 2 when many seats
	// would make one column's rows too low.
	CardCols int
	// Legend is the band kept for the game's legend at the foot of the
	// panel when many seats make the cards short; empty when the cards
	// leave room under the counter.
	Legend Rect
	Status Rect // the turn counter, under the cards
	// Box is the person's box while a live match waits for them (see
	// WithBox): the cards and the counter keep above it. Empty when none.
	Box Rect
	// BoxTight: the person's box is in its tight form, for a small window
	// (a smaller title, lower buttons; see WithBox).
	BoxTight bool
	Bar      Rect // the bottom bar
	Play     Rect // play / pause button
	Track    Rect // the timeline's track (the scrubber)
	Speed    Rect // the speed text
	HelpB    Rect // the help button
}

// UIScale is the UI scale for a screen of w x h logical pixels on a monitor
// of device scale factor dsf: it grows with the window, by steps of 1/16 so
// fonts are made at a few sizes only.
func UIScale(w, h, dsf float64) float64 {
	u := math.Min(w/1280, h/720)
	u = math.Max(0.75, math.Min(u, 3))
	return math.Round(u*dsf*16) / 16
}

// LegendRoom is the height in design pixels kept for a game's legend
// (render's BoardPainter.LegendH) when many seats fill the panel.
const LegendRoom = 84

// MinRow is the lowest a one-row card gets, in design pixels, before the
// cards go in two columns.
const MinRow = 18

// NoBoard is the shape of a screen with no match (the start screen, the
// results browser): a square board and four seats, for the sizes of type.
var NoBoard = Shape{W: 18, H: 18, Seats: 4}

// NewLayout lays out a screen of w x h pixels at UI scale u for a board of
// shape s: the board as big as the height allows, the panel beside it, the
// two centred together, the bar along the bottom.
func NewLayout(w, h, u float64, s Shape) Layout { return newLayout(w, h, u, 60*u, s) }

// PresentLayout lays out a screen for presenting to a room: type a fifth
// larger, and no bar (no timeline, no buttons): the board and the cards
// take the whole height.
func PresentLayout(w, h, u float64, s Shape) Layout {
	u *= 1.2
	l := newLayout(w, h, u, 0, s)
	l.Bar = Rect{0, h, w, 0}
	return l
}

// BareLayout lays out a screen with no bar (an exported film: the board,
// the cards and the counter only).
func BareLayout(w, h, u float64, s Shape) Layout {
	l := newLayout(w, h, u, 0, s)
	l.Bar = Rect{0, h, w, 0}
	return l
}

func newLayout(w, h, u, barH float64, s Shape) Layout {
	l := Layout{W: w, H: h, U: u}
	if s.W <= 0 || s.H <= 0 {
		s = Shape{W: NoBoard.W, H: NoBoard.H, Seats: s.Seats}
	}
	pad, gap := 16*u, 28*u
	l.Bar = Rect{0, h - barH, w, barH}
	areaH := h - barH
	// The board's height, then its width from its shape; the panel takes
	// what is left, at least a minimum, the board giving way.
	q := math.Max(1, (areaH-2*pad)/s.H)
	panelW := math.Min(480*u, w-q*s.W-2*pad-gap)
	if minW := math.Min(300*u, w*0.4); panelW < minW {
		panelW = minW
		q = math.Max(1, math.Min(q, (w-panelW-2*pad-gap)/s.W))
	}
	l.Square = math.Max(1, math.Floor(q))
	bw, bh := l.Square*s.W, l.Square*s.H
	x0 := math.Round((w - bw - gap - panelW) / 2)
	l.Board = Rect{x0, math.Round((areaH - bh) / 2), bw, bh}
	l.View = l.Board
	l.Panel = Rect{x0 + bw + gap, 0, panelW, areaH}
	l.placeCards(max(1, s.Seats), areaH, 0)

	cy := l.Bar.Y + barH/2
	btn := 36 * u
	l.Play = Rect{pad, cy - btn/2, btn, btn}
	right := 200 * u
	l.Track = Rect{pad + btn + 20*u, cy - 14*u, w - (pad + btn + 20*u) - right, 28 * u}
	l.Speed = Rect{w - right + 16*u, cy - btn/2, 90 * u, btn}
	l.HelpB = Rect{w - pad - btn, cy - btn/2, btn, btn}
	return l
}

// placeCards lays out the cards of seats and the counter under them in
// the panel, above foot: cards of 92 design pixels, smaller when many
// seats share the height: then one row a seat (CardLines), a band kept
// for the game's legend at the panel's foot (unless legend is set: the
// band's height already kept under foot, or -1 for none), and two columns
// when one would make rows too low to read.
func (l *Layout) placeCards(seats int, foot, legend float64) {
	u, pad := l.U, 16*l.U
	panelW, areaH := l.Panel.W, l.Panel.Y+l.Panel.H
	top := l.Board.Y
	cardH, gapH, statusH := 92*u, 8*u, 80*u
	cols := 1
	l.Legend = Rect{}
	if top+float64(seats)*(cardH+gapH)+statusH+16*u > foot {
		top = math.Min(top, pad)
		gapH = 4 * u
		statusH = math.Min(statusH, math.Max(36*u, (foot-top)*0.25))
		band := 0.0
		switch {
		case legend == 0:
			band = math.Min(LegendRoom*u, (areaH-top)*0.2)
			l.Legend = Rect{l.Panel.X, areaH - band, panelW, band}
		case legend > 0:
			l.Legend = Rect{l.Panel.X, areaH - legend, panelW, legend}
		}
		room := foot - top - statusH - band - 8*u
		cardH = room/float64(seats) - gapH
		if cardH < MinRow*u && seats > 1 {
			cols = 2
			cardH = room/float64((seats+1)/2) - gapH
		}
		if rows := float64((seats + cols - 1) / cols); cardH < MinRow*u {
			// Rows too low still: the counter gives what it can spare.
			give := math.Min(statusH-36*u, (MinRow*u-cardH)*rows)
			statusH -= give
			cardH += give / rows
		}
		// No higher than two lines need: what is left lists the seats
		// out under the counter.
		cardH = math.Max(1, math.Min(62*u, cardH))
	}
	l.CardCols = cols
	rows := (seats + cols - 1) / cols
	colW := (panelW - float64(cols-1)*gapH) / float64(cols)
	l.Cards = make([]Rect, seats)
	for i := range l.Cards {
		c, r := i/rows, i%rows
		l.Cards[i] = Rect{l.Panel.X + float64(c)*(colW+gapH), top + float64(r)*(cardH+gapH), colW, cardH}
	}
	l.Status = Rect{l.Panel.X, top + float64(rows)*(cardH+gapH) + 4*u, panelW, statusH}
}

// At is the pixel position of board point (x, y), in squares.
func (l *Layout) At(x, y float64) (float64, float64) {
	return l.Board.X + x*l.Square, l.Board.Y + y*l.Square
}

// TrackFraction is the fraction (0..1) of the match at pixel column x on
// the timeline.
func (l *Layout) TrackFraction(x float64) float64 { return clamp01((x - l.Track.X) / l.Track.W) }

// TrackX is the pixel column of a fraction of the match on the timeline.
func (l *Layout) TrackX(frac float64) float64 { return l.Track.X + frac*l.Track.W }

// MarkerX is the pixel column of the mark of a seat out in turn t of n
// turns: it is out at the end of its turn.
func (l *Layout) MarkerX(t, n int) float64 {
	if n == 0 {
		return l.Track.X
	}
	return l.TrackX(float64(t+1) / float64(n))
}

// CardLines is how many lines of text a card of height h shows at UI
// scale u: 3 (name, state, last answer) on a full card, down to 1.
func CardLines(h, u float64) int {
	switch {
	case h >= 84*u:
		return 3
	case h >= 54*u:
		return 2
	}
	return 1
}

// ChartRect is where the chart of the match's course goes, right of the
// turn counter; empty when there is no room for it.
func (l *Layout) ChartRect() Rect {
	u, st := l.U, l.Status
	r := Rect{st.X + st.W*0.55, st.Y + 6*u, st.W*0.45 - 8*u, math.Min(58*u, st.H-30*u)}
	if r.W < 60*u || r.H < 16*u {
		return Rect{}
	}
	return r
}

// ChartTab is the label of chart k of n under the chart (the chart's tabs,
// see Charts): the width of the chart shared out.
func (l *Layout) ChartTab(k, n int) Rect {
	r := l.ChartRect()
	w := r.W / float64(max(1, n))
	return Rect{r.X + float64(k)*w, r.Y + r.H + 4*l.U, w, 20 * l.U}
}

// ChartTabAt is the chart of n whose tab is at (x, y), -1 for none.
func (l *Layout) ChartTabAt(x, y float64, n int) int {
	if l.ChartRect().W <= 0 {
		return -1
	}
	for k := range n {
		if l.ChartTab(k, n).In(x, y) {
			return k
		}
	}
	return -1
}

// ChartTurn is the turn at pixel column x of the chart of a match of n
// turns.
func (l *Layout) ChartTurn(x float64, n int) int {
	r := l.ChartRect()
	if r.W <= 0 {
		return 0
	}
	return int(math.Round(clamp01((x-r.X)/r.W) * float64(max(1, n))))
}

// Zoom is l with the board z times larger (z > 1) seen through View,
// board point (cx, cy) (in board units) in the middle of the view as far as
// the board still covers it. Painting clips to View.
func (l Layout) Zoom(z, cx, cy float64) Layout {
	if z <= 1 {
		return l
	}
	v := l.View
	q := l.Square * z
	w, h := l.Board.W*z, l.Board.H*z
	x := math.Min(v.X, math.Max(v.X+v.W/2-cx*q, v.X+v.W-w))
	y := math.Min(v.Y, math.Max(v.Y+v.H/2-cy*q, v.Y+v.H-h))
	l.Square, l.Board = q, Rect{x, y, w, h}
	return l
}

// Centre is the board point (in board units) in the middle of the view.
func (l *Layout) Centre() (x, y float64) {
	return (l.View.X + l.View.W/2 - l.Board.X) / l.Square, (l.View.Y + l.View.H/2 - l.Board.Y) / l.Square
}
