package antspaint

import (
	"floorfall/game"
	"floorfall/games/ants/antsview"
	"floorfall/render"
)

// point is the screen point of a square of the map (game.Pos: row,
// column; off the map where a line goes round its edge) for what bots
// draw, and a square's size; zoomed in, the layout is the zoomed one.
func point(p *render.Painter, _ *antsview.Frame, pos game.Pos) (x, y, unit float64, ok bool) {
	l := p.Layout()
	x, y = l.At(float64(pos[1])+0.5, float64(pos[0])+0.5)
	return x, y, l.Square, true
}
