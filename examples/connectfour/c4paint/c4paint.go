// Package c4paint paints Connect Four's board with package render: a
// frame is the match at the turn shown (c4view).
package c4paint

import (
	"floorfall/examples/connectfour"
	"floorfall/render"
)

// Paint paints Connect Four; plug registers it. No person plays a seat in
// the window: nothing is theirs to paint (any).
var Paint = render.Paint[*connectfour.Match, any]{Board: board}

// board paints the board, each cell a hole or a seat's disc.
func board(p *render.Painter, m *connectfour.Match) {
	b, s := p.Layout().Board, p.Layout().Square
	p.RoundRect(b.X, b.Y, b.W, b.H, s/5, render.ColSide)
	for k, cell := range m.Grid {
		c := render.ColVoid
		if cell != '.' {
			c = render.PlayerCol(int(cell - '0'))
		}
		p.Circle(b.X+(float64(k%connectfour.Cols)+0.5)*s, b.Y+(float64(k/connectfour.Cols)+0.5)*s, 0.4*s, c)
	}
}
