// Package jcpaint paints JavaChallenge2015's pictures with package render:
// the board of a jcview.Frame (the tray, blocks counting down, holes, the
// attack wave, the players, falls told on the board), the blocks a person's
// attack would set, and the legend of the board's numbers.
package jcpaint

import (
	"floorfall/games/jc2015/jcview"
	"floorfall/render"
	"floorfall/view"
)

// Paint paints JavaChallenge2015 (games/jc2015/plug registers it).
var Paint = render.Paint[*jcview.Frame, *jcview.Turn]{
	Board: board, Yours: yourTurn, Legend: legend, LegendH: 2*28 + 12, Point: point}

// legend explains the board's numbers, for those who do not know the game:
// a block's number is the turns before it falls, a hole's ring the turns
// before it is back.
func legend(p *render.Painter, r view.Rect) {
	u := p.Layout().U
	x, y := r.X, r.Y+14*u
	s := 22 * u
	p.RoundRect(x, y-s/2, s, s, 3*u, render.ColTop.Mix(render.ColPlayers[1], 0.55))
	p.RoundRect(x, y+28*u-s/2, s, s, 3*u, render.ColVoid)
	rr, rw, size := fallenIcon(u)
	p.Arc(x+s/2, y+28*u, rr, rw, -1.5708, 1.2, render.ColFaint)
	p.Flush()
	p.Digits("3", 14*u, x+s/2, y, render.ColInk)
	p.DigitsThin("12", size, x+s/2, y+28*u, render.ColDim)
	p.Text("falls in 3 turns, with whoever stands on it", 14*u, x+s+10*u, y, render.Left, render.ColDim)
	p.Text("fallen: back in 12 turns", 14*u, x+s+10*u, y+28*u, render.Left, render.ColDim)
}

// fallenIcon is the legend's fallen square's ring, radius and width, and
// the size of the turns in it: the ring round the digits, not over them,
// in the square (22 design pixels).
func fallenIcon(u float64) (r, w, size float64) { return 10 * u, 1.5 * u, 12 * u }
