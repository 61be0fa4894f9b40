package render

import (
	"math"
	"slices"
	"strings"

	"floorfall/view"
)

// dimBoard darkens the board's area under an overlay.
func (p *Painter) dimBoard() {
	p.b.rect(0, 0, p.l.Panel.X, p.l.Bar.Y, ColBlack.Alpha(0.55))
}

// bannerPlan is where the end banner's parts go: its box, the height of
// its head (title and reason) and of a row, the names' column and the
// size of the rows' texts.
type bannerPlan struct {
	x, y, w, h, head, rowH, foot float64
	nameW, size, titleSize       float64
	// hint is the keys written at its foot (none in a presentation or
	// when they do not fit), at hintSize.
	hint     string
	hintSize float64
	// reason is why the match ended, in one line or two, at reasonSize.
	reason     []string
	reasonSize float64
}

// planBanner lays out banner bn: the rows as high as the room lets them
// (a shorter head when many seats share it), the box as wide as the
// longest row needs — over the cards too when the board's side is too
// narrow — and the rows' type smaller before any fact is cut.
func (p *Painter) planBanner(bn *view.Banner, hints bool) bannerPlan {
	l, u := &p.l, p.l.U
	pl := bannerPlan{head: 150 * u, foot: 36 * u, titleSize: 44 * u, size: 14 * u}
	if !hints {
		pl.foot = 16 * u
	}
	n := float64(len(bn.Rows))
	room := l.Bar.Y - 16*u
	pl.rowH = 38 * u
	if n > 0 {
		if room-pl.head-pl.foot < n*24*u {
			pl.head, pl.titleSize = 96*u, 30*u
		}
		pl.rowH = max(14*u, min(pl.rowH, (room-pl.head-pl.foot)/n))
		pl.size = min(14*u, max(10*u, pl.rowH*0.62))
	}
	for _, r := range bn.Rows {
		pl.nameW = max(pl.nameW, p.width(r.Name, 17*u))
	}
	pl.nameW = min(pl.nameW, 150*u)
	textW := 0.0
	for _, r := range bn.Rows {
		textW = max(textW, p.width(r.Text, pl.size))
	}
	fixed := (104+16+36)*u + pl.nameW
	pl.w = math.Min(math.Max(560*u, fixed+textW), l.W-16*u)
	if need := fixed + textW; need > pl.w {
		pl.size = max(9*u, pl.size*(pl.w-fixed)/textW)
	}
	// The box wider, then the title smaller, before it is cut ("Alice and
	// Bob share first").
	if tw := p.width(bn.Title, pl.titleSize); tw > pl.w-40*u {
		pl.w = math.Min(math.Max(pl.w, tw*0.75+40*u), l.W-16*u)
		pl.titleSize = max(22*u, pl.titleSize*math.Min(1, 0.97*(pl.w-40*u)/tw)) // a margin: faces come in steps
	}
	pl.h = pl.head + n*pl.rowH + pl.foot
	pl.x = (l.Panel.X - pl.w) / 2
	if pl.w > l.Panel.X-40*u {
		pl.x = (l.W - pl.w) / 2
	}
	// The box ends a margin above the bar (the timeline's markers rise
	// over its top).
	pl.y = max(4*u, (l.Bar.Y-8*u-pl.h)/2)
	if hints {
		pl.hint, pl.hintSize = p.bannerHint(pl)
	}
	pl.reason, pl.reasonSize = p.bannerReason(bn.Reason, pl.w-40*u)
	return pl
}

// bannerReason is why the match ended in lines of width w: one line at
// the size of the reason, else two, smaller if need be, the second cut
// only when even they cannot hold it. Kept for the next frame.
func (p *Painter) bannerReason(s string, w float64) ([]string, float64) {
	u := p.l.U
	k := reasonKey{s, w, u}
	if p.reasonKey == k {
		return p.reasonLines, p.reasonSize
	}
	size := 17 * u
	lines := []string{s}
	if p.width(s, size) > w {
		for size = 16 * u; ; size -= u {
			lines = p.wrap(s, size, w)
			if len(lines) <= 2 || size <= 13*u {
				break
			}
		}
		if len(lines) > 2 {
			lines = []string{lines[0], p.fit(strings.Join(lines[1:], " "), size, w)}
		}
	}
	p.reasonKey, p.reasonLines, p.reasonSize = k, lines, size
	return lines, size
}

// reasonKey is what the banner's reason's lines depend on.
type reasonKey struct {
	s    string
	w, u float64
}

// bannerHints are the banner's keys, from the longest way of saying them
// to the shortest.
var bannerHints = []string{
	"Esc  close    ·    Home  watch again    ·    [ ]  jump to an event",
	"Esc close · Home again · [ ] events",
	"Esc close · Home again",
}

// bannerHint is the banner's keys as they fit its box's width, and their
// size: the longest way of saying them that fits whole, none when none does.
func (p *Painter) bannerHint(pl bannerPlan) (string, float64) {
	u := p.l.U
	size := min(13*u, pl.foot*0.4)
	for _, s := range bannerHints {
		if p.width(s, size) <= pl.w-40*u {
			return s, size
		}
	}
	return "", size
}

// banner paints the end of the match over the board, with the keys that
// close it when hints is set (not in a presentation or an export). Rows
// get lower when many seats share the height.
func (p *Painter) banner(bn *view.Banner, hints bool) {
	b, u := p.b, p.l.U
	p.dimBoard()
	pl := p.planBanner(bn, hints)
	x, y, w, h, rowH := pl.x, pl.y, pl.w, pl.h, pl.rowH
	accent := ColText
	if bn.Winner >= 0 {
		accent = PlayerCol(bn.Winner)
	}
	b.roundRect(x, y, w, h, 14*u, ColCard.Alpha(0.97))
	b.strokeRoundRect(x, y, w, h, 14*u, 2*u, accent.Alpha(0.9))
	ry := y + pl.head - 12*u
	rad := min(10*u, rowH*0.42)
	for i, r := range bn.Rows {
		cy := ry + float64(i)*rowH + rowH/2
		if i%2 == 0 {
			b.roundRect(x+20*u, cy-rowH/2, w-40*u, rowH, 6*u, ColCardActive.Alpha(0.6))
		}
		b.circle(x+84*u, cy, rad, PlayerCol(r.Player))
	}
	p.flush()
	k := pl.head / (150 * u)
	p.bold(p.fit(bn.Title, pl.titleSize, w-40*u), pl.titleSize, x+w/2, y+52*u*k, center, accent)
	if len(pl.reason) == 1 {
		p.text(pl.reason[0], pl.reasonSize, x+w/2, y+96*u*k, center, ColDim)
	} else {
		lh := pl.reasonSize * 1.2
		for i, s := range pl.reason {
			p.text(s, pl.reasonSize, x+w/2, y+(90*u-lh/2)*k+float64(i)*lh, center, ColDim)
		}
	}
	nameSize := min(17*u, rowH*0.7)
	for i, r := range bn.Rows {
		cy := ry + float64(i)*rowH + rowH/2
		// The place ends before the seat's badge ("16th" too).
		p.text(view.Ordinal(r.Place), min(16*u, rowH*0.62), x+84*u-rad-6*u, cy, right, ColDim)
		ds := rad * 1.1
		if r.Player >= 10 {
			ds = rad * 0.95
		}
		p.bold(number(r.Player), ds, x+84*u, cy, center, ColInk)
		p.bold(p.fit(r.Name, nameSize, pl.nameW), nameSize, x+104*u, cy, left, ColText)
		col := ColDim
		if r.Place == 1 {
			col = ColText
		}
		p.text(p.fit(r.Text, pl.size, w-(104+16+36)*u-pl.nameW), pl.size, x+w-28*u, cy, right, col)
	}
	p.text(pl.hint, pl.hintSize, x+w/2, y+h-pl.foot*0.6, center, ColFaint)
}

// help paints the keys in force over everything, in two columns when
// they are many: each key, and what it does on as many lines as it takes
// (no line is cut).
func (p *Painter) help(rows [][2]string) {
	b, l, u := p.b, &p.l, p.l.U
	b.rect(0, 0, l.W, l.H, ColBlack.Alpha(0.6))
	cols := 1
	if len(rows) > 15 {
		cols = 2
	}
	w := math.Min(float64(cols)*600*u, l.W-40*u)
	colW := (w - 28*u) / float64(cols)
	// The type shrinks until every row's lines fit the window's height.
	var size, lh, keyW float64
	var lines [][]string
	var per, total int
	for size = 15 * u; ; size *= 0.92 {
		lh = size * 1.5
		keyW = 0
		for _, kv := range rows {
			keyW = max(keyW, p.width(kv[0], size)) // bold is about as wide
		}
		keyW = math.Min(keyW*1.08+14*u, colW*0.45)
		lines = p.helpWrap(rows, size, colW-keyW-18*u)
		per, total = helpSplit(lines, cols)
		if 90*u+float64(total)*lh+20*u <= l.H-20*u || size < 7*u {
			break
		}
	}
	h := 90*u + float64(total)*lh + 20*u
	x, y := (l.W-w)/2, math.Max(10*u, (l.H-h)/2)
	b.roundRect(x, y, w, h, 14*u, ColCard.Alpha(0.98))
	b.strokeRoundRect(x, y, w, h, 14*u, 1.5*u, ColLine)
	p.flush()
	p.bold("Shortcuts", 28*u, x+28*u, y+40*u, left, ColText)
	p.text("H or ? to close", 13*u, x+w-28*u, y+40*u, right, ColFaint)
	line := 0
	for i, kv := range rows {
		if i == per {
			line = 0
		}
		cx := x + 14*u + float64(i/max(1, per))*colW
		cy := y + 86*u + float64(line)*lh
		p.bold(kv[0], size, cx+keyW, cy, right, ColText)
		for k, s := range lines[i] {
			p.text(s, size, cx+keyW+16*u, cy+float64(k)*lh, left, ColDim)
		}
		line += len(lines[i])
	}
}

// helpWrap is the lines of each row's description wrapped to w, kept for
// the next frame.
func (p *Painter) helpWrap(rows [][2]string, size, w float64) [][]string {
	if p.helpKey == [2]float64{size, w} && slices.Equal(p.helpIn, rows) {
		return p.helpLines
	}
	out := make([][]string, len(rows))
	for i, kv := range rows {
		out[i] = p.wrap(kv[1], size, w)
		if len(out[i]) == 0 {
			out[i] = []string{""}
		}
	}
	p.helpIn, p.helpLines, p.helpKey = slices.Clone(rows), out, [2]float64{size, w}
	return out
}

// helpSplit splits rows of lines into cols columns of about as many lines:
// the rows of the first column, and the lines of the longest.
func helpSplit(lines [][]string, cols int) (per, most int) {
	all := 0
	for _, ls := range lines {
		all += len(ls)
	}
	if cols < 2 {
		return len(lines), all
	}
	n := 0
	for i, ls := range lines {
		if n+len(ls) > (all+1)/2 && i > 0 {
			return i, max(n, all-n)
		}
		n += len(ls)
	}
	return len(lines), all
}

// tooltip paints hover text next to the mouse.
func (p *Painter) tooltip(h *view.Hover, mx, my float64) {
	if len(h.Lines) == 0 {
		return
	}
	b, l, u := p.b, &p.l, p.l.U
	size, lh := 14*u, 20*u
	lines := p.tipLines(h.Lines, h.Tail, size, math.Min(520*u, l.W*0.6))
	w := 0.0
	for _, s := range lines {
		w = math.Max(w, p.width(s, size))
	}
	w += 20 * u
	ht := float64(len(lines))*lh + 12*u
	x, y := mx+16*u, my+16*u
	if x+w > l.W-4*u {
		x = mx - 12*u - w
	}
	if y+ht > l.H-4*u {
		y = my - 12*u - ht
	}
	x, y = math.Max(4*u, x), math.Max(4*u, y)
	border := ColLine
	if h.Player >= 0 {
		border = PlayerCol(h.Player)
	}
	b.roundRect(x, y, w, ht, 6*u, Hex(0x0d0f13).Alpha(0.96))
	b.strokeRoundRect(x, y, w, ht, 6*u, 1.2*u, border)
	p.flush()
	for i, s := range lines {
		c := ColDim
		if i == 0 {
			c = ColText
		}
		p.text(s, size, x+10*u, y+6*u+lh*(float64(i)+0.5), left, c)
	}
}

// tipMaxLines is the most lines a tooltip shows.
const tipMaxLines = 14

// tipLines is a tooltip's lines as drawn (view.TipLines), each wrapped to
// w. The last result is kept: a tooltip is drawn frame after frame.
func (p *Painter) tipLines(lines []string, tail bool, size, w float64) []string {
	if p.tipSize == size && p.tipW == w && p.tipTail == tail && slices.Equal(p.tipIn, lines) {
		return p.tipOut
	}
	out := view.TipLines(lines, tail, tipMaxLines, func(s string) []string { return p.wrap(s, size, w) })
	p.tipTail = tail
	p.tipIn, p.tipOut, p.tipSize, p.tipW = slices.Clone(lines), out, size, w
	return out
}

// toast paints a message at the top of the board's area (errors in the
// alert colour).
func (p *Painter) toast(msg string, alert bool) {
	if msg == "" {
		return
	}
	b, l, u := p.b, &p.l, p.l.U
	size := 14 * u
	maxW := math.Min(l.W-40*u, 900*u)
	lines := p.wrapped(msg, size, maxW-28*u)
	w := 0.0
	for _, s := range lines {
		w = math.Max(w, p.width(s, size))
	}
	w += 28 * u
	lh := 20 * u
	h := float64(len(lines))*lh + 18*u
	x, y := (l.W-w)/2, 14*u
	c := ColText
	if alert {
		c = ColAlert
	}
	b.roundRect(x, y, w, h, 8*u, Hex(0x0d0f13).Alpha(0.96))
	b.strokeRoundRect(x, y, w, h, 8*u, 1.5*u, c)
	p.flush()
	for i, s := range lines {
		p.text(s, size, x+14*u, y+9*u+lh*(float64(i)+0.5), left, ColText)
	}
}

// wrapped is wrap, cached for the last message.
func (p *Painter) wrapped(s string, size, w float64) []string {
	k := wrapKey{s, size, w}
	if k != p.wrapKey {
		p.wrapKey, p.wrapLines = k, p.wrap(s, size, w)
	}
	return p.wrapLines
}

type wrapKey struct {
	s       string
	size, w float64
}

// wrap breaks s into lines of at most w pixels, at spaces when it can.
func (p *Painter) wrap(s string, size, w float64) []string { return p.wrapTo(nil, s, size, w) }

// wrapTo appends the lines of s to lines.
func (p *Painter) wrapTo(lines []string, s string, size, w float64) []string {
	return view.Wrap(lines, s, w, func(t string) float64 { return p.width(t, size) })
}
