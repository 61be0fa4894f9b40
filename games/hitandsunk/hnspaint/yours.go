package hnspaint

import (
	"math"

	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
)

// yourTurn paints for a person deciding their call what their answer
// would do (hnsview.Turn): the enemy cells Space would fire at
// (crosshairs in their colour), the way their ship would go and where it
// would end (a ghost), and the squares their shots, mine and ram aim at,
// numbered in order, with the mines they would blow up.
func yourTurn(p *render.Painter, t *hnsview.Turn) {
	l := p.Layout()
	q := l.Square
	c := render.PlayerCol(t.Seat)
	w := math.Max(1.5, 0.1*q)
	centre := func(x, y int) (float64, float64) { return l.At(float64(x)+0.5, float64(y)+0.5) }
	for _, sq := range t.Targets {
		x, y := centre(sq[0], sq[1])
		p.Ring(x, y, 0.6*q, w, c.Alpha(0.7))
		p.Line(x-0.95*q, y, x-0.3*q, y, w, c.Alpha(0.7))
		p.Line(x+0.3*q, y, x+0.95*q, y, w, c.Alpha(0.7))
		p.Line(x, y-0.95*q, x, y-0.3*q, w, c.Alpha(0.7))
		p.Line(x, y+0.3*q, x, y+0.95*q, w, c.Alpha(0.7))
	}
	if t.Moved {
		for k := 1; k < len(t.Path); k++ {
			x0, y0 := centre(t.Path[k-1][0], t.Path[k-1][1])
			x1, y1 := centre(t.Path[k][0], t.Path[k][1])
			p.Line(x0, y0, x1, y1, w, c.Alpha(0.8))
			p.Circle(x1, y1, 1.5*w, c)
		}
		ghost(p, &t.Ship, c)
	}
	for _, m := range t.Marks {
		x, y := centre(m.X, m.Y)
		switch m.Letter {
		case '*': // a mine blowing up: its 3x3 squares
			bx, by := l.At(float64(m.X)-1, float64(m.Y)-1)
			p.RoundRect(bx, by, 3*q, 3*q, 0.3*q, colFire.Alpha(0.15))
			p.StrokeRoundRect(bx, by, 3*q, 3*q, 0.3*q, w, colFire.Alpha(0.9))
		case 'N':
			mine(p, x, y, 0.28*q, 1)
			p.Ring(x, y, 0.55*q, w, c)
		case 'A':
			p.Ring(x, y, 0.5*q, 1.6*w, c)
		default: // F: a cross on the square
			d := 0.38 * q
			p.Line(x-d, y-d, x+d, y+d, 1.6*w, c)
			p.Line(x-d, y+d, x+d, y-d, 1.6*w, c)
		}
		if m.Hit {
			hc := colFire
			if m.Own {
				hc = render.ColAlert // the person's own hull
			}
			p.Ring(x, y, 0.72*q, 1.4*w, hc)
		}
	}
	p.Flush()
	if q < 9 {
		return
	}
	// The order of the shots, mine and ram, by their squares.
	n := 0
	for _, m := range t.Marks {
		if m.Letter == '*' {
			continue
		}
		n++
		x, y := l.At(float64(m.X)+0.92, float64(m.Y)+0.1)
		p.Digits(render.Number(n), 0.5*q, x, y, render.ColWhite)
	}
}

// ghost paints ship sh where the person's answer would leave it: its
// hull see-through in colour c, in a frame around its squares.
func ghost(p *render.Painter, sh *engine.Ship, c render.RGBA) {
	l := p.Layout()
	q := l.Square
	dx, dy := engine.Unit(sh.Dir)
	ux, uy := float64(dx), float64(dy)
	hx, hy := l.At(float64(sh.X)+0.5, float64(sh.Y)+0.5)
	n := float64(sh.Len() - 1)
	sx, sy := hx-n*q*ux, hy-n*q*uy
	hull(p, sh.Class, sx, sy, hx, hy, ux, uy, beam[sh.Class]*q, q, c.Alpha(0.45))
	x0, y0 := math.Min(hx, sx)-0.5*q, math.Min(hy, sy)-0.5*q
	p.StrokeRoundRect(x0, y0, math.Abs(hx-sx)+q, math.Abs(hy-sy)+q, 0.25*q, math.Max(1.5, 0.1*q), c)
}
