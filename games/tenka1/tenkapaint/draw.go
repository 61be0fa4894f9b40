package tenkapaint

import (
	"floorfall/game"
	"floorfall/games/tenka1/tenkaview"
	"floorfall/render"
)

// point is the screen point of a cell (game.Pos: face, row, column) for
// what bots draw, on the first picture of its face in the view shown (3D,
// the pair, the net), and a cell's size there; ok is false when its face
// is turned away.
func point(p *render.Painter, f *tenkaview.Frame, pos game.Pos) (x, y, unit float64, ok bool) {
	for i := range f.Placed() {
		if pl := &f.Faces[i]; pl.Face == pos[0] {
			x, y = screen(p, pl.At(float64(pos[1])+0.5, float64(pos[2])+0.5))
			return x, y, pl.Cell() * p.Layout().Square, true
		}
	}
	return 0, 0, 0, false
}
