package render

import "fmt"

// yourTurn shows a person that the live match waits for them: what the
// game shows on its board (the blocks an attack would set counting down),
// and a box in the panel in their colour with the keys.
func (p *Painter) yourTurn(v *MatchView) {
	if v.Board != nil {
		v.Board.Yours(p, v.Yours)
		p.flush()
	}
	b, l, u := p.b, &p.l, p.l.U
	seat := v.Seat
	col := PlayerCol(seat)
	// In the panel, above the legend: the board stays clear.
	w, h := l.Panel.W, 58*u
	x, y := l.Panel.X, l.Panel.Y+l.Panel.H-150*u
	b.roundRect(x, y, w, h, 8*u, Hex(0x0d0f13).Alpha(0.95))
	b.strokeRoundRect(x, y, w, h, 8*u, 2*u, col)
	p.flush()
	p.bold(fmt.Sprintf("Your turn, player %d", seat), 17*u, x+14*u, y+18*u, left, col)
	p.text(p.fit(v.Keys, 14*u, w-28*u), 14*u, x+14*u, y+41*u, left, ColText)
}
