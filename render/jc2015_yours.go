package render

import (
	"fmt"
	"strconv"

	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

// yourTurn shows a person that the live match waits for them: a line
// above the board in their colour with the keys, and the blocks an attack
// now would set counting down, with the turns they would take to fall.
func (p *Painter) yourTurn(t *view.Turn) {
	b, l, u := p.b, &p.l, p.l.U
	col := playerCol(t.Player)
	q := l.Square
	for _, m := range t.Attack {
		x, y := l.At(float64(m.X*engine.BlockSize), float64(m.Y*engine.BlockSize))
		s := engine.BlockSize * q
		b.roundRect(x+0.1*q, y+0.1*q, s-0.2*q, s-0.2*q, 0.3*q, col.alpha(0.22))
		b.strokeRoundRect(x+0.1*q, y+0.1*q, s-0.2*q, s-0.2*q, 0.3*q, 0.12*q, col.alpha(0.9))
	}
	// In the panel, above the legend: the board stays clear.
	w, h := l.Panel.W, 58*u
	x, y := l.Panel.X, l.Panel.Y+l.Panel.H-150*u
	b.roundRect(x, y, w, h, 8*u, hex(0x0d0f13).alpha(0.95))
	b.strokeRoundRect(x, y, w, h, 8*u, 2*u, col)
	p.flush()
	p.bold(fmt.Sprintf("Your turn, player %d", t.Player), 17*u, x+14*u, y+18*u, left, col)
	keys := fmt.Sprintf("arrows move  ·  Space attacks (%s)  ·  . does nothing", blocks(len(t.Attack)))
	p.text(p.fit(keys, 14*u, w-28*u), 14*u, x+14*u, y+41*u, left, colText)
	for _, m := range t.Attack {
		cx, cy := l.At((float64(m.X)+0.5)*engine.BlockSize, (float64(m.Y)+0.5)*engine.BlockSize)
		p.bold(strconv.Itoa(m.Timer), 2.2*q, cx, cy, center, col)
	}
}

// blocks is "1 block", "3 blocks".
func blocks(n int) string {
	if n == 1 {
		return "1 block"
	}
	return strconv.Itoa(n) + " blocks"
}
