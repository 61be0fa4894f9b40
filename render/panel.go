package render

import (
	"strings"

	"floorfall/view"
)

// panel paints the player cards, the turn counter and the seats out
// (scrolled past the outsBack newest).
func (p *Painter) panel(h *view.HUD, bp BoardPainter, outsBack int) {
	for i := range h.Cards {
		p.cardShapes(&h.Cards[i], p.l.Cards[i])
	}
	p.flush()
	nameCol := p.nameColumn(h.Cards)
	for i := range h.Cards {
		p.cardText(&h.Cards[i], p.l.Cards[i], nameCol)
	}
	u, st := p.l.U, p.l.Status
	// The counter and the round keep left of the chart (the right 45%).
	cw := st.W*0.55 - 12*u
	size := 28 * u
	if w := p.width(h.Counter, size); w > cw {
		size = max(14*u, size*cw/w*0.92)
	}
	p.bold(p.fit(h.Counter, size, cw), size, st.X+4*u, st.Y+18*u, left, ColText)
	sub := h.Speed
	if h.Round != "" {
		sub = h.Round + "  ·  " + h.Speed
	}
	if st.H >= 64*u {
		// Short of room: the round alone (the speed is in the bar below),
		// then its short name; never cut.
		sub = p.fitAny(17*u, cw, sub, h.Round, view.ShortRound(h.Round))
		p.text(sub, 17*u, st.X+4*u, st.Y+50*u, left, p.dim())
	}
	legendH := 0.0
	if lg := p.l.Legend; bp != nil && lg.H > 0 {
		// Many seats: the band the layout keeps for it.
		if h := bp.LegendH(u); h > 0 {
			legendH = min(h, lg.H)
		}
	} else if bp != nil && p.l.Panel.H >= 520*u {
		legendH = bp.LegendH(u)
		// Only below the turn counter and the chart (many seats leave no
		// room).
		if p.l.Panel.Y+p.l.Panel.H-legendH < st.Y+st.H {
			legendH = 0
		}
	}
	if bx := p.l.Box; bx.H > 0 && p.l.Panel.Y+p.l.Panel.H-legendH < bx.Y+bx.H {
		legendH = 0 // the person's box took its room
	}
	p.outs(h.Outs, legendH, outsBack)
	if legendH > 0 {
		pn := p.l.Panel
		bp.Legend(p, view.Rect{X: pn.X + 4*u, Y: pn.Y + pn.H - legendH, W: pn.W - 4*u, H: legendH})
	}
}

// outs lists the seats out under the turn counter, newest first, from
// the back-th newest (scrolled with the wheel): who, when, and who put
// them out; the title says which of how many are shown when not all fit.
func (p *Painter) outs(fs []view.OutLine, legendH float64, back int) {
	u, st := p.l.U, p.l.Status
	ar := p.l.OutsArea()
	y := ar.Y + 14*u // under the chart's tabs
	bottom := ar.Y + ar.H - 4*u
	if p.l.Legend.H == 0 {
		bottom = p.l.Panel.Y + p.l.Panel.H - 20*u - legendH
	}
	if bx := p.l.Box; bx.H > 0 {
		bottom = min(bottom, bx.Y-4*u)
	}
	rowH := 24 * u
	if len(fs) == 0 || bottom-y < rowH {
		return
	}
	back = max(0, min(back, len(fs)-1))
	rows := min(len(fs)-back, int((bottom-y)/rowH))
	for k := range rows {
		f := &fs[len(fs)-1-back-k]
		p.b.circle(st.X+76*u, y+float64(k+1)*rowH, 6*u, PlayerCol(f.Player))
	}
	p.flush()
	title := view.OutsTitle
	if rows < len(fs) {
		title += "  ·  " + number(back+1) + "–" + number(back+rows) + " of " + number(len(fs)) + ", newest first  ·  wheel for more"
	}
	p.text(p.fit(title, 12*u, st.W-8*u), 12*u, st.X+4*u, y, left, p.faint())
	for k := range rows {
		f := &fs[len(fs)-1-back-k]
		cy := y + float64(k+1)*rowH
		p.text(f.When, 13*u, st.X+4*u, cy, left, p.faint())
		x := st.X + 90*u
		room := st.X + st.W - x - 8*u // names cut to fit: half each at most
		name := p.fit(f.Name, 14*u, room/2)
		p.text(name, 14*u, x, cy, left, ColText)
		c := p.dim()
		if f.By >= 0 && f.By != f.Player {
			c = PlayerCol(f.By).Mix(ColWhite, 0.2)
		}
		bx := x + p.width(name, 14*u) + 8*u
		p.text(p.fit(f.ByText, 14*u, st.X+st.W-bx), 14*u, bx, cy, left, c)
	}
}

func (p *Painter) cardShapes(c *view.Card, r view.Rect) {
	b, u := p.b, p.l.U
	pc := PlayerCol(c.Player)
	bg := ColCard
	if c.Acting {
		bg = ColCardActive
	}
	b.roundRect(r.X, r.Y, r.W, r.H, 8*u, bg)
	if c.Acting || c.Winner {
		b.strokeRoundRect(r.X, r.Y, r.W, r.H, 8*u, 1.5*u, pc.Alpha(0.9))
	}
	stripe := pc
	if c.Out {
		stripe = stripe.Alpha(0.3)
	}
	b.roundRect(r.X, r.Y, 6*u, r.H, 3*u, stripe)
	// The token: the same as on the board, dimmed once out.
	cx, cy, k := cardToken(r, u)
	body := pc
	if c.Out {
		body = ColLine
		b.ring(cx, cy, 14*u*k, 2*u*k, pc.Alpha(0.6))
	} else {
		b.circle(cx, cy, 15*u*k, ColInk)
	}
	b.circle(cx, cy, 13*u*k, body)
	if c.Wait > 0 && !c.Out {
		p.waitRing(r.X+r.W-22*u, r.Y+r.H-22*u, 8*u, 3*u, float64(c.Wait), ColText)
	}
	if badge, col := cardBadge(c); badge != "" {
		w := p.width(badge, 12*u) + 14*u
		b.roundRect(r.X+r.W-w-10*u, badgeY(r, u)-10*u, w, 20*u, 10*u, col.Alpha(0.22))
	}
}

// cardBadge is the badge of a card: winner, or a bot's trouble.
func cardBadge(c *view.Card) (string, RGBA) {
	switch {
	case c.Winner:
		return "WINNER", PlayerCol(c.Player)
	case c.Badge != "":
		return c.Badge, ColAlert
	}
	return "", RGBA{}
}

// badgeY is the middle of a card's badge: by the name, at the top of a
// full card, in the middle of a card of one row.
func badgeY(r view.Rect, u float64) float64 {
	if view.CardLines(r.H, u) >= 2 {
		return r.Y + 20*u
	}
	return r.Y + r.H/2
}

// cardToken is where a card's token goes, and its scale: at the top left
// of a full card, in the middle of the left edge of a short one.
func cardToken(r view.Rect, u float64) (cx, cy, k float64) {
	if view.CardLines(r.H, u) >= 2 {
		return r.X + 32*u, r.Y + 30*u, 1
	}
	k = min(1, r.H/(32*u))
	return r.X + 14*u + 15*u*k, r.Y + r.H/2, k
}

// nameColumn is the names' column on cards of one row (see names): as
// wide as the widest name, in type down to 75% of its size, when every
// name then fits whole in 45% of a card's row or in what the first part
// of every card's figures (the score) leaves; else that room, the names
// in 75% type and shortened (the badges' numbers name the seats in full).
// Every card keeps its name and its figures.
func (p *Painter) nameColumn(cs []view.Card) names {
	if len(cs) == 0 || len(p.l.Cards) < len(cs) {
		return names{}
	}
	u, r := p.l.U, p.l.Cards[0]
	_, _, k := cardToken(r, u)
	room, fs := rowNameW(r, u), figureSize(u, k)
	first := 0.0
	for i := range cs {
		f, _, _ := strings.Cut(cs[i].Figures, " · ")
		first = max(first, p.runsWidth(f, fs))
	}
	limit := max(room*0.45, room-12*u-first) / k
	w := 0.0
	for i := range cs {
		w = max(w, p.width(cs[i].Name, 18*u)+boldExtra(18*u))
	}
	// The names measured at the size the cards draw them (hinting makes a
	// text's width not quite proportional to its size), the type a step
	// smaller while they overrun the room.
	for scale := min(1, limit/w); scale >= 0.75; scale -= 0.02 {
		size, cw := 18*u*k*scale, 0.0
		for i := range cs {
			cw = max(cw, p.width(cs[i].Name, size)+boldExtra(size))
		}
		if cw = (cw + 0.5) / k; cw <= limit {
			return names{w: cw, scale: scale}
		}
	}
	return names{w: limit, scale: 0.75}
}

// names is the names' column on cards of one row: its width at UI scale
// (a card scales it by its token's k), 0 for none, and the names' type
// scale.
type names struct{ w, scale float64 }

// figureSize is the size of a card of one row's figures.
func figureSize(u, k float64) float64 { return max(10*u, 15*u*k) }

func (p *Painter) cardText(c *view.Card, r view.Rect, nameCol names) {
	u := p.l.U
	pc := PlayerCol(c.Player)
	ink := ColInk
	if c.Out {
		ink = pc
	}
	cx, cy, k := cardToken(r, u)
	lines := view.CardLines(r.H, u)
	p.digits(number(c.Player), 15*u*k, cx, cy, ink)
	x := r.X + 58*u
	nameW := r.X + r.W - x - 12*u
	badge, bcol := cardBadge(c)
	if badge != "" {
		bw := p.width(badge, 12*u) + 14*u
		p.text(badge, 12*u, r.X+r.W-10*u-bw/2, badgeY(r, u), center, bcol.Mix(ColWhite, 0.35))
		nameW -= bw + 8*u
	}
	name := ColText
	if c.Out {
		name = ColDim
	}
	say := ""
	if p.saysOn && p.says.Shows(c.Player, -1) {
		say = c.Say
	}
	nameY := r.Y + 21*u
	if lines == 1 {
		nameY = cy
	}
	if lines < 2 {
		// One row: the name, then the key figures in a column of their
		// own, as a table (a seat's figures never disappear).
		f := p.rowFacts(c, r, nameCol)
		if f.name != "" {
			p.bold(f.name, f.size, f.x, nameY, left, name)
		}
		col := p.dim()
		if c.Out {
			col = ColAlert.Mix(ColWhite, 0.3)
		} else if c.Acting || c.Winner {
			col = ColText
		}
		p.textRuns(f.figs, f.fs, f.fx, nameY, f.fw, col)
		return
	}
	p.bold(p.fit(c.Name, 18*u*k, nameW), 18*u*k, x, nameY, left, name)
	// State, in the game's words; once out, in the colour of alerts, and
	// who put it out in their colour.
	y := r.Y + 46*u
	if say != "" && lines < 3 {
		// The key figures kept, what the bot says after them.
		fw := min(p.runsWidth(c.Figures, 14*u), (r.W-x+r.X)*0.5)
		p.textRuns(c.Figures, 14*u, x, y, fw, p.dim())
		sx := x + fw + 12*u
		end := p.refusedMark(c, r.X+r.W-8*u, y)
		p.text(p.fit(say, 14*u, end-sx), 14*u, sx, y, left, pc.Mix(ColWhite, 0.45))
		return
	}
	state, sw := c.State, r.X+r.W-x-8*u
	if p.runsWidth(state, 14*u) > sw {
		state = c.Figures // a narrow card: the key figures first
	}
	if !c.Out {
		p.textRuns(state, 14*u, x, y, sw, p.dim())
	} else if p.width(state, 14*u) > sw || c.ByText == "" {
		p.text(p.fit(state, 14*u, sw), 14*u, x, y, left, ColAlert.Mix(ColWhite, 0.3))
	} else {
		p.text(state, 14*u, x, y, left, ColAlert.Mix(ColWhite, 0.3))
		if c.ByText != "" {
			sx := x + p.width(state, 14*u)
			p.text("  ·  ", 14*u, sx, y, left, ColFaint)
			sx += p.width("  ·  ", 14*u)
			p.text(p.fit(c.ByText, 14*u, r.X+r.W-sx-8*u), 14*u, sx, y, left, PlayerCol(c.By).Mix(ColWhite, 0.2))
		}
	}
	if lines < 3 {
		return
	}
	y = r.Y + 70*u
	if say != "" {
		p.text("says", 12*u, x, y, left, p.faint())
		end := p.refusedMark(c, r.X+r.W-8*u, y)
		p.text(p.fit(say, 14*u, end-x-40*u), 14*u, x+32*u, y, left, pc.Mix(ColWhite, 0.45))
		return
	}
	p.text("last", 12*u, x, y, left, p.faint())
	lastW := r.X + r.W - x - 40*u
	if c.Wait > 0 && !c.Out {
		p.text(waitText(c.Wait), 12*u, r.X+r.W-36*u, y, right, p.dim())
		lastW -= 80 * u
	}
	p.text(p.fit(c.Last, 14*u, lastW), 14*u, x+32*u, y, left, ColText)
}

// refusedMark writes, right-aligned at x, that the rules refused the
// answer of the turn whose say a card shows (the say hides its last
// command, which would tell), and returns where the say must end: x, or
// left of the mark.
func (p *Painter) refusedMark(c *view.Card, x, y float64) float64 {
	if !c.Refused {
		return x
	}
	u := p.l.U
	p.text(refusedText, 12*u, x, y, right, ColAlert.Mix(ColWhite, 0.3))
	return x - p.width(refusedText, 12*u) - 8*u
}

// refusedText marks a say whose turn's answer the rules refused.
const refusedText = "✗ refused"

var waitTexts = [...]string{"wait 0", "wait 1", "wait 2", "wait 3"}

func waitText(n int) string {
	if n >= 0 && n < len(waitTexts) {
		return waitTexts[n]
	}
	return "wait " + number(n)
}

// dim is the colour of secondary text: brighter for a room.
func (p *Painter) dim() RGBA {
	if p.room {
		return ColText.Mix(ColDim, 0.35)
	}
	return ColDim
}

// faint is the colour of labels: brighter for a room.
func (p *Painter) faint() RGBA {
	if p.room {
		return ColDim.Mix(ColText, 0.2)
	}
	return ColFaint
}

// rowFacts is what a card of one row shows: its name at size from x,
// shortened when it does not fit whole in the names' column (the badge's
// number and colour name the seat; the tooltip and the banner give names
// in full); and the first parts of its figures that fit whole (score
// first) at size fs from fx, in fw.
type rowFacts struct {
	name, figs     string
	size, x        float64
	fs, fx, fw, nw float64
}

func (p *Painter) rowFacts(c *view.Card, r view.Rect, nameCol names) rowFacts {
	u := p.l.U
	cx, _, k := cardToken(r, u)
	f := rowFacts{size: 18 * u * k * nameCol.scale, fs: figureSize(u, k)}
	f.x = cx + 15*u*k + 8*u
	nameW := rowNameW(r, u)
	if badge, _ := cardBadge(c); badge != "" {
		nameW -= p.width(badge, 12*u) + 22*u
	}
	f.nw, f.fx = min(nameW, nameCol.w*k), f.x
	if nameCol.w > 0 {
		// Whole, or shortened when the column (or a badge) leaves less.
		f.name = c.Name
		if ex := boldExtra(f.size); p.width(c.Name, f.size)+ex > f.nw {
			f.name = p.fit(c.Name, f.size, f.nw-ex)
		}
		f.fx += f.nw + 12*u
	}
	f.fw = f.x + nameW - f.fx
	fs := f.fs
	f.figs = view.Shorten(c.Figures, f.fw, func(t string) float64 { return p.runsWidth(t, fs) })
	return f
}

// boldExtra is how much wider than its text bold draws at size.
func boldExtra(size float64) float64 { return max(0.6, size*0.035) }

// rowNameW is the room for the name and the figures on a card of one row.
func rowNameW(r view.Rect, u float64) float64 {
	cx, _, k := cardToken(r, u)
	return r.X + r.W - (cx + 15*u*k + 8*u) - 12*u
}
