package render

import (
	"fmt"
	"strconv"
	"strings"

	"floorfall/tournament"
	"floorfall/view"
)

// results paints the results browser (see view.ResultsPlaces): the
// standings table with the columns that fit, the matches the filter keeps
// beside it or under it.
func (p *Painter) results(rv *ResultsView) {
	b, l, u := p.b, &p.l, p.l.U
	v, pl, hot := rv.V, &rv.Places, rv.Hot
	hits := pl.Hits
	m := pl.Margin
	// The title and, over the table, how to read it.
	head := pl.TableW
	if pl.Stacked {
		head = l.W - 2*m
	}
	p.bold(p.fit("Standings", 26*u, head), 26*u, m, 40*u, left, ColText)
	p.text(p.fit(v.Title+"  ·  "+v.R.CountText(), 15*u, head), 15*u, m, 70*u, left, ColDim)
	p.text(p.fitAny(13*u, head, "By rating (Weng-Lin, mu − 3 sigma); score and the game's figures a game. Click a bot, or its wins, draws or losses, for those matches.",
		"Ordered by rating (Weng-Lin, mu − 3 sigma); score and figures a game. Click a bot or a count for its matches.",
		"By rating (mu − 3 sigma); score, figures a game. Click a bot or a count.", "Click a bot or a count for its matches."), 13*u, m, 96*u, left, ColFaint)
	// The table.
	y, rowH := pl.TableY, pl.RowH
	for _, c := range pl.Cols {
		al, tx := right, c.X+c.W-8*u
		if c.Kind == view.ColBot {
			al, tx = left, c.X+4*u
		}
		p.text(p.fit(v.Columns[c.Col].Title, 13*u, c.W-10*u), 13*u, tx, y+rowH/2, al, ColDim)
	}
	for i := range pl.BotRows {
		ry := y + float64(i+1)*rowH
		bg := ColCard
		if v.Bot == i {
			bg = ColCardActive
		}
		b.rect(pl.TableX, ry+1*u, pl.TableW, rowH-2*u, bg)
	}
	for k, h := range hits {
		if k == hot && h.Match < 0 && h.Seat == -2 && !h.Bar {
			b.rect(h.R.X, h.R.Y+1*u, h.R.W, h.R.H-2*u, ColLine)
		}
	}
	p.flush()
	for i := range pl.BotRows {
		ry := y + float64(i+1)*rowH + rowH/2
		for _, c := range pl.Cols {
			s := v.Cell(i, c.Col)
			if c.Kind == view.ColBot {
				p.bold(p.fit(s, 15*u, c.W-8*u), 15*u, c.X+4*u, ry, left, ColText)
				continue
			}
			col := ColText
			if v.Bot == i && ((c.Kind == view.ColWins && v.Outcome == tournament.Win) || (c.Kind == view.ColDraws && v.Outcome == tournament.Draw) || (c.Kind == view.ColLosses && v.Outcome == tournament.Loss)) {
				col = Hex(0xf0c040)
			}
			if (c.Kind == view.ColTimeouts || c.Kind == view.ColInvalid) && s == "0" {
				col = ColFaint
			}
			p.text(p.fit(s, 14*u, c.W-10*u), 14*u, c.X+c.W-8*u, ry, right, col)
		}
	}
	if n := len(v.R.Bots) - pl.BotRows; n > 0 {
		ry := y + float64(pl.BotRows+1)*rowH + rowH/2
		p.text(p.fit(fmt.Sprintf("and %d more: floorfall standings lists them all", n), 13*u, pl.TableW-8*u), 13*u, pl.TableX+4*u, ry, left, ColFaint)
	}
	// The list.
	p.bold(p.fit(v.FilterText(), 17*u, pl.ListW), 17*u, pl.ListX, pl.FilterY, left, ColText)
	for k, h := range hits {
		switch {
		case h.Seat >= -1:
			label := "any seat"
			if h.Seat >= 0 {
				label = fmt.Sprintf("P%d", h.Seat)
			}
			bg := ColCard
			if v.Seat == h.Seat {
				bg = ColCardActive
			}
			if k == hot {
				bg = ColLine
			}
			b.roundRect(h.R.X, h.R.Y, h.R.W, h.R.H, 6*u, bg)
			p.flush()
			c := ColDim
			if v.Bot < 0 {
				c = ColFaint
			}
			p.text(p.fit(label, 12*u, h.R.W-4*u), 12*u, h.R.X+h.R.W/2, h.R.Y+h.R.H/2, center, c)
		case h.Match >= 0:
			bg := ColCard
			if k == hot {
				bg = ColCardActive
			}
			b.roundRect(h.R.X, h.R.Y, h.R.W, h.R.H, 6*u, bg)
			p.flush()
			p.matchRow(v, h)
		}
	}
	if bar := pl.Bar; bar.W > 0 {
		// Where the rows shown are in the whole list.
		b.roundRect(bar.X, bar.Y, bar.W, bar.H, bar.W/2, ColCard)
		n := len(v.Shown)
		h := max(12*u, bar.H*float64(pl.ListRows)/float64(n))
		ty := bar.Y + (bar.H-h)*float64(v.Top)/float64(max(1, n-pl.ListRows))
		c := ColLine.Mix(ColDim, 0.4)
		if hot >= 0 && hits[hot].Bar {
			c = ColDim
		}
		b.roundRect(bar.X, ty, bar.W, h, bar.W/2, c)
		p.flush()
	}
	if len(v.Shown) == 0 {
		p.text("no match", 14*u, pl.ListX, pl.ListTop+16*u, left, ColFaint)
	}
	p.text(p.fitAny(13*u, l.W-2*m, "click a match to play it, Backspace there to come back  ·  Esc all matches  ·  wheel, PgUp/PgDn scroll",
		"click a match to play it  ·  Backspace back  ·  Esc all  ·  wheel, PgUp/PgDn scroll"), 13*u, m, pl.HintY, left, ColFaint)
}

// fitAny is the first of texts that fits w pixels whole, else the last
// cut to fit.
func (p *Painter) fitAny(size, w float64, texts ...string) string {
	for _, s := range texts {
		if p.width(s, size) <= w {
			return s
		}
	}
	return p.fit(texts[len(texts)-1], size, w)
}

// outsKey is what the list's form of who left depends on.
type outsKey struct {
	v      *view.Results
	filter string
	n      int
	w      float64
}

// outsInFull is v.OutsInFull for rows w pixels wide, kept while the list
// and the width stay.
func (p *Painter) outsInFull(v *view.Results, w float64) bool {
	k := outsKey{v, v.FilterText(), len(v.Shown), w}
	if p.outsKey != k {
		p.outsKey = k
		p.outsFull = v.OutsInFull(func(s string) bool { return p.width(s, 12*p.l.U) <= w })
	}
	return p.outsFull
}

// resultForm is v.ResultForm for rows w pixels wide (the file's name
// first, at size), kept while the list and the width stay.
func (p *Painter) resultForm(v *view.Results, w, size float64) int {
	k := outsKey{v, v.FilterText(), len(v.Shown), w}
	if p.formKey != k {
		p.formKey = k
		p.form = v.ResultForm(func(i int, s string) bool {
			file, _, _ := v.MatchLine(i)
			return p.width(s, size) <= w-p.width(p.fit(file, size, w*0.6), size)-16*p.l.U
		})
	}
	return p.form
}

// matchRow writes a match's row of the list: its file and result, then
// its players by seat, the bot the filter picks in its seat's colour.
func (p *Painter) matchRow(v *view.Results, h view.ResultsHit) {
	u := p.l.U
	file, seats, res := v.MatchLine(h.Match)
	x0, x1 := h.R.X+10*u, h.R.X+h.R.W-10*u
	file = p.fit(file, 13*u, (x1-x0)*0.6)
	p.bold(file, 13*u, x0, h.R.Y+13*u, left, ColText)
	form := p.resultForm(v, x1-x0, 13*u)
	p.text(p.fit(res[min(form, len(res)-1)], 13*u, x1-x0-p.width(file, 13*u)-16*u), 13*u, x1, h.R.Y+13*u, right, ColDim)
	x, y := x0, h.R.Y+31*u
	const sep = view.OutsSep
	// As many names as fit whole, then how many more: "a · b · +3".
	sw := p.width(sep, 13*u)
	n := view.NamesFit(seats, sep, x1-x0, func(s string) float64 { return p.width(s, 13*u) })
	for k, name := range seats[:n] {
		if k > 0 {
			p.text(sep, 13*u, x, y, left, ColFaint)
			x += sw
		}
		if v.Picked(h.Match, k) {
			p.bold(name, 13*u, x, y, left, PlayerCol(k))
		} else {
			p.text(name, 13*u, x, y, left, ColFaint)
		}
		x += p.width(name, 13*u)
	}
	if n < len(seats) {
		more := "+" + strconv.Itoa(len(seats)-n)
		if n > 0 {
			more = sep + more
		}
		p.text(more, 13*u, x, y, left, ColFaint)
	}
	// Who left the game when: all in full, or as many as fit in short,
	// as every row of the list says it (see view.Results.OutsInFull).
	long, brief := v.Outs(h.Match)
	if len(long) == 0 {
		return
	}
	y += 17 * u
	if p.outsInFull(v, x1-x0) {
		p.text(p.fit(strings.Join(long, sep), 12*u, x1-x0), 12*u, x0, y, left, ColFaint)
		return
	}
	line := ""
	for k, s := range brief {
		next := s
		if k > 0 {
			next = line + sep + s
		}
		rest := ""
		if k < len(brief)-1 {
			rest = fmt.Sprintf("%s+%d", sep, len(brief)-1-k)
		}
		if k > 0 && p.width(next+rest, 12*u) > x1-x0 {
			line += fmt.Sprintf("%s+%d", sep, len(brief)-k)
			break
		}
		line = next
	}
	p.text(p.fit(line, 12*u, x1-x0), 12*u, x0, y, left, ColFaint)
}
