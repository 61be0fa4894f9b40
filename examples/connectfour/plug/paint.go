//go:build !headless

package plug

import (
	"floorfall/examples/connectfour"
	"floorfall/render"
)

// painter paints a frame, a *connectfour.Match; no person plays (any).
var painter = render.Paint[*connectfour.Match, any]{Board: board}

// board paints the board, each cell a hole or a seat's disc.
func board(p *render.Painter, m *connectfour.Match) {
	b, s := p.Layout().Board, p.Layout().Square
	p.RoundRect(b.X, b.Y, b.W, b.H, s/5, render.ColSide)
	for k, cell := range m.Grid {
		c := render.ColVoid
		if cell != '.' {
			c = render.PlayerCol(int(cell - '0'))
		}
		p.Circle(b.X+(float64(k%7)+0.5)*s, b.Y+(float64(k/7)+0.5)*s, 0.4*s, c)
	}
}
