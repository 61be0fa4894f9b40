package render

import (
	"floorfall/view"
)

// chart paints the match's course beside the turn counter: each series of
// the game's chart over the whole match (an area or a line, in its seat's
// colour or the text's), the falls marked in the victim's colour, the turn
// shown as a cursor.
func (p *Painter) chart(m *view.Match, c *view.Chart, turn int) {
	u, b := p.l.U, p.b
	r := p.l.ChartRect()
	x0, w, y0, h := r.X, r.W, r.Y, r.H
	if w <= 0 || c == nil || len(c.Series) == 0 {
		return
	}
	n := len(c.Series[0].Values) - 1 // turns played, as the timeline shows them
	limit := max(1, n)
	b.rect(x0, y0, w, h, ColCard)
	step := max(1, limit/int(w/u))
	X := func(t int) float64 { return x0 + w*float64(t)/float64(limit) }
	for _, s := range c.Series {
		top, bot := s.Max, 0.0
		if top <= 0 {
			top, bot = c.Max, c.Min
		}
		if top <= bot || len(s.Values) < n+1 {
			continue
		}
		Y := func(v float64) float64 { return y0 + h*(1-min(1, max(0, (v-bot)/(top-bot)))) }
		col := ColText
		if s.Seat >= 0 {
			col = PlayerCol(s.Seat)
		}
		for t := 0; t+step <= n; t += step {
			if s.Area {
				d := min(1, max(0, (s.Values[t]-bot)/(top-bot)))
				b.rect(X(t), y0+h*(1-d), X(t+step)-X(t)+0.5, h*d, ColLine.Mix(ColDim, 0.3))
				continue
			}
			a, e := Y(s.Values[t])+1.5*u, Y(s.Values[t+step])+1.5*u
			b.line(X(t), a, X(t+step), a, 1.5*u, col)
			if e != a {
				b.line(X(t+step), a, X(t+step), e, 1.5*u, col)
			}
		}
	}
	for _, f := range m.Falls {
		b.rect(X(f.Turn)-1*u, y0, 2*u, h, PlayerCol(f.Player))
	}
	b.rect(X(min(turn, n))-0.75*u, y0-3*u, 1.5*u, h+6*u, Hex(0xf0c040))
	if len(c.Tabs) < 2 {
		p.flush()
		p.text(c.Label, 11*u, x0, y0+h+10*u, left, p.faint())
		return
	}
	// The board's charts, as tabs under it: the one shown lit and
	// underlined, the others a click (or G) away.
	for k := range c.Tabs {
		if k == c.Tab {
			tab := p.l.ChartTab(k, len(c.Tabs))
			b.rect(tab.X+2*u, tab.Y+tab.H-1.5*u, tab.W-4*u, 1.5*u, ColText)
		}
	}
	p.flush()
	for k, name := range c.Tabs {
		tab := p.l.ChartTab(k, len(c.Tabs))
		col := p.faint()
		if k == c.Tab {
			col = ColText
		}
		p.text(p.fit(name, 11*u, tab.W-4*u), 11*u, tab.X+tab.W/2, tab.Y+tab.H/2-u, center, col)
	}
}
