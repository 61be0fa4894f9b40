package hnspaint

import (
	"math"

	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
)

// beam is a class's width, in squares.
var beam = [6]float64{0, 0.46, 0.52, 0.58, 0.7, 0.78}

// shipColour is seat i's ship's colour as drawn: paler under water,
// turning to the wreck's grey as it sinks.
func shipColour(i int, s *hnsview.ShipView) render.RGBA {
	c := render.PlayerCol(i)
	if s.Under > 0 {
		c = c.Mix(colSea, 0.55*s.Under)
	}
	if s.Sink > 0 {
		c = c.Mix(colWreck, s.Sink)
	}
	return c.Alpha(s.Appear)
}

// ship paints seat i's ship: its highlight when called, its hull by class
// and heading, its damaged cells, hits flashing, its shield.
func ship(p *render.Painter, i int, s *hnsview.ShipView) {
	l := p.Layout()
	q := l.Square
	ux, uy := math.Cos(s.Angle), math.Sin(s.Angle)
	hx, hy := l.At(s.X, s.Y)
	n := float64(s.Len - 1)
	sx, sy := hx-n*q*ux, hy-n*q*uy // the stern cell's centre
	w := beam[s.Class] * q
	if s.Acting > 0 && s.Sink < 1 {
		g := render.PlayerCol(i).Alpha(0.35 * s.Acting * s.Appear)
		p.Line(sx-0.65*q*ux, sy-0.65*q*uy, hx+0.75*q*ux, hy+0.75*q*uy, w+0.5*q, g)
	}
	// Under water: a dim hull with an outline of the seat's own colour,
	// never a wreck's grey nor one dull colour for every seat.
	ink := render.ColInk.Alpha(s.Appear)
	if s.Under > 0 {
		ink = ink.Mix(render.PlayerCol(i).Alpha(0.95*s.Appear), s.Under)
	}
	ol := math.Max(1, (0.07+0.05*s.Under)*q)
	hull(p, s.Class, sx, sy, hx, hy, ux, uy, w+2*ol, q, ink)
	col := shipColour(i, s)
	hull(p, s.Class, sx, sy, hx, hy, ux, uy, w, q, col)
	details(p, s, hx, hy, ux, uy, w, q, col)
	for c := range s.Len {
		cx, cy := hx-float64(c)*q*ux, hy-float64(c)*q*uy
		if s.Hull&(1<<c) == 0 && s.Sink < 1 {
			p.Circle(cx, cy, 0.42*w, render.Hex(0x1a1d22).Alpha(s.Appear*(1-0.6*s.Under)))
			p.Circle(cx, cy, 0.18*w, render.ColAlert.Alpha(0.85*s.Appear*(1-0.6*s.Under)))
		}
		if f := s.Flash[c]; f > 0 {
			p.Circle(cx, cy, (0.3+0.3*f)*q, colFlame.Alpha(f))
		}
		if h := s.Heal[c]; h > 0 {
			p.Circle(cx, cy, 0.4*q, render.Hex(0x8fe388).Alpha(0.8*h))
		}
	}
	if s.Shield > 0 {
		mx, my := (hx+sx)/2, (hy+sy)/2
		r := (n/2 + 0.85) * q
		p.Circle(mx, my, r, colShield.Alpha(0.12*s.Shield))
		p.Ring(mx, my, r, math.Max(1.5, 0.1*q), colShield.Alpha(0.9*s.Shield))
	}
}

// hull fills a hull of width w from the stern cell's centre (sx, sy) to
// the head cell's (hx, hy), heading (ux, uy): a pointed bow but a
// carrier's flat deck and a submarine's rounded ends.
func hull(p *render.Painter, class int, sx, sy, hx, hy, ux, uy, w, q float64, c render.RGBA) {
	back := 0.42 * q
	switch class {
	case engine.Submarine:
		p.Line(sx, sy, hx, hy, w, c)
		p.Circle(sx, sy, w/2, c)
		p.Circle(hx, hy, w/2, c)
		p.Triangle(hx+w/2*(-uy), hy+w/2*ux, hx-w/2*(-uy), hy-w/2*ux, hx+0.45*q*ux, hy+0.45*q*uy, c)
		return
	case engine.Carrier:
		p.Line(sx-back*ux, sy-back*uy, hx+0.45*q*ux, hy+0.45*q*uy, w, c)
		return
	}
	p.Line(sx-back*ux, sy-back*uy, hx, hy, w, c)
	tip := 0.5 * q
	nx, ny := -uy*w/2, ux*w/2
	p.Triangle(hx+nx, hy+ny, hx-nx, hy-ny, hx+tip*ux, hy+tip*uy, c)
}

// details marks a ship's class: a submarine's tower, the turrets of
// cruisers and battleships, a carrier's deck line.
func details(p *render.Painter, s *hnsview.ShipView, hx, hy, ux, uy, w, q float64, col render.RGBA) {
	dark := col.Mix(render.ColInk, 0.45)
	at := func(c float64) (float64, float64) { return hx - c*q*ux, hy - c*q*uy }
	switch s.Class {
	case engine.Submarine:
		x, y := at(1)
		p.Circle(x, y, 0.3*w, dark)
	case engine.Cruiser:
		for _, c := range [2]float64{0.35, 1.75} {
			x, y := at(c)
			p.Circle(x, y, 0.24*w, dark)
		}
	case engine.Battleship:
		for _, c := range [3]float64{0.3, 1.0, 2.7} {
			x, y := at(c)
			p.Circle(x, y, 0.22*w, dark)
		}
	case engine.Carrier:
		x0, y0 := at(3.9)
		x1, y1 := at(-0.2)
		p.Line(x0, y0, x1, y1, math.Max(1, 0.06*q), dark)
	}
}

// shipLabel writes the seat's number on its ship's middle.
func shipLabel(p *render.Painter, i int, s *hnsview.ShipView) {
	q := p.Layout().Square
	if s.Class == 0 || s.Sink >= 1 || q < 9 {
		return
	}
	x, y := s.Cell(s.Len / 2)
	if s.Len == 2 {
		x, y = s.Cell(1)
	}
	cx, cy := p.Layout().At(x, y)
	size := 0.62 * q
	if p.Room() {
		size = 0.8 * q
	}
	c := render.ColInk.Alpha(s.Appear * (1 - 0.6*s.Under))
	p.Digits(render.Number(i), size, cx, cy, c)
}
