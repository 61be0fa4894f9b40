package render

import (
	"fmt"

	"floorfall/view"
)

// yourTurn shows a person that the live match waits for them: a box in
// the panel in their colour with the keys, and the buttons of a game on
// which they compose their answer (view.Composer; the game paints on its
// board what their answer would do).
func (p *Painter) yourTurn(v *MatchView, box *view.Box) {
	b, l, u := p.b, &p.l, p.l.U
	seat := v.Seat
	col := PlayerCol(seat)
	// In the panel, above the legend, laid out with the cards above it
	// (view.Layout.WithBox): the board stays clear, nothing is covered.
	keys, alert, btns := box.Lines, box.Alert, box.Buttons
	x, y, w, h := l.Box.X, l.Box.Y, l.Box.W, l.Box.H
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
	p.bold(fmt.Sprintf("Your turn, player %d", seat), box.TitleSize, x+14*u, y+box.Title, left, col)
	for k, line := range keys {
		c := ColText
		if alert[k] {
			c = ColAlert
		}
		p.text(line, box.Size, x+14*u, y+box.Top+float64(k)*box.LineH, left, c)
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

// BoxLayout is l with the person's box for keys and n buttons in match
// m (view.Layout.WithBox, measured with this painter's type, above the
// game's legend if it has one in the panel), and the box.
func (p *Painter) BoxLayout(l view.Layout, m *view.Match, keys string, n int) (view.Layout, view.Box) {
	legend := 0.0
	if m != nil {
		if bp := boardPainter(m.Game().Info().Name); bp != nil {
			legend = bp.LegendH(l.U)
		}
	}
	return l.WithBox(keys, n, legend, p.width)
}
