package jcpaint

import (
	"strconv"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcview"
	"floorfall/render"
)

// yourTurn shows a person deciding their turn the blocks an attack now
// would set counting down, with the turns they would take to fall: a
// dashed outline, tagged "if A", and the turns in thin figures, so that
// they are not taken for blocks counting down already (filled, bold).
func yourTurn(p *render.Painter, t *jcview.Turn) {
	l := p.Layout()
	col := render.PlayerCol(t.Player)
	q := l.Square
	for _, m := range t.Attack {
		x, y := l.At(float64(m.X*engine.BlockSize), float64(m.Y*engine.BlockSize))
		s := engine.BlockSize * q
		p.RoundRect(x+0.1*q, y+0.1*q, s-0.2*q, s-0.2*q, 0.3*q, col.Alpha(0.12))
		dashed(p, x+0.25*q, y+0.25*q, s-0.5*q, 0.14*q, col.Alpha(0.95))
	}
	p.Flush()
	for _, m := range t.Attack {
		x, y := l.At(float64(m.X*engine.BlockSize), float64(m.Y*engine.BlockSize))
		cx, cy := l.At((float64(m.X)+0.5)*engine.BlockSize, (float64(m.Y)+0.5)*engine.BlockSize)
		p.Bold("if A", 0.8*q, x+0.6*q, y+0.85*q, render.Left, col)
		p.DigitsThin(strconv.Itoa(m.Timer), 1.5*q, cx, cy+0.6*q, col)
	}
}

// dashed outlines the square of side s from (x, y) with dashes w thick.
func dashed(p *render.Painter, x, y, s, w float64, c render.RGBA) {
	n := 5 // dashes a side
	step := s / float64(n)
	for k := range n {
		a, b := x+float64(k)*step+step*0.2, x+float64(k)*step+step*0.8
		p.Line(a, y, b, y, w, c)
		p.Line(a, y+s, b, y+s, w, c)
		a, b = y+float64(k)*step+step*0.2, y+float64(k)*step+step*0.8
		p.Line(x, a, x, b, w, c)
		p.Line(x+s, a, x+s, b, w, c)
	}
}
