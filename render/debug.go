package render

import (
	"math"
	"strconv"
	"strings"
	"time"

	"floorfall/view"
)

// debugPanel paints v in the panel's place: what a player's bot was sent
// and answered at its turn at or before turn t, the exact input, the raw
// answer, the time taken, the command taken and why, its stderr, and its
// answer times over the whole match.
func (p *Painter) debugPanel(v *DebugView, t int) {
	u, pn := p.l.U, p.l.Panel
	b, d := p.b, v.D
	x, y, w := pn.X, p.l.Board.Y, pn.W
	bottom := pn.Y + pn.H - 12*u
	b.roundRect(x, y, w, bottom-y, 8*u, ColCard)
	// Tabs: one per player, the selected one outlined.
	head := p.l.DebugHead()
	for i := range p.l.Cards {
		tab := p.l.DebugTab(i)
		cx, cy := tab.X+tab.W/2, tab.Y+tab.H/2
		b.circle(cx, cy, 12*u, PlayerCol(i))
		if i == d.Player {
			b.ring(cx, cy, 16*u, 2*u, ColText)
		}
	}
	p.flush()
	for i := range p.l.Cards {
		tab := p.l.DebugTab(i)
		p.digits(number(i), 12*u, tab.X+tab.W/2, tab.Y+tab.H/2, ColInk)
	}
	p.text("Tab: next player · D: close · I: save input", 11*u, x+w-12*u, head.Y+head.H/2, right, ColFaint)
	y += 50 * u
	title := v.Name
	if d.Turn < 0 {
		p.bold(p.fit(title, 17*u, w-24*u), 17*u, x+12*u, y, left, ColText)
		p.text("has not played yet", 13*u, x+12*u, y+24*u, left, ColDim)
		return
	}
	p.bold(p.fit(title+" · turn "+strconv.Itoa(d.Turn), 17*u, w-24*u), 17*u, x+12*u, y, left, ColText)
	y += 26 * u

	// What it was sent, line by line, as the bot read it.
	label := func(s string) {
		p.text(s, 11*u, x+12*u, y, left, ColFaint)
	}
	label("sent")
	lh := 14 * u
	for k, line := range strings.Split(d.Input, "\n") {
		p.text(p.fit(line, 12*u, w-92*u), 12*u, x+76*u, y+float64(k)*lh, left, ColDim)
	}
	y += float64(strings.Count(d.Input, "\n")+1)*lh + 8*u

	row := func(name, value string, c RGBA) {
		label(name)
		p.text(p.fit(value, 13*u, w-92*u), 13*u, x+76*u, y, left, c)
		y += 22 * u
	}
	if d.Asked {
		row("answered", strconv.Quote(d.Reply), ColText)
		row("took", fmtDuration(d.Took), ColText)
	} else {
		row("answered", "— (not asked)", ColDim)
	}
	c := ColText
	if d.Why != "" && d.Why != "waiting after its attack" && d.Why != "fallen" {
		c = ColAlert.Mix(ColWhite, 0.3)
	}
	row("taken", v.Taken, c)

	// Its stderr during that turn: the last lines that fit.
	chartH := 80 * u
	label("stderr")
	lines := strings.Split(strings.TrimRight(d.Stderr, "\n"), "\n")
	room := int((bottom - chartH - 30*u - y) / lh)
	if d.Stderr == "" {
		p.text("(nothing)", 12*u, x+76*u, y, left, ColFaint)
		y += lh
	} else if room > 0 {
		if len(lines) > room {
			lines = lines[len(lines)-room:]
		}
		for _, line := range lines {
			p.text(p.fit(line, 12*u, w-92*u), 12*u, x+76*u, y, left, ColDim)
			y += lh
		}
	}
	p.replyChart(v.Replies, t, d.Player, view.Rect{X: x + 12*u, Y: bottom - chartH, W: w - 24*u, H: chartH - 12*u})
}

// replyChart draws a bot's answer times over the match: a bar per answer,
// the slowest in the alert colour, the shown turn marked.
func (p *Painter) replyChart(r *view.ReplyTimes, t, player int, box view.Rect) {
	u, b := p.l.U, p.b
	b.rect(box.X, box.Y+box.H, box.W, math.Max(1, u), ColLine)
	if len(r.Turns) == 0 || r.Worst <= 0 {
		p.flush()
		p.text("no answer times recorded", 11*u, box.X, box.Y+box.H/2, left, ColFaint)
		return
	}
	last := r.Turns[len(r.Turns)-1] + 1
	bw := math.Max(1, box.W/float64(len(r.Turns))*0.8)
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
		b.rect(box.X+box.W*float64(turn)/float64(last), box.Y+box.H-h, bw, h, c)
	}
	mx := box.X + box.W*float64(t)/float64(last)
	b.rect(mx, box.Y, math.Max(1, 1.5*u), box.H, ColText.Alpha(0.6))
	label := "answer times · slowest " + fmtDuration(r.Worst)
	if limitShown {
		ly := box.Y + box.H - float64(r.Limit)/float64(scale)*box.H
		for x := box.X; x < box.X+box.W; x += 8 * u {
			b.rect(x, ly, math.Min(4*u, box.X+box.W-x), math.Max(1, u), ColAlert)
		}
		label += " · limit " + fmtDuration(r.Limit) + " (dashed)"
	} else if r.Limit > 0 {
		label += " · limit " + fmtDuration(r.Limit)
	}
	p.flush()
	p.text(label, 11*u, box.X, box.Y-6*u, left, ColFaint)
}

// fmtDuration writes a reply time as people read it: 0.42 ms, 12 ms, 1.2 s.
func fmtDuration(d time.Duration) string {
	ms := float64(d) / float64(time.Millisecond)
	switch {
	case ms < 10:
		return strconv.FormatFloat(ms, 'f', 2, 64) + " ms"
	case ms < 1000:
		return strconv.FormatFloat(ms, 'f', 0, 64) + " ms"
	}
	return strconv.FormatFloat(ms/1000, 'f', 2, 64) + " s"
}
