package render

import (
	"math"
	"strconv"
	"strings"

	"floorfall/view"
)

// debugPanel paints v in the panel's place: what a player's bot was sent
// and answered at its turn at or before turn t, the exact input, the raw
// answer, the time taken, the command taken and why, its stderr, and its
// answer times over the whole match.
func (p *Painter) debugPanel(v *DebugView, t int) {
	u, pn := p.l.U, p.l.Panel
	b, d := p.b, v.D
	x, y, w := pn.X, p.l.View.Y, pn.W
	bottom := pn.Y + pn.H - 12*u
	b.roundRect(x, y, w, bottom-y, 8*u, ColCard)
	// Tabs: one per player, the selected one outlined.
	head := p.l.DebugHead()
	for i := range p.l.Cards {
		tab := p.l.DebugTab(i)
		cx, cy := tab.X+tab.W/2, tab.Y+tab.H/2
		r := p.l.DebugDisc(tab)
		b.circle(cx, cy, r, PlayerCol(i))
		if i == d.Player {
			b.ring(cx, cy, r+2*u, 1.5*u, ColText)
		}
	}
	p.flush()
	for i := range p.l.Cards {
		tab := p.l.DebugTab(i)
		// As large as two digits allow in the disc.
		p.digits(number(i), min(12*u, 1.25*p.l.DebugDisc(tab)), tab.X+tab.W/2, tab.Y+tab.H/2, ColInk)
	}
	// The keys, right of the tabs, shorter when there is less room.
	keysRoom := x + w - 12*u - (p.l.DebugTabsRight() + 8*u)
	if v.Console {
		p.hint(keysRoom, 11*u, x+w-12*u, head.Y+head.H/2, "C: one player · /: search · D: close", "C · / · D")
		p.console(v, t)
		return
	}
	p.hint(keysRoom, 11*u, x+w-12*u, head.Y+head.H/2, "Tab: next player · C: console · /: find · Ctrl+C: copy · I: save input",
		"Tab · C · / · Ctrl+C · I", "Tab · C · / · I")
	y += 50 * u
	title := v.Name
	if d.Turn < 0 {
		p.bold(p.fit(title, 17*u, w-24*u), 17*u, x+12*u, y, left, ColText)
		p.text("has not played yet", 13*u, x+12*u, y+24*u, left, ColDim)
		return
	}
	title += " · turn " + strconv.Itoa(d.Turn)
	switch {
	case v.Typing:
		title = "find: " + v.Find + "▏  (Enter: next · Esc: clear)"
	case v.Find != "":
		n := 0
		for _, h := range v.Hits {
			n += len(h)
		}
		title += " · find " + strconv.Quote(v.Find) + ": " + strconv.Itoa(n) + " rows (Enter: next)"
	}
	p.bold(p.fit(title, 17*u, w-24*u), 17*u, x+12*u, y, left, ColText)

	// Each section: its rows from its top, the rows holding the word
	// searched lit, how far it is scrolled under its label.
	tx := v.Text
	names := [view.NumSections]string{"input", "answered", "drew", "stderr"}
	if d.Asked {
		names[view.SecSent] = "sent"
	}
	for s := range view.NumSections {
		sec := view.Section(s)
		rows, room, area := v.Rows[s], tx.Room[s], tx.Area[s]
		if room == 0 {
			continue // no drawings
		}
		area.Y += tx.LH / 2 // the first row's middle
		top := sectionTop(v.Tops[s], len(rows), room)
		c := ColFaint
		if sec == v.Focus {
			c = ColDim.Mix(ColText, 0.5)
		}
		p.text(names[s], 11*u, x+12*u, area.Y, left, c)
		if len(rows) > room {
			// Which rows, under the label when the section has a second
			// line (else the next section's label is there; the
			// scrollbar tells).
			if room >= 2 {
				p.text(strconv.Itoa(top+1)+"–"+strconv.Itoa(min(len(rows), top+room))+" of "+strconv.Itoa(len(rows)),
					10*u, x+12*u, area.Y+tx.LH, left, ColFaint)
			}
			// A scrollbar: where the rows shown are among all.
			th := area.H
			h := max(6*u, th*float64(room)/float64(len(rows)))
			by := tx.Area[s].Y + (th-h)*float64(top)/float64(max(1, len(rows)-room))
			b.roundRect(x+w-9*u, by, 3*u, h, 1.5*u, ColLine.Mix(ColDim, 0.4))
		}
		lit := func(k int, col RGBA) {
			if k -= top; k >= 0 && k < room {
				b.rect(tx.TextX-6*u, area.Y+float64(k)*tx.LH-tx.LH/2, w-(tx.TextX-x)-6*u, tx.LH, col)
			}
		}
		if sec == view.SecSent {
			for _, k := range d.Lit {
				lit(k, PlayerCol(d.Player).Alpha(0.3))
			}
		}
		for _, k := range v.Hits[s] {
			lit(k, ColAlert.Alpha(0.22))
		}
		if v.Find != "" && v.HitSec == sec && v.HitRow >= 0 {
			lit(v.HitRow, ColAlert.Alpha(0.5))
		}
		p.flush()
		shown := rows[top:min(len(rows), top+room)]
		switch {
		case sec == view.SecSent && v.Columns && len(rows) > 0:
			// The game's layout: its words in columns.
			p.columns(shown, len(shown), 12*u, tx.TextX, area.Y, w-(tx.TextX-x)-16*u, tx.LH, ColDim)
		case len(rows) == 0:
			empty := "(nothing)"
			if sec == view.SecAnswer {
				empty = "— (not asked)"
				if d.Asked {
					empty = "(nothing)"
				}
			}
			p.text(empty, 12*u, tx.TextX, area.Y, left, ColFaint)
		default:
			for k, r := range shown {
				rc := ColDim
				switch {
				case sec == view.SecAnswer:
					rc = ColText
				case sec == view.SecDrew && top+k == 0: // kept and dropped
					rc = ColText
					if len(d.Dropped) > 0 {
						rc = ColAlert.Mix(ColWhite, 0.3)
					}
				}
				p.text(p.fit(r, 12*u, w-(tx.TextX-x)-16*u), 12*u, tx.TextX, area.Y+float64(k)*tx.LH, left, rc)
			}
		}
	}
	row := func(name string, values []string, y float64, c RGBA) {
		p.text(name, 11*u, x+12*u, y, left, ColFaint)
		for k, v := range values {
			p.text(p.fit(v, 13*u, w-92*u), 13*u, tx.TextX, y+float64(k)*tx.TakenLH, left, c)
		}
	}
	if d.Asked {
		took := view.Duration(d.Took)
		if d.Limit > 0 {
			took += " of " + view.Duration(d.Limit)
		}
		row("took", []string{took}, tx.Took, ColText)
	}
	c := ColText
	if d.Fault != view.NoFault {
		c = ColAlert.Mix(ColWhite, 0.3)
	}
	row("taken", v.Taken, tx.Taken, c)
	chartH := view.DebugChartH * u
	p.replyChart(v.Replies, t, d.Player, view.Rect{X: x + 12*u, Y: bottom - chartH, W: w - 24*u, H: chartH - 12*u})
}

// sectionTop is the first of n rows shown in room rows from top (a
// negative top: the last rows).
func sectionTop(top, n, room int) int {
	if top < 0 {
		return max(0, n-room)
	}
	return max(0, min(top, n-room))
}

// replyChart draws a bot's answer times over the match: a bar per answer,
// the slowest in the alert colour, the shown turn marked.
func (p *Painter) replyChart(r *view.ReplyTimes, t, player int, box view.Rect) {
	u, b := p.l.U, p.b
	b.rect(box.X, box.Y+box.H, box.W, math.Max(1, u), ColLine)
	if r.Person {
		p.flush()
		p.text("a person's seat: no time limit", 11*u, box.X, box.Y+box.H/2, left, ColFaint)
		return
	}
	if len(r.Turns) == 0 || r.Worst <= 0 {
		p.flush()
		p.text("no answer times recorded", 11*u, box.X, box.Y+box.H/2, left, ColFaint)
		return
	}
	last := max(r.Turns[len(r.Turns)-1], t) + 1 // the turns the chart spans (view.ReplyTimes.At)
	// A bar per answer at its turn's place, no wider than a turn's share
	// of the box (and inside it).
	bw := math.Max(1, math.Min(box.W/float64(len(r.Turns))*0.8, math.Max(2*u, box.W/float64(last))))
	// The time limit is drawn when answers come near it (within 10x);
	// far below it, the chart scales to the slowest answer.
	scale := r.Worst
	limitShown := r.Limit > 0 && r.Limit <= 10*r.Worst
	if limitShown {
		scale = max(r.Worst, r.Limit)
	}
	for k, turn := range r.Turns {
		f := float64(r.Took[k]) / float64(scale)
		h := math.Max(1, f*box.H)
		c := PlayerCol(player).Alpha(0.7)
		if r.Took[k] == r.Worst {
			c = ColAlert
		}
		bx := math.Min(box.X+box.W*r.At(turn, t), box.X+box.W-bw)
		b.rect(bx, box.Y+box.H-h, bw, h, c)
	}
	mw := math.Max(1, 1.5*u)
	mx := math.Min(box.X+box.W*r.At(t, t), box.X+box.W-mw) // the turn shown
	b.rect(mx, box.Y, mw, box.H, ColText.Alpha(0.6))
	label := "answer times · slowest " + view.Duration(r.Worst)
	if limitShown {
		ly := box.Y + box.H - float64(r.Limit)/float64(scale)*box.H
		for x := box.X; x < box.X+box.W; x += 8 * u {
			b.rect(x, ly, math.Min(4*u, box.X+box.W-x), math.Max(1, u), ColAlert)
		}
		label += " · limit " + view.Duration(r.Limit) + " (dashed)"
	} else if r.Limit > 0 {
		label += " · limit " + view.Duration(r.Limit)
	}
	if r.Other >= 0 && r.Limit > 0 {
		label += " · turn " + strconv.Itoa(r.Turns[r.Other]) + ": " + view.Duration(r.Limits[r.Other])
	}
	p.flush()
	p.text(p.fit(label, 11*u, box.W), 11*u, box.X, box.Y-6*u, left, ColFaint)
}

// columns draws at most room lines of text from (x, y) on, lh apart, each
// line's words in columns of one width (numbers right-aligned in them), so a
// grid of numbers reads as a grid; a line too wide for w is drawn as text,
// cut. Lines past room are counted on a last line. It returns the y after
// the last line.
func (p *Painter) columns(lines []string, room int, size, x, y, w, lh float64, c RGBA) float64 {
	shown := lines
	if len(lines) > room {
		shown = lines[:max(0, room-1)]
	}
	colW := 0.0
	for _, line := range shown {
		words := strings.Fields(line)
		if len(words) < 2 {
			continue // written as it is
		}
		for _, word := range words {
			colW = max(colW, p.width(word, size))
		}
	}
	colW += 0.6 * size
	for _, line := range shown {
		words := strings.Fields(line)
		if len(words) < 2 || float64(len(words))*colW > w {
			p.text(p.fit(line, size, w), size, x, y, left, c)
			y += lh
			continue
		}
		for k, word := range words {
			p.text(word, size, x+float64(k+1)*colW-0.6*size, y, right, c)
		}
		y += lh
	}
	if len(shown) < len(lines) {
		p.text("… "+strconv.Itoa(len(lines)-len(shown))+" more lines (I saves the whole input)", size, x, y, left, ColFaint)
		y += lh
	}
	return y
}

// console paints every seat's answers and stderr in one list, in step with
// the timeline: the lines of turn t lit, a click on a line goes to its turn.
func (p *Painter) console(v *DebugView, t int) {
	u, b := p.l.U, p.b
	first, rows := p.l.ConsoleRows()
	head := "console · every player"
	switch {
	case v.Typing:
		head = "search: " + v.Filter + "▏  (Enter: keep · Esc: clear)"
	case v.Filter != "":
		head = "search: " + v.Filter + "  (" + strconv.Itoa(len(v.Lines)) + " lines · / to change, Esc to clear)"
	}
	p.bold(p.fit(head, 14*u, first.W), 14*u, first.X+4*u, first.Y-16*u, left, ColText)
	if len(v.Lines) == 0 {
		msg := "no answers recorded (a replay made by floorfall records them)"
		if v.Filter != "" {
			msg = "no line contains it"
		}
		p.text(msg, 12*u, first.X+4*u, first.Y+first.H/2, left, ColFaint)
		return
	}
	end := min(len(v.Lines), v.Top+rows)
	for k := v.Top; k < end; k++ {
		ln := &v.Lines[k]
		y := first.Y + float64(k-v.Top)*first.H
		if ln.Turn == t {
			b.rect(first.X, y, first.W, first.H, ColCardActive)
		}
		if ln.Kind == view.ConsoleAnswer && !ln.Cont {
			b.circle(first.X+50*u, y+first.H/2, 4*u, PlayerCol(ln.Seat))
		}
	}
	// A scrollbar: where the lines shown are in the whole list.
	if len(v.Lines) > rows && rows > 0 {
		track := float64(rows) * first.H
		h := max(8*u, track*float64(rows)/float64(len(v.Lines)))
		y := first.Y + (track-h)*float64(v.Top)/float64(max(1, len(v.Lines)-rows))
		b.roundRect(first.X+first.W-3*u, y, 3*u, h, 1.5*u, ColLine.Mix(ColDim, 0.4))
	}
	p.flush()
	for k := v.Top; k < end; k++ {
		ln := &v.Lines[k]
		cy := first.Y + float64(k-v.Top)*first.H + first.H/2
		if k == v.Top || v.Lines[k-1].Turn != ln.Turn {
			p.text(number(ln.Turn), 11*u, first.X+36*u, cy, right, ColFaint)
		}
		c := ColText
		switch ln.Kind {
		case view.ConsoleStderr:
			c = ColDim
		case view.ConsoleInput:
			c = ColFaint
		}
		x, w := p.l.ConsoleX(first, ln.Kind)
		p.text(p.fit(ln.Text, 12*u, w), 12*u, x, cy, left, c)
	}
}

// hint writes the first of texts that fits in room, right-aligned at x;
// none when none fits.
func (p *Painter) hint(room, size, x, y float64, texts ...string) {
	for _, s := range texts {
		if p.width(s, size) <= room {
			p.text(s, size, x, y, right, ColFaint)
			return
		}
	}
}
