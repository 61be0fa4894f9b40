package render

import "fmt"

// yourTurn shows a person that the live match waits for them: a box in
// the panel in their colour with the keys (the game paints on its board
// what their answers would do).
func (p *Painter) yourTurn(v *MatchView) {
	b, l, u := p.b, &p.l, p.l.U
	seat := v.Seat
	col := PlayerCol(seat)
	// In the panel, above the legend: the board stays clear. The keys
	// wrap onto as many lines as they need.
	w := l.Panel.W
	keys := p.wrapped(v.Keys, 14*u, w-28*u)
	h := 40*u + float64(len(keys))*18*u
	x, y := l.Panel.X, l.Panel.Y+l.Panel.H-92*u-h
	b.roundRect(x, y, w, h, 8*u, Hex(0x0d0f13).Alpha(0.95))
	b.strokeRoundRect(x, y, w, h, 8*u, 2*u, col)
	p.flush()
	p.bold(fmt.Sprintf("Your turn, player %d", seat), 17*u, x+14*u, y+18*u, left, col)
	for k, line := range keys {
		p.text(line, 14*u, x+14*u, y+41*u+float64(k)*18*u, left, ColText)
	}
}
