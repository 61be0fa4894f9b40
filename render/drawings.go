package render

import (
	"math"

	"floorfall/draw"
	"floorfall/game"
	"floorfall/view"
)

// BoardPointer is a BoardPainter that places the positions of its game's
// board on the screen, for what bots draw over it (package draw): Point is
// the screen point of the centre of position pos (a game.Drawable's) in
// frame fr, and the size of a square there, in pixels; ok is false when
// pos is not in the picture (a face of a cube turned away). Off the board
// (a line's end moved round a board that wraps) it is where the square
// would be.
type BoardPointer interface {
	Point(p *Painter, fr any, pos game.Pos) (x, y, unit float64, ok bool)
}

// drawings paints the shapes the seats shown drew in the turn of v's
// frame, over the board, clipped to it.
func (p *Painter) drawings(v *MatchView) {
	d := v.Drawings
	bp, ok := v.Board.(BoardPointer)
	if d == nil || len(d.Shapes) == 0 || !ok || v.Draw == view.DrawNone {
		return
	}
	debug := -1
	if v.Debug != nil && v.Debug.D != nil {
		debug = v.Debug.D.Player
	}
	zoomed := v.Zoom > 1
	if zoomed {
		p.unclip()
	}
	p.clip(intersect(p.l.Board, p.l.View))
	fr := v.Frame.Board
	u := p.l.U
	var texts []int
	for k := range d.Shapes {
		s := &d.Shapes[k]
		if !v.Draw.Shows(s.Seat, debug) {
			continue
		}
		x, y, unit, ok := bp.Point(p, fr, s.A)
		if !ok {
			continue
		}
		if s.Kind == draw.Text {
			texts = append(texts, k)
			continue
		}
		p.shape(bp, fr, s, x, y, unit)
	}
	p.flush()
	for _, k := range texts {
		s := &d.Shapes[k]
		x, y, unit, _ := bp.Point(p, fr, s.A)
		c := shapeColour(s)
		size := math.Max(12*u, math.Min(0.6*unit, 18*u))
		y -= 0.5*unit + 0.6*size // just above the square
		p.text(s.Text, size+u, x+1, y+1, center, ColInk)
		p.text(s.Text, size, x, y, center, c.Mix(ColWhite, 0.25))
	}
	p.unclip()
	if zoomed {
		p.clip(p.l.View)
	}
}

// shape batches shape s (not a text), its first position at (x, y), a
// square there unit pixels wide.
func (p *Painter) shape(bp BoardPointer, fr any, s *view.DrawShape, x, y, unit float64) {
	u, c := p.l.U, shapeColour(s)
	switch s.Kind {
	case draw.Dot:
		r := math.Max(0.22*unit, 3*u)
		if r < 5 { // a square: a circle that small is a blur, and costs more
			p.Rect(x-r, y-r, 2*r, 2*r, c)
			return
		}
		p.Circle(x, y, r+math.Max(1, u), ColInk.Alpha(0.8))
		p.Circle(x, y, r, c)
	case draw.Circle:
		w := math.Max(0.1*unit, 2*u)
		p.Ring(x, y, math.Max(float64(s.R), 0.5)*unit, w, c.Alpha(0.9))
	case draw.Line:
		w := math.Max(0.12*unit, 2*u)
		p.segment(bp, fr, s.A, s.B, w, c)
		if s.BOn != s.B { // round a board that wraps: the part at the other edge
			a := game.Pos{s.A[0] + s.BOn[0] - s.B[0], s.A[1] + s.BOn[1] - s.B[1], s.A[2] + s.BOn[2] - s.B[2]}
			p.segment(bp, fr, a, s.BOn, w, c)
		}
	}
}

// shapeColour is the colour of shape s: its own, else its seat's.
func shapeColour(s *view.DrawShape) RGBA {
	if s.Col.Set {
		return RGBA{float32(s.Col.R) / 255, float32(s.Col.G) / 255, float32(s.Col.B) / 255, 1}
	}
	return PlayerCol(s.Seat)
}

// segment batches a line from position a to b, if both are in the picture.
func (p *Painter) segment(bp BoardPointer, fr any, a, b game.Pos, w float64, c RGBA) {
	x0, y0, _, ok0 := bp.Point(p, fr, a)
	x1, y1, _, ok1 := bp.Point(p, fr, b)
	if ok0 && ok1 {
		p.Line(x0, y0, x1, y1, w, c.Alpha(0.9))
	}
}

// intersect is the part of r inside s.
func intersect(r, s view.Rect) view.Rect {
	x0, y0 := math.Max(r.X, s.X), math.Max(r.Y, s.Y)
	x1, y1 := math.Min(r.X+r.W, s.X+s.W), math.Min(r.Y+r.H, s.Y+s.H)
	return view.Rect{X: x0, Y: y0, W: math.Max(0, x1-x0), H: math.Max(0, y1-y0)}
}
