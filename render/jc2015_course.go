package render

import (
	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

// course paints the match's course beside the turn counter: players on
// the board (a step line) and blocks down (a filled area) over the whole
// match, its falls marked in the victim's colour, the turn shown as a
// cursor.
func (p *Painter) course(m *view.Match, c *view.Course, turn int) {
	l, u, b := &p.l, p.l.U, p.b
	st := l.Status
	x0, w := st.X+st.W*0.55, st.W*0.45-8*u
	y0, h := st.Y+6*u, 58*u
	if w < 60*u {
		return
	}
	n := len(c.Alive) - 1 // turns played, as the timeline shows them
	limit := max(1, n)
	b.rect(x0, y0, w, h, colCard)
	step := max(1, limit/int(w/u))
	const blocks = engine.Blocks * engine.Blocks
	X := func(t int) float64 { return x0 + w*float64(t)/float64(limit) }
	for t := 0; t+step <= n; t += step {
		d := float64(c.Down[t]) / blocks
		b.rect(X(t), y0+h*(1-d), X(t+step)-X(t)+0.5, h*d, colLine.mix(colDim, 0.3))
	}
	for t := 0; t+step <= n; t += step {
		a := y0 + h*(1-float64(c.Alive[t])/engine.NumPlayers) + 1.5*u
		e := y0 + h*(1-float64(c.Alive[t+step])/engine.NumPlayers) + 1.5*u
		b.line(X(t), a, X(t+step), a, 1.5*u, colText)
		if e != a {
			b.line(X(t+step), a, X(t+step), e, 1.5*u, colText)
		}
	}
	for _, f := range m.Falls {
		b.rect(X(f.Turn)-1*u, y0, 2*u, h, playerCol(f.Player))
	}
	b.rect(X(min(turn, n))-0.75*u, y0-3*u, 1.5*u, h+6*u, hex(0xf0c040))
	p.flush()
	p.text("on board · blocks down", 11*u, x0, y0+h+10*u, left, colFaint)
}
