// Package tenkapaint paints Tenka1 2022's pictures with package render:
// the cube of a tenkaview.Frame (its faces as placed, each cell in its
// owner's colour, full or half painted, lit by the face's light; the
// agents as spheres pointing where they head, nearest last), the cells a
// person's moves would take their agent to, and the legend.
package tenkapaint

import (
	"floorfall/games/tenka1/tenkaview"
	"floorfall/render"
)

// Paint paints Tenka1 2022 (games/tenka1/plug registers it). No legend
// under the panel (six cards fill it): the board has its own, in a corner
// the cube never reaches (see legend).
var Paint = render.Paint[*tenkaview.Frame, *tenkaview.Turn]{Board: last.board, Yours: last.yours, Point: point}

// last is the painter's memory of the frame it painted last.
var last = &painter{}

// painter remembers the frame it painted last: a person's moves are
// shown on its faces.
type painter struct{ last *tenkaview.Frame }

func (pt *painter) board(p *render.Painter, f *tenkaview.Frame) {
	pt.last = f
	board(p, f)
}

func (pt *painter) yours(p *render.Painter, t *tenkaview.Turn) {
	if pt.last != nil {
		yourTurn(p, pt.last, t)
	}
}

// legend explains the paint and the views' controls, in the board's
// bottom left corner: the turned cube stays within Size*sqrt(3)/2 of the
// centre, the net and the pair leave it empty.
func legend(p *render.Painter, v tenkaview.View) {
	l := p.Layout()
	u := l.U
	row, s, size := 20*u, 13*u, 12*u
	x := l.Board.X
	y := l.Board.Y + l.Board.H - 2.5*row
	col := render.PlayerCol(2)
	p.Rect(x, y-s/2, s, s, col)
	p.Rect(x, y+row-s/2, s, s, col)
	in := halfIn * s
	p.Rect(x+in, y+row-s/2+in, s-2*in, s-2*in, cellBase.Mix(col, halfTint))
	p.Flush()
	tx := x + s + 8*u
	p.Text("painted", size, tx, y, render.Left, render.ColDim)
	p.Text("half painted: another's visit clears it", size, tx, y+row, render.Left, render.ColDim)
	hint := "V: next view"
	if v == tenkaview.Cube {
		hint = "drag: turn the cube  ·  V: next view"
	}
	p.Text(hint, size, x, y+2*row, render.Left, render.ColFaint)
}
