package render

import (
	"fmt"
	"strings"
)

// yourTurn shows a person that the live match waits for them: a box in
// the panel in their colour with the keys, and the buttons of a game on
// which they compose their answer (view.Composer; the game paints on its
// board what their answer would do).
func (p *Painter) yourTurn(v *MatchView) {
	b, l, u := p.b, &p.l, p.l.U
	seat := v.Seat
	col := PlayerCol(seat)
	// In the panel, above the legend: the board stays clear. The keys
	// wrap onto as many lines as they need, the buttons under them.
	w := l.Panel.W
	keys, alert := p.keysWrapped(v.Keys, 14*u, w-28*u)
	btns := l.YoursButtons(len(v.Buttons))
	h := 40*u + float64(len(keys))*18*u
	foot := l.YoursFoot()
	if len(btns) > 0 {
		h += foot - btns[0].Y
	}
	x, y := l.Panel.X, foot-h
	b.roundRect(x, y, w, h, 8*u, Hex(0x0d0f13))
	b.strokeRoundRect(x, y, w, h, 8*u, 2*u, col)
	for k, r := range btns {
		bt := &v.Buttons[k]
		bg := ColLine
		switch {
		case bt.On:
			bg = col.Mix(ColLine, 0.45)
		case !bt.Off && v.Tooltip != nil && r.In(v.MouseX, v.MouseY):
			bg = bg.Mix(ColWhite, 0.15) // under the mouse
		}
		b.roundRect(r.X, r.Y, r.W, r.H, 5*u, bg)
	}
	p.flush()
	p.bold(fmt.Sprintf("Your turn, player %d", seat), 17*u, x+14*u, y+18*u, left, col)
	for k, line := range keys {
		c := ColText
		if alert[k] {
			c = ColAlert
		}
		p.text(line, 14*u, x+14*u, y+41*u+float64(k)*18*u, left, c)
	}
	for k, r := range btns {
		bt := &v.Buttons[k]
		c := ColText
		if bt.Off {
			c = ColDim.Alpha(0.7)
		}
		p.text(p.fit(bt.Label, 13*u, r.W-8*u), 13*u, r.X+r.W/2, r.Y+r.H/2, center, c)
	}
}

// keysWrapped is the box's keys wrapped to w pixels at their line breaks
// and spaces, and which lines are alerts: those of a line that begins
// with "✗" (why a key did nothing). The last keys' are kept.
func (p *Painter) keysWrapped(s string, size, w float64) ([]string, []bool) {
	if k := (wrapKey{s, size, w}); k != p.keysKey {
		p.keysKey = k
		p.keysLines, p.keysAlert = p.keysLines[:0], p.keysAlert[:0]
		for _, line := range strings.Split(s, "\n") {
			n := len(p.keysLines)
			p.keysLines = p.wrapTo(p.keysLines, line, size, w)
			for range p.keysLines[n:] {
				p.keysAlert = append(p.keysAlert, strings.HasPrefix(line, "✗"))
			}
		}
	}
	return p.keysLines, p.keysAlert
}
