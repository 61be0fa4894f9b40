package hnspaint

import (
	"math"

	"floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
)

// The sea's colours.
var (
	colSea    = render.Hex(0x0f2435)
	colGrid   = render.Hex(0x16314a)
	colWreck  = render.Hex(0x3b4048)
	colDebris = render.Hex(0x232a33)
	colFire   = render.Hex(0xff9a3c)
	colFlame  = render.Hex(0xffe08a)
	colShield = render.Hex(0x7fe0ff)
	colSplash = render.Hex(0xd8eef8)
)

// sea paints frame fr: the water and its grid, wreckage, mines, ships,
// then the effects over them, then the seats' numbers.
func sea(p *render.Painter, fr *hnsview.Frame) {
	l := p.Layout()
	q := l.Square
	bx, by, bw, bh := l.Board.X, l.Board.Y, l.Board.W, l.Board.H
	pad := 0.25 * q
	p.RoundRect(bx-pad, by-pad, bw+2*pad, bh+2*pad, 0.3*q, colSea.Mix(render.ColVoid, 0.4))
	p.Rect(bx, by, bw, bh, colSea)
	lw := math.Max(1, 0.04*q)
	if q >= 6 {
		for x := 1; x < fr.W; x++ {
			p.Rect(bx+float64(x)*q-lw/2, by, lw, bh, colGrid)
		}
		for y := 1; y < fr.H; y++ {
			p.Rect(bx, by+float64(y)*q-lw/2, bw, lw, colGrid)
		}
	}
	for _, c := range fr.Debris {
		x, y := l.At(float64(c.X), float64(c.Y))
		p.RoundRect(x+0.12*q, y+0.12*q, 0.76*q, 0.76*q, 0.15*q, colDebris)
	}
	for _, s := range fr.Scans {
		scan(p, &s)
	}
	for _, m := range fr.Mines {
		x, y := l.At(float64(m.X)+0.5, float64(m.Y)+0.5)
		mine(p, x, y, 0.32*q, m.Scale)
	}
	// Submarines under water first, wrecks, then the ships afloat.
	for pass := range 3 {
		for i := range fr.Ships {
			s := &fr.Ships[i]
			if s.Class == 0 || shipPass(s) != pass {
				continue
			}
			ship(p, i, s)
		}
	}
	for _, b := range fr.Blasts {
		blast(p, &b)
	}
	for _, h := range fr.Hits {
		hit(p, &h)
	}
	for _, s := range fr.Shots {
		shot(p, &s)
	}
	p.Flush()
	for i := range fr.Ships {
		shipLabel(p, i, &fr.Ships[i])
	}
}

// shipPass is when a ship is drawn: under water, wrecked, afloat.
func shipPass(s *hnsview.ShipView) int {
	switch {
	case s.Sink >= 1:
		return 0
	case s.Under > 0.5:
		return 1
	}
	return 2
}

// mine paints a mine of radius r at (x, y), grown to scale.
func mine(p *render.Painter, x, y, r, scale float64) {
	if scale <= 0 {
		return
	}
	r *= scale
	w := math.Max(1, 0.25*r)
	for k := range 4 {
		a := float64(k) * math.Pi / 4
		dx, dy := math.Cos(a)*r*1.35, math.Sin(a)*r*1.35
		p.Line(x-dx, y-dy, x+dx, y+dy, w, render.Hex(0x6c7480))
	}
	p.Circle(x, y, r, render.Hex(0x1a1d22))
	p.Ring(x, y, r, w, render.Hex(0x8c96a3))
	p.Circle(x, y, 0.35*r, render.ColAlert)
}

// scan paints a scan's sight sweeping out: the square it sees next time.
func scan(p *render.Painter, s *hnsview.ScanView) {
	l := p.Layout()
	q := l.Square
	x, y := l.At(s.X-s.R-0.5, s.Y-s.R-0.5)
	side := (2*s.R + 1) * q
	c := render.PlayerCol(s.Seat).Mix(render.ColWhite, 0.3)
	p.RoundRect(x, y, side, side, 0.3*q, c.Alpha(0.08*s.Alpha))
	p.StrokeRoundRect(x, y, side, side, 0.3*q, math.Max(1.5, 0.1*q), c.Alpha(0.8*s.Alpha))
}

// blast paints a mine exploding: a fireball over its 3x3 squares.
func blast(p *render.Painter, b *hnsview.BlastView) {
	l := p.Layout()
	q := l.Square
	x, y := l.At(b.X, b.Y)
	r := (0.4 + 1.1*b.Grow) * q
	p.Circle(x, y, r, colFire.Alpha(0.45*b.Alpha))
	p.Circle(x, y, 0.6*r, colFlame.Alpha(0.8*b.Alpha))
	p.Ring(x, y, r, math.Max(1.5, 0.12*q), colFire.Mix(render.ColWhite, 0.3).Alpha(b.Alpha))
	if p.Room() {
		p.Ring(x, y, r*1.15, math.Max(2, 0.2*q), colFire.Alpha(0.6*b.Alpha))
	}
}

// hit paints a hit where it landed: sparks on a hull, a flare on a
// shield, a ripple over a submarine under water.
func hit(p *render.Painter, h *hnsview.HitView) {
	l := p.Layout()
	q := l.Square
	x, y := l.At(h.X, h.Y)
	switch h.Kind {
	case hnsview.HitShield:
		p.Ring(x, y, (0.5+0.4*(1-h.Alpha))*q, math.Max(1.5, 0.12*q), colShield.Alpha(h.Alpha))
	case hnsview.HitDodge:
		p.Ring(x, y, (0.3+0.6*(1-h.Alpha))*q, math.Max(1, 0.06*q), colSplash.Alpha(0.8*h.Alpha))
	default:
		p.Circle(x, y, (0.35+0.3*(1-h.Alpha))*q, colFire.Alpha(0.7*h.Alpha))
		p.Circle(x, y, 0.2*q, colFlame.Alpha(h.Alpha))
	}
}

// shot paints a shot: the tracer to where it falls, then its splash; a
// shot the rules refused in the alert colour, crossed out.
func shot(p *render.Painter, s *hnsview.ShotView) {
	if s.Alpha <= 0 {
		return
	}
	l := p.Layout()
	q := l.Square
	x0, y0 := l.At(s.X0, s.Y0)
	x1, y1 := l.At(s.X1, s.Y1)
	c := render.PlayerCol(s.Seat).Mix(render.ColWhite, 0.45)
	if s.Miss {
		c = render.ColAlert.Mix(render.ColWhite, 0.2)
	}
	w := math.Max(1.5, 0.1*q)
	if p.Room() {
		w = math.Max(2.5, 0.2*q)
	}
	fx, fy := x0+(x1-x0)*s.Front, y0+(y1-y0)*s.Front
	if s.Splash <= 0 {
		tail := math.Max(0, s.Front-0.35)
		tx, ty := x0+(x1-x0)*tail, y0+(y1-y0)*tail
		p.Line(tx, ty, fx, fy, w, c.Alpha(0.8*s.Alpha))
		p.Circle(fx, fy, 1.4*w, render.ColWhite.Alpha(s.Alpha))
		return
	}
	a := s.Alpha * (1 - s.Splash)
	if s.Miss {
		d := 0.35 * q
		p.Line(x1-d, y1-d, x1+d, y1+d, w, c.Alpha(a))
		p.Line(x1-d, y1+d, x1+d, y1-d, w, c.Alpha(a))
		return
	}
	p.Ring(x1, y1, (0.15+0.55*s.Splash)*q, w, colSplash.Alpha(a))
	p.Ring(x1, y1, (0.05+0.3*s.Splash)*q, 0.7*w, colSplash.Alpha(0.7*a))
}
