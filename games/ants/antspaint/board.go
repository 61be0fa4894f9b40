package antspaint

import (
	"math"
	"unsafe"

	"floorfall/games/ants/antsview"
	"floorfall/render"
)

// The map's colours: steps of the palette's (render.Palette), so that
// exported GIFs keep them.
var (
	ColLand  = render.ColBackground.Mix(render.ColSide, 0.2)
	ColWater = render.ColVoid.Mix(render.Hex(0x3A8FD6), 0.4) // a dark blue, no player's
	ColFood  = render.Hex(0x9be07a)
	ColFog   = render.ColVoid.Alpha(0.62)
)

// small is the square size (pixels) under which ants and food are drawn
// as squares: circles that small are blurs and cost more.
const small = 6

// board paints the map of frame fr.
func board(p *render.Painter, fr *antsview.Frame) {
	l := p.Layout()
	q := l.Square
	// The land and water are the same in every frame: painted once into
	// an image (thousands of rectangles on a large map).
	p.Still(unsafe.SliceData(fr.Water), fr, terrain)
	for i := range fr.Hills {
		hill(p, &fr.Hills[i], q)
	}
	for _, f := range fr.Food {
		x, y := l.At(f.X, f.Y)
		c := ColFood.Alpha(f.Alpha)
		if q < small {
			s := math.Max(1, 0.7*q) * f.Scale
			p.Rect(x-s/2, y-s/2, s, s, c)
			continue
		}
		p.Circle(x, y, 0.24*q*f.Scale, c)
	}
	w := math.Max(1, 0.12*q)
	for _, f := range fr.Fights {
		x0, y0 := l.At(f.X0, f.Y0)
		x1, y1 := l.At(f.X1, f.Y1)
		p.Line(x0, y0, x1, y1, w, render.PlayerCol(f.Owner).Mix(render.ColWhite, 0.4).Alpha(0.9*f.Alpha))
	}
	for i := range fr.Ants {
		ant(p, &fr.Ants[i], q)
	}
	for _, r := range fr.Fog {
		rect(p, r, ColFog)
	}
	for i := range fr.Marks {
		mark(p, &fr.Marks[i], q)
	}
	p.StrokeRoundRect(l.Board.X-1, l.Board.Y-1, l.Board.W+2, l.Board.H+2, 0, 1, render.ColLine)
	if fr.Seat >= 0 {
		seenBy(p, fr)
	}
}

// terrain paints the land and the water of frame fr (a *antsview.Frame).
func terrain(p *render.Painter, fr any) {
	l := p.Layout()
	p.Rect(l.Board.X, l.Board.Y, l.Board.W, l.Board.H, ColLand)
	for _, r := range fr.(*antsview.Frame).Water {
		rect(p, r, ColWater)
	}
}

// seenBy says whose view the map shows, over its top left corner.
func seenBy(p *render.Painter, fr *antsview.Frame) {
	l := p.Layout()
	u := l.U
	size := 14 * u
	text := p.Fit("as "+fr.SeatName+" sees it", size, l.Board.W-16*u)
	w := p.Width(text, size) + 16*u
	p.RoundRect(l.Board.X+6*u, l.Board.Y+6*u, w, 26*u, 6*u, render.ColCard.Alpha(0.9))
	p.StrokeRoundRect(l.Board.X+6*u, l.Board.Y+6*u, w, 26*u, 6*u, 1.5*u, render.PlayerCol(fr.Seat))
	p.Flush()
	p.Text(text, size, l.Board.X+14*u, l.Board.Y+19*u, render.Left, render.ColText)
}

// rect fills a rectangle of squares. Its corners are on whole pixels (the
// layout's board and square are), where the batch's soft edges are crisp:
// rectangles side by side leave no seam, and translucent ones do not
// overlap.
func rect(p *render.Painter, r antsview.Rect, c render.RGBA) {
	l := p.Layout()
	q := l.Square
	p.Rect(l.Board.X+float64(r.X)*q, l.Board.Y+float64(r.Y)*q, float64(r.W)*q, float64(r.H)*q, c)
}

// hill paints a hill: a disc and a ring in its owner's colour; razed, the
// ring greys and a cross in the razer's colour marks it.
func hill(p *render.Painter, h *antsview.Hill, q float64) {
	x, y := p.Layout().At(h.X, h.Y)
	r := math.Max(1.1*q, 4)
	w := math.Max(1.5, 0.22*q)
	pc := render.PlayerCol(h.Owner)
	ring := pc.Mix(render.ColFaint, 0.8*h.Razed)
	p.Circle(x, y, r, pc.Alpha(0.3*(1-h.Razed)))
	p.Ring(x, y, r, w, ring)
	if h.Razed > 0 {
		k := r * 0.75 * h.Razed
		bc := render.PlayerCol(h.By).Alpha(h.Razed)
		p.Line(x-k, y-k, x+k, y+k, w, bc)
		p.Line(x-k, y+k, x+k, y-k, w, bc)
	}
}

// ant paints an ant: a disc in its owner's colour with a dark rim (a
// square on a small map), white while it is being killed.
func ant(p *render.Painter, a *antsview.Ant, q float64) {
	if a.Alpha <= 0 || a.Scale <= 0 {
		return
	}
	x, y := p.Layout().At(a.X, a.Y)
	c := render.PlayerCol(a.Owner)
	if a.Hit > 0 {
		c = c.Mix(render.ColWhite, 0.7*a.Hit)
	}
	c = c.Alpha(a.Alpha)
	if q < small {
		s := math.Max(1.5, q) * a.Scale
		p.Rect(x-s/2, y-s/2, s, s, c)
		return
	}
	r := 0.56 * q * a.Scale
	p.Circle(x, y, r, render.ColInk.Alpha(0.85*a.Alpha))
	p.Circle(x, y, r-math.Max(1, 0.08*q), c)
}

// ColMark is the ring around the ant selected.
var ColMark = render.ColWhite

// mark rings the ant selected, over the fog: a light ring with a dark rim,
// large enough to find on a map of small squares; faint where the ant is
// not on the map (not born yet, or dead).
func mark(p *render.Painter, m *antsview.Mark, q float64) {
	l := p.Layout()
	x, y := l.At(m.X, m.Y)
	r := math.Max(0.95*q, 7*l.U)
	w := math.Max(2*l.U, 0.14*q)
	a := m.Alpha
	if m.Gone {
		a *= 0.45
	}
	p.Ring(x, y, r+w, w, render.ColInk.Alpha(0.8*a))
	p.Ring(x, y, r, w, ColMark.Alpha(a))
}
