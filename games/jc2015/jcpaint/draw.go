package jcpaint

import (
	"floorfall/game"
	"floorfall/games/jc2015/jcview"
	"floorfall/render"
)

// point is the screen point of a square (game.Pos: column, row) for what
// bots draw, and a square's size.
func point(p *render.Painter, _ *jcview.Frame, pos game.Pos) (x, y, unit float64, ok bool) {
	l := p.Layout()
	x, y = l.At(float64(pos[0])+0.5, float64(pos[1])+0.5)
	return x, y, l.Square, true
}
