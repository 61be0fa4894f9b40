package view

import "math"

// Control is a clickable part of the window: a button of the bar, the
// timeline, the start screen's open button. What is under the mouse is
// found here, from the same rectangles the painter draws.
type Control int

// The controls.
const (
	CtlNone Control = iota
	CtlPlay
	CtlTrack
	CtlSpeed
	CtlHelp
	CtlOpen // the start screen's open button
)

// StartRects are the start screen's open button and drop zone.
func (l *Layout) StartRects() (open, drop Rect) {
	u := l.U
	w := math.Min(460*u, l.W-40*u)
	x := (l.W - w) / 2
	open = Rect{X: x, Y: l.H*0.5 - 10*u, W: w, H: 56 * u}
	drop = Rect{X: x, Y: open.Y + open.H + 20*u, W: w, H: 120 * u}
	return open, drop
}

// BarControlAt is the bar's control under (x, y): the play button, the
// timeline (with the marks of seats out above it), the speed, the help button.
func (l *Layout) BarControlAt(x, y float64) Control {
	tr := l.Track
	tr.Y -= 12 * l.U // the markers above the track
	tr.H += 18 * l.U
	switch {
	case l.Play.In(x, y):
		return CtlPlay
	case tr.In(x, y):
		return CtlTrack
	case l.Speed.In(x, y):
		return CtlSpeed
	case l.HelpB.In(x, y):
		return CtlHelp
	}
	return CtlNone
}

// CardAt is the player whose card is at (x, y), or -1.
func (l *Layout) CardAt(x, y float64) int {
	for i, r := range l.Cards {
		if r.In(x, y) {
			return i
		}
	}
	return -1
}

// DebugHead is the top of the debug panel (drawn in the panel's place):
// the players' tabs and the keys.
func (l *Layout) DebugHead() Rect {
	return Rect{X: l.Panel.X, Y: l.View.Y, W: l.Panel.W, H: 48 * l.U}
}

// DebugTab is player i's tab in the debug panel's head: its disc is drawn
// in the middle (DebugDisc), and a click anywhere in it shows that player.
// The tabs share the head's left 72% (the keys' hint keeps the rest) in
// one row, or in two rows when one would leave a tab too narrow for a
// disc with two digits (many seats).
func (l *Layout) DebugTab(i int) Rect {
	u := l.U
	n := max(1, len(l.Cards))
	room := l.Panel.W*0.72 - 9*u
	per, h := n, 48*u
	if room/float64(n) < 28*u {
		per, h = (n+1)/2, 22*u // clear of the title under the head
	}
	w := math.Min(34*u, room/float64(per))
	return Rect{X: l.Panel.X + 9*u + float64(i%per)*w, Y: l.View.Y + float64(i/per)*h, W: w, H: h}
}

// DebugTabsRight is the right edge of the debug panel's tabs.
func (l *Layout) DebugTabsRight() float64 {
	r := l.DebugTab(0)
	for i := range l.Cards {
		r0 := l.DebugTab(i)
		r.X = math.Max(r.X, r0.X)
	}
	return r.X + r.W
}

// DebugDisc is the radius of the disc in a debug tab t; the ring of the
// player shown goes 2 pixels (at scale 1) outside it, within the tab.
func (l *Layout) DebugDisc(t Rect) float64 {
	u := l.U
	return math.Min(12*u, math.Min(t.W, t.H)/2-3*u)
}

// ConsoleRows is where the debug panel's console lists its lines: the
// first row's rectangle, and how many rows fit under it.
func (l *Layout) ConsoleRows() (first Rect, rows int) {
	u := l.U
	h := l.DebugHead()
	top := h.Y + h.H + 34*u
	bottom := l.Panel.Y + l.Panel.H - 20*u
	rowH := 17 * u
	first = Rect{X: l.Panel.X + 8*u, Y: top, W: l.Panel.W - 16*u, H: rowH}
	return first, max(0, int((bottom-top)/rowH))
}

// ConsoleCols is the characters a console row holds from where an answer
// is written, about (as DebugText.Cols): its lines wrap to it.
func (l *Layout) ConsoleCols() int {
	first, _ := l.ConsoleRows()
	return max(8, int((first.W-ConsoleTextX*l.U-8*l.U)/(6.6*l.U)))
}

// ConsoleTextX is where a console row's answer is written, from the row's
// left, at scale 1; a stderr or input line is consoleIndent characters
// further (ConsoleX).
const ConsoleTextX = 60

// ConsoleX is where a console row of kind k is written and how wide it may
// be, from first (ConsoleRows).
func (l *Layout) ConsoleX(first Rect, k ConsoleKind) (x, w float64) {
	x = first.X + ConsoleTextX*l.U
	if k != ConsoleAnswer {
		x += 12 * l.U
	}
	return x, first.X + first.W - 8*l.U - x
}

// ConsoleRowAt is the console row at (x, y), or -1.
func (l *Layout) ConsoleRowAt(x, y float64) int {
	first, rows := l.ConsoleRows()
	if x < first.X || x >= first.X+first.W || y < first.Y {
		return -1
	}
	if k := int((y - first.Y) / first.H); k < rows {
		return k
	}
	return -1
}

// DebugTabAt is the player whose debug tab is at (x, y), or -1.
func (l *Layout) DebugTabAt(x, y float64) int {
	for i := range l.Cards {
		if l.DebugTab(i).In(x, y) {
			return i
		}
	}
	return -1
}
