package render

import (
	"math"

	"floorfall/view"
)

// waitRing shows a wait count as lit segments of a ring of three.
func (p *Painter) waitRing(cx, cy, r, w, wait float64, c RGBA) {
	const seg = 2 * math.Pi / 3
	gap := math.Min(0.35, 1.6*w/r)
	for k := range 3 {
		lit := math.Max(0, math.Min(1, wait-float64(k)))
		a0 := -math.Pi/2 + float64(k)*seg + gap/2
		p.b.arc(cx, cy, r, w, a0, a0+seg-gap, c.Alpha(0.18))
		if lit > 0 {
			p.b.arc(cx, cy, r, w, a0, a0+seg-gap, c.Alpha(lit))
		}
	}
}

// dashedRect outlines r with dashes.
func (p *Painter) dashedRect(r view.Rect, dash float64, c RGBA) {
	w := math.Max(1.5, p.l.U*1.5)
	for x := r.X; x < r.X+r.W; x += 2 * dash {
		e := math.Min(x+dash, r.X+r.W)
		p.b.rect(x, r.Y, e-x, w, c)
		p.b.rect(x, r.Y+r.H-w, e-x, w, c)
	}
	for y := r.Y; y < r.Y+r.H; y += 2 * dash {
		e := math.Min(y+dash, r.Y+r.H)
		p.b.rect(r.X, y, w, e-y, c)
		p.b.rect(r.X+r.W-w, y, w, e-y, c)
	}
}
