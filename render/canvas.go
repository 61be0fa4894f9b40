package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/view"
)

// A game's painter paints its board with the Painter's exported methods:
// shapes go into one batch (Flush before drawing text over them), texts
// are drawn at once. Sizes are in pixels; the layout (Layout) says where
// the board is and its unit (Square) and the UI scale (U).

// Text alignments.
const (
	Left   = left
	Center = center
	Right  = right
)

// Align is a text's horizontal alignment.
type Align = align

// Layout is the layout being painted.
func (p *Painter) Layout() *view.Layout { return &p.l }

// Room reports whether the frame is painted for a room (a presentation or
// an exported film, seen from afar): a game's painter draws its pieces,
// numbers and effects larger and stronger.
func (p *Painter) Room() bool { return p.room }

// Covered reports whether the board is painted under the end banner: a
// game's painter leaves out the labels it puts over the board (a fall's
// callout), which would show around the banner's edges, cut.
func (p *Painter) Covered() bool { return p.covered }

// Flush draws the shapes batched so far.
func (p *Painter) Flush() { p.flush() }

// Rect batches a rectangle.
func (p *Painter) Rect(x, y, w, h float64, c RGBA) { p.b.rect(x, y, w, h, c) }

// RoundRect batches a rounded rectangle of corner radius r.
func (p *Painter) RoundRect(x, y, w, h, r float64, c RGBA) { p.b.roundRect(x, y, w, h, r, c) }

// StrokeRoundRect batches a rounded rectangle's outline of width lw.
func (p *Painter) StrokeRoundRect(x, y, w, h, r, lw float64, c RGBA) {
	p.b.strokeRoundRect(x, y, w, h, r, lw, c)
}

// Circle batches a disc.
func (p *Painter) Circle(cx, cy, r float64, c RGBA) { p.b.circle(cx, cy, r, c) }

// Ring batches a circle's outline of width w.
func (p *Painter) Ring(cx, cy, r, w float64, c RGBA) { p.b.ring(cx, cy, r, w, c) }

// Arc batches an arc of width w from angle a0 to a1 (radians).
func (p *Painter) Arc(cx, cy, r, w, a0, a1 float64, c RGBA) { p.b.arc(cx, cy, r, w, a0, a1, c) }

// Line batches a segment of width w.
func (p *Painter) Line(x0, y0, x1, y1, w float64, c RGBA) { p.b.line(x0, y0, x1, y1, w, c) }

// Triangle batches a triangle.
func (p *Painter) Triangle(x0, y0, x1, y1, x2, y2 float64, c RGBA) {
	p.b.triangle(x0, y0, x1, y1, x2, y2, c)
}

// Quad batches a convex quadrilateral (either winding): a face of a
// solid seen at an angle.
func (p *Painter) Quad(x0, y0, x1, y1, x2, y2, x3, y3 float64, c RGBA) {
	p.b.add(x0, y0)
	p.b.add(x1, y1)
	p.b.add(x2, y2)
	p.b.add(x3, y3)
	p.b.poly(c)
}

// WaitRing batches a wait ring: wait (0..2, fractional while animated)
// quarters of a ring.
func (p *Painter) WaitRing(cx, cy, r, w, wait float64, c RGBA) { p.waitRing(cx, cy, r, w, wait, c) }

// Text draws s at (x, y), y the line's middle, aligned by h.
func (p *Painter) Text(s string, size, x, y float64, h Align, c RGBA) { p.text(s, size, x, y, h, c) }

// Bold draws s in bold.
func (p *Painter) Bold(s string, size, x, y float64, h Align, c RGBA) { p.bold(s, size, x, y, h, c) }

// Digits draws a number centred at (x, y) on its digits' middle, in bold;
// DigitsThin in the regular weight.
func (p *Painter) Digits(s string, size, x, y float64, c RGBA) { p.digits(s, size, x, y, c) }

// DigitsThin draws a number centred on its digits' middle.
func (p *Painter) DigitsThin(s string, size, x, y float64, c RGBA) { p.digitsThin(s, size, x, y, c) }

// Width is s's width at size.
func (p *Painter) Width(s string, size float64) float64 { return p.width(s, size) }

// Fit is s cut to fit width w at size.
func (p *Painter) Fit(s string, size, w float64) string { return p.fit(s, size, w) }

// Number is i in decimal, without allocating for small numbers.
func Number(i int) string { return number(i) }

// clip makes what is painted from now on stay inside r, until unclip.
func (p *Painter) clip(r view.Rect) {
	p.flush()
	p.unclipped = p.b.dst
	rect := image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
	p.b.dst = p.b.dst.SubImage(rect).(*ebiten.Image)
}

// unclip ends clip.
func (p *Painter) unclip() {
	p.flush()
	if p.unclipped != nil {
		p.b.dst, p.unclipped = p.unclipped, nil
	}
}

// zoomMap shows, in the corner of the board's place, the whole board small
// (painted again by the game's painter) and the part of it seen when zoomed
// in (zoomed, from base).
func (p *Painter) zoomMap(base, zoomedAt *view.Layout, mv *MatchView) {
	zoomed := *zoomedAt // p.l, changed below
	u, v := base.U, base.View
	k := math.Min(160*u/v.W, 160*u/v.H)
	w, h := v.W*k, v.H*k
	x, y := v.X+v.W-w-10*u, v.Y+v.H-h-10*u
	p.b.roundRect(x-3*u, y-3*u, w+6*u, h+6*u, 4*u, Hex(0x0d0f13).Alpha(0.9))
	if mv.Board != nil {
		small := *base
		small.Square, small.Board = base.Square*k, view.Rect{X: x, Y: y, W: w, H: h}
		small.View = small.Board
		p.l = small
		p.clip(small.View)
		mv.Board.Board(p, mv.Frame.Board)
		p.unclip()
		p.l = zoomed
	}
	p.b.strokeRoundRect(x, y, w, h, 2*u, math.Max(1, u), ColDim)
	z := zoomed.Square / base.Square
	sx := x + (v.X-zoomed.Board.X)/z*k
	sy := y + (v.Y-zoomed.Board.Y)/z*k
	p.b.strokeRoundRect(sx, sy, w/z, h/z, 1*u, math.Max(1.5, 1.5*u), ColText)
	p.flush()
}
