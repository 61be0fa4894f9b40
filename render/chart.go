package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/view"
)

// chart paints the match's course beside the turn counter: each series of
// the game's chart over the whole match (an area or a line, in its seat's
// colour or the text's), the seats out marked in their colour, the turn
// shown as a cursor.
//
// The course is painted into an image of its own (chartCache) again only
// when it changes (a turn played, another chart, the window resized): ten
// players' lines are thousands of shapes, which cost more than the rest of
// the frame when made again every frame. The cursor is painted over it.
func (p *Painter) chart(m *view.Match, c *view.Chart, turn int) {
	u := p.l.U
	r := p.l.ChartRect()
	if r.W <= 0 || c == nil || len(c.Series) == 0 {
		return
	}
	n := len(c.Series[0].Values) - 1 // turns played, as the timeline shows them
	p.flush()
	p.chartImage(m, c, r, n)
	limit := max(1, n)
	x := r.X + r.W*float64(min(turn, n))/float64(limit)
	p.b.rect(x-0.75*u, r.Y-3*u, 1.5*u, r.H+6*u, Hex(0xf0c040))
	if len(c.Tabs) < 2 {
		p.flush()
		// The label's first whole parts that fit; none rather than cut.
		label := view.WholeParts(c.Label, r.W+8*u, func(s string) float64 { return p.width(s, 13*u) })
		p.text(label, 13*u, r.X, r.Y+r.H+12*u, left, p.faint())
		return
	}
	// The board's charts, as tabs under it: the one shown lit and
	// underlined, the others a click (or G) away.
	tab := p.l.ChartTab(c.Tab, len(c.Tabs))
	p.b.rect(tab.X+2*u, tab.Y+tab.H-1.5*u, tab.W-4*u, 1.5*u, ColText)
	p.flush()
	for k, name := range c.Tabs {
		tab := p.l.ChartTab(k, len(c.Tabs))
		col := p.faint()
		if k == c.Tab {
			col = ColText
		}
		p.text(p.fit(name, 13*u, tab.W-4*u), 13*u, tab.X+tab.W/2, tab.Y+tab.H/2-u, center, col)
	}
}

// chartCache is the chart's course as last painted, and what it showed.
type chartCache struct {
	img    *ebiten.Image
	key    chartKey
	ox, oy float64 // the image's top left on the screen
	op     ebiten.DrawImageOptions
}

// chartKey is what the chart's picture depends on.
type chartKey struct {
	r         view.Rect
	u         float64
	c         *view.Chart
	label     string
	max, min  float64
	n, series int
	outs      int
	lastOut   view.OutMark
	last      float64 // the sum of the series' last values
}

// chartImage draws the chart's course, painting it first if it changed.
func (p *Painter) chartImage(m *view.Match, c *view.Chart, r view.Rect, n int) {
	cc := &p.chartc
	k := chartKey{r: r, u: p.l.U, c: c, label: c.Label, max: c.Max, min: c.Min, n: n, series: len(c.Series), outs: len(m.Outs)}
	for _, s := range c.Series {
		if n >= 0 && n < len(s.Values) {
			k.last += s.Values[n]
		}
	}
	if len(m.Outs) > 0 {
		k.lastOut = m.Outs[len(m.Outs)-1]
	}
	if k != cc.key || cc.img == nil {
		// The image's origin is on a whole pixel, so that the shapes' edges
		// fall on the screen's pixels as if painted there.
		pad := math.Ceil(4*p.l.U) + 2
		cc.ox, cc.oy = math.Floor(r.X)-pad, math.Floor(r.Y)-pad
		w, h := int(math.Ceil(r.W+2*pad))+1, int(math.Ceil(r.H+2*pad))+1
		cc.img = cleared(cc.img, w, h)
		dst := p.b.dst
		p.b.dst = cc.img
		p.chartCourse(m, c, view.Rect{X: r.X - cc.ox, Y: r.Y - cc.oy, W: r.W, H: r.H}, n)
		p.flush()
		p.b.dst = dst
		cc.key = k
	}
	cc.op.GeoM.Reset()
	cc.op.GeoM.Translate(cc.ox, cc.oy)
	p.b.dst.DrawImage(cc.img, &cc.op)
}

// chartCourse paints the chart's background, series and the seats out in r.
func (p *Painter) chartCourse(m *view.Match, c *view.Chart, r view.Rect, n int) {
	u, b := p.l.U, p.b
	x0, w, y0, h := r.X, r.W, r.Y, r.H
	limit := max(1, n)
	b.rect(x0, y0, w, h, ColCard)
	step := max(1, limit/int(w/u))
	X := func(t int) float64 { return x0 + w*float64(t)/float64(limit) }
	// Lines are set a little apart, each series a fraction of a line
	// below the one before: players with the same values (every one at
	// one hill) show as stripes of their colours, not as the last one's.
	lines := 0
	for _, s := range c.Series {
		if !s.Area {
			lines++
		}
	}
	apart := min(1.2*u, 0.3*h/float64(max(1, lines)))
	k := 0
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
		off := 0.0
		if !s.Area {
			off = (float64(k) - float64(lines-1)/2) * apart
			k++
		}
		for t := 0; t+step <= n; t += step {
			if s.Area {
				d := min(1, max(0, (s.Values[t]-bot)/(top-bot)))
				b.rect(X(t), y0+h*(1-d), X(t+step)-X(t)+0.5, h*d, ColLine.Mix(ColDim, 0.3))
				continue
			}
			a, e := Y(s.Values[t])+1.5*u+off, Y(s.Values[t+step])+1.5*u+off
			b.line(X(t), a, X(t+step), a, 1.5*u, col)
			if e != a {
				b.line(X(t+step), a, X(t+step), e, 1.5*u, col)
			}
		}
	}
	for _, f := range m.Outs {
		b.rect(X(f.Turn)-1*u, y0, 2*u, h, PlayerCol(f.Player))
	}
}

// cleared is img cleared to be painted anew, or a new w x h image where
// img is nil or of another size (the old one freed).
func cleared(img *ebiten.Image, w, h int) *ebiten.Image {
	if img == nil || img.Bounds().Dx() != w || img.Bounds().Dy() != h {
		if img != nil {
			img.Deallocate()
		}
		return ebiten.NewImage(w, h)
	}
	img.Clear()
	return img
}
