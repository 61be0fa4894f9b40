package hnspaint

import (
	"math"

	"floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
)

// yourTurn marks for a person deciding their call the enemy cells Space
// would fire at: crosshairs in their colour.
func yourTurn(p *render.Painter, t *hnsview.Turn) {
	l := p.Layout()
	q := l.Square
	c := render.PlayerCol(t.Seat)
	w := math.Max(1.5, 0.1*q)
	for _, sq := range t.Targets {
		x, y := l.At(float64(sq[0])+0.5, float64(sq[1])+0.5)
		p.Ring(x, y, 0.6*q, w, c)
		p.Line(x-0.95*q, y, x-0.3*q, y, w, c)
		p.Line(x+0.3*q, y, x+0.95*q, y, w, c)
		p.Line(x, y-0.95*q, x, y-0.3*q, w, c)
		p.Line(x, y+0.3*q, x, y+0.95*q, w, c)
	}
}
