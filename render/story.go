package render

import "floorfall/view"

// StoryView is the story of the piece selected on the board (a
// view.Selector's), shown in the cards' place: its lines from Top on,
// those of the turn shown lit.
type StoryView struct {
	S   *view.Story
	Top int
}

// story paints v in the panel's place, in step with turn t: a head with
// the piece's colour, its title and a button that deselects; where the
// lines come from; a line a turn (or a run of quiet turns): the turns,
// what the bot said, what happened, the bad in the alert colour.
func (p *Painter) story(v *StoryView, t int) {
	u, pn, b, s := p.l.U, p.l.Panel, p.b, v.S
	head := p.l.DebugHead()
	b.roundRect(pn.X, head.Y, pn.W, pn.Y+pn.H-12*u-head.Y, 8*u, ColCard)
	if s.Player >= 0 {
		b.circle(pn.X+22*u, head.Y+head.H/2, 10*u, PlayerCol(s.Player))
	}
	cl := p.l.StoryClose()
	k := cl.W * 0.22
	cx, cy := cl.X+cl.W/2, cl.Y+cl.H/2
	b.roundRect(cl.X, cl.Y, cl.W, cl.H, 6*u, ColCardActive)
	b.line(cx-k, cy-k, cx+k, cy+k, 2*u, ColDim)
	b.line(cx-k, cy+k, cx+k, cy-k, 2*u, ColDim)
	first, rows := p.l.ConsoleRows()
	end := min(len(s.Lines), v.Top+rows)
	lit, mark := ColCardActive.Mix(ColText, 0.08), ColText
	if s.Player >= 0 {
		lit, mark = ColCardActive.Mix(PlayerCol(s.Player), 0.25), PlayerCol(s.Player)
	}
	for i := v.Top; i < end; i++ {
		if s.Lines[i].Has(t) {
			y := first.Y + float64(i-v.Top)*first.H
			b.rect(first.X, y, first.W, first.H, lit)
			b.rect(first.X, y, 3*u, first.H, mark)
		}
	}
	p.flush()
	// The title, and the keys beside the cross when there is room.
	room := cl.X - 10*u - (pn.X + 40*u)
	if keys := "D: its input · Esc"; p.width(s.Title, 15*u)+p.width(keys, 11*u)+16*u <= room {
		p.text(keys, 11*u, cl.X-10*u, head.Y+head.H/2, right, ColFaint)
		room -= p.width(keys, 11*u) + 16*u
	}
	p.bold(p.fit(s.Title, 15*u, room), 15*u, pn.X+40*u, head.Y+head.H/2, left, ColText)
	p.text(p.fit(s.Note, 11*u, first.W-8*u), 11*u, first.X+4*u, first.Y-16*u, left, ColDim)
	// Columns: the turns, what was said (as wide as the widest shown, at
	// most a third of the row), what happened.
	turnW, saidW := 0.0, 0.0
	for i := v.Top; i < end; i++ {
		ln := &s.Lines[i]
		turnW = max(turnW, p.width(turns(ln), 11*u))
		if ln.Said != "" {
			saidW = max(saidW, min(first.W/3, p.width(ln.Said, 12*u)+10*u))
		}
	}
	for i := v.Top; i < end; i++ {
		ln := &s.Lines[i]
		cy := first.Y + float64(i-v.Top)*first.H + first.H/2
		x := first.X + 4*u
		if i == v.Top || s.Lines[i-1].Turn != ln.Turn {
			c := ColFaint
			if ln.Has(t) {
				c = ColText
			}
			p.text(turns(ln), 11*u, x+turnW, cy, right, c)
		}
		x += turnW + 8*u
		if ln.Said != "" {
			p.text(p.fit(ln.Said, 12*u, saidW-10*u), 12*u, x, cy, left, ColDim)
		}
		x += saidW
		c := ColText
		if ln.Bad {
			c = ColAlert.Mix(ColWhite, 0.3)
		}
		p.text(p.fit(ln.Text, 12*u, first.X+first.W-4*u-x), 12*u, x, cy, left, c)
	}
}

// turns is the turns a story's line tells of: "52", "52–60".
func turns(ln *view.StoryLine) string {
	if ln.Last > ln.Turn {
		return number(ln.Turn) + "–" + number(ln.Last)
	}
	return number(ln.Turn)
}
