package render

import (
	"floorfall/view"
)

// panel paints the player cards and the turn counter.
func (p *Painter) panel(h *view.HUD) {
	for i := range h.Cards {
		p.cardShapes(&h.Cards[i], p.l.Cards[i])
	}
	p.flush()
	for i := range h.Cards {
		p.cardText(&h.Cards[i], p.l.Cards[i])
	}
	u, st := p.l.U, p.l.Status
	p.bold(h.Counter, 28*u, st.X+4*u, st.Y+18*u, left, colText)
	p.text(h.Round+"  ·  "+h.Speed, 17*u, st.X+4*u, st.Y+50*u, left, colDim)
	p.falls(h.Falls)
	p.legend()
}

// legendH is the height of the legend under the falls list.
func (p *Painter) legendH() float64 { return 2*26*p.l.U + 12*p.l.U }

// legend explains the board's numbers, for those who do not know the game:
// a block's number is the turns before it falls, a hole's ring the turns
// before it is back.
func (p *Painter) legend() {
	u, pn := p.l.U, p.l.Panel
	if pn.H < 520*u {
		return // no room: the cards and the falls come first
	}
	x := pn.X + 4*u
	y := pn.Y + pn.H - p.legendH() + 14*u
	s := 20 * u
	b := p.b
	b.roundRect(x, y-s/2, s, s, 3*u, colTop.mix(colPlayers[1], 0.55))
	b.roundRect(x, y+26*u-s/2, s, s, 3*u, colVoid)
	b.arc(x+s/2, y+26*u, s*0.36, 2*u, -1.5708, 1.2, colFaint)
	p.flush()
	p.digits("3", 14*u, x+s/2, y, colInk)
	p.digitsThin("12", 9*u, x+s/2, y+26*u, colDim)
	p.text("falls in 3 turns, with whoever stands on it", 13*u, x+s+10*u, y, left, colDim)
	p.text("fallen: back in 12 turns", 13*u, x+s+10*u, y+26*u, left, colDim)
}

// falls lists the latest falls under the turn counter, newest first: who
// fell, when, and who dropped them.
func (p *Painter) falls(fs []view.FallLine) {
	u, st := p.l.U, p.l.Status
	rowH := 24 * u
	y := st.Y + st.H + 8*u
	bottom := p.l.Panel.Y + p.l.Panel.H - 20*u
	if p.l.Panel.H >= 520*u {
		bottom -= p.legendH()
	}
	rows := min(len(fs), int((bottom-y)/rowH))
	if rows <= 0 {
		return
	}
	for k := range rows {
		f := &fs[len(fs)-1-k]
		p.b.circle(st.X+76*u, y+float64(k+1)*rowH, 6*u, playerCol(f.Player))
	}
	p.flush()
	p.text("falls", 12*u, st.X+4*u, y, left, colFaint)
	for k := range rows {
		f := &fs[len(fs)-1-k]
		cy := y + float64(k+1)*rowH
		p.text(f.When, 13*u, st.X+4*u, cy, left, colFaint)
		x := st.X + 90*u
		room := st.X + st.W - x - 8*u // names cut to fit: half each at most
		name := p.fit(f.Name, 14*u, room/2)
		p.text(name, 14*u, x, cy, left, colText)
		c := colDim
		if f.By != f.Player {
			c = playerCol(f.By).mix(colWhite, 0.2)
		}
		bx := x + p.width(name, 14*u) + 8*u
		p.text(p.fit(f.ByText, 14*u, st.X+st.W-bx), 14*u, bx, cy, left, c)
	}
}

func (p *Painter) cardShapes(c *view.Card, r view.Rect) {
	b, u := p.b, p.l.U
	pc := playerCol(c.Player)
	bg := colCard
	if c.Acting {
		bg = colCardActive
	}
	b.roundRect(r.X, r.Y, r.W, r.H, 8*u, bg)
	if c.Acting || c.Winner {
		b.strokeRoundRect(r.X, r.Y, r.W, r.H, 8*u, 1.5*u, pc.alpha(0.9))
	}
	stripe := pc
	if c.Fallen {
		stripe = stripe.alpha(0.3)
	}
	b.roundRect(r.X, r.Y, 6*u, r.H, 3*u, stripe)
	// The token: the same as on the board, dimmed once fallen.
	cx, cy := r.X+32*u, r.Y+30*u
	body := pc
	if c.Fallen {
		body = colLine
		b.ring(cx, cy, 14*u, 2*u, pc.alpha(0.6))
	} else {
		b.circle(cx, cy, 15*u, colInk)
	}
	b.circle(cx, cy, 13*u, body)
	if c.Wait > 0 && !c.Fallen {
		p.waitRing(r.X+r.W-22*u, r.Y+r.H-22*u, 8*u, 3*u, float64(c.Wait), colText)
	}
	if badge, col := cardBadge(c); badge != "" {
		w := p.width(badge, 12*u) + 14*u
		b.roundRect(r.X+r.W-w-10*u, r.Y+10*u, w, 20*u, 10*u, col.alpha(0.22))
	}
}

// cardBadge is the badge of a card: winner, or a bot's trouble.
func cardBadge(c *view.Card) (string, rgba) {
	switch {
	case c.Winner:
		return "WINNER", playerCol(c.Player)
	case c.Badge != "":
		return c.Badge, colAlert
	}
	return "", rgba{}
}

func (p *Painter) cardText(c *view.Card, r view.Rect) {
	u := p.l.U
	pc := playerCol(c.Player)
	ink := colInk
	if c.Fallen {
		ink = pc
	}
	p.digits(number(c.Player), 15*u, r.X+32*u, r.Y+30*u, ink)
	x := r.X + 58*u
	nameW := r.X + r.W - x - 12*u
	badge, bcol := cardBadge(c)
	if badge != "" {
		bw := p.width(badge, 12*u) + 14*u
		p.text(badge, 12*u, r.X+r.W-10*u-bw/2, r.Y+20*u, center, bcol.mix(colWhite, 0.35))
		nameW -= bw + 8*u
	}
	name := colText
	if c.Fallen {
		name = colDim
	}
	p.bold(p.fit(c.Name, 18*u, nameW), 18*u, x, r.Y+21*u, left, name)
	// State: "on board (x, y)", or "fell in turn T · dropped by NAME" in
	// the dropper's colour.
	y := r.Y + 46*u
	if !c.Fallen {
		p.text(c.State, 14*u, x, y, left, colDim)
	} else {
		p.text(c.State, 14*u, x, y, left, colAlert.mix(colWhite, 0.3))
		if c.By != "" {
			sx := x + p.width(c.State, 14*u)
			p.text("  ·  ", 14*u, sx, y, left, colFaint)
			sx += p.width("  ·  ", 14*u)
			p.text(p.fit(c.By, 14*u, r.X+r.W-sx-8*u), 14*u, sx, y, left, playerCol(c.Dropper).mix(colWhite, 0.2))
		}
	}
	y = r.Y + 70*u
	p.text("last", 12*u, x, y, left, colFaint)
	lastW := r.X + r.W - x - 40*u
	if c.Wait > 0 && !c.Fallen {
		p.text(waitText(c.Wait), 12*u, r.X+r.W-36*u, y, right, colDim)
		lastW -= 80 * u
	}
	p.text(p.fit(c.Last, 14*u, lastW), 14*u, x+32*u, y, left, colText)
}

var waitTexts = [...]string{"wait 0", "wait 1", "wait 2", "wait 3"}

func waitText(n int) string {
	if n >= 0 && n < len(waitTexts) {
		return waitTexts[n]
	}
	return "wait " + number(n)
}
