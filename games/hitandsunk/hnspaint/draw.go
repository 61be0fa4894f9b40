package hnspaint

import (
	"floorfall/game"
	"floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
)

// point is the screen point of a square of the sea (game.Pos: x, y) for
// what bots draw, and a square's size.
func point(p *render.Painter, _ *hnsview.Frame, pos game.Pos) (x, y, unit float64, ok bool) {
	l := p.Layout()
	x, y = l.At(float64(pos[0])+0.5, float64(pos[1])+0.5)
	return x, y, l.Square, true
}
