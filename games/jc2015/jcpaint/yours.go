package jcpaint

import (
	"strconv"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcview"
	"floorfall/render"
)

// yourTurn shows a person deciding their turn the blocks an attack now
// would set counting down, with the turns they would take to fall.
func yourTurn(p *render.Painter, t *jcview.Turn) {
	l := p.Layout()
	col := render.PlayerCol(t.Player)
	q := l.Square
	for _, m := range t.Attack {
		x, y := l.At(float64(m.X*engine.BlockSize), float64(m.Y*engine.BlockSize))
		s := engine.BlockSize * q
		p.RoundRect(x+0.1*q, y+0.1*q, s-0.2*q, s-0.2*q, 0.3*q, col.Alpha(0.22))
		p.StrokeRoundRect(x+0.1*q, y+0.1*q, s-0.2*q, s-0.2*q, 0.3*q, 0.12*q, col.Alpha(0.9))
	}
	p.Flush()
	for _, m := range t.Attack {
		cx, cy := l.At((float64(m.X)+0.5)*engine.BlockSize, (float64(m.Y)+0.5)*engine.BlockSize)
		p.Bold(strconv.Itoa(m.Timer), 2.2*q, cx, cy, render.Center, col)
	}
}
