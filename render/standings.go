package render

import (
	"fmt"

	"floorfall/tournament"
	"floorfall/view"
)

// StandingsView is a tournament's final standings for a room: the bots in
// order, large, no controls (a presentation's last page).
type StandingsView struct {
	Title string
	R     *tournament.Results
	// Speed is the presentation's playback speed ("2x"), written
	// discreetly in a corner; "" none.
	Speed string

	v *view.Results // the table's columns and cells, made once
}

func (v *StandingsView) paint(p *Painter) { p.standings(v) }

// standingsRows is the most rows the page lists; the rest are counted.
const standingsRows = 12

// standingsCol is a column of the page: its title, its cells a bot, its
// width.
type standingsCol struct {
	title string
	kind  int // view.ColWins...
	cells []string
	w     float64
}

// standings paints the page: a title, then a row a bot with its place,
// name, record, score and the game's figures (a game), and rating, the
// podium in gold, silver and bronze. The columns that do not fit beside
// the names are left out, the least first.
func (p *Painter) standings(v *StandingsView) {
	b, l, u := p.b, &p.l, p.l.U
	bots := v.R.Bots
	n := min(len(bots), standingsRows)
	more := len(bots) - n
	top := 150 * u
	rows := float64(n)
	if more > 0 {
		rows++
	}
	rowH := min(64*u, (l.H-top-44*u)/max(1, rows))
	w := min(l.W-80*u, 1100*u)
	x := (l.W - w) / 2
	medals := []RGBA{Hex(0xf0c040), Hex(0xc8d0da), Hex(0xd08a4a)}
	for i := range n {
		y := top + float64(i)*rowH
		bg := ColCard
		if i%2 == 1 {
			bg = ColCardActive
		}
		b.roundRect(x, y+2*u, w, rowH-4*u, 8*u, bg)
		if i < len(medals) {
			b.roundRect(x, y+2*u, 8*u, rowH-4*u, 4*u, medals[i])
		}
	}
	p.flush()
	title := "Final standings"
	if v.R.Filling() {
		title = "Standings so far"
	}
	p.bold(title, 44*u, l.W/2, 52*u, center, ColText)
	sub := v.Title + "  ·  " + v.R.CountText()
	if v.R.Info.Title != "" {
		sub = v.R.Info.Title + "  ·  " + sub
	}
	p.text(p.fit(sub, 22*u, w), 22*u, l.W/2, 96*u, center, ColText.Mix(ColDim, 0.3))
	size := min(32*u, rowH*0.5)
	small := size * 0.75
	head := min(16*u, small)
	nameX := x + 84*u
	cols, nameW := p.standingsColumns(v, n, size, small, head, x+w-16*u-nameX)
	cx := x + w - 16*u // the right edge of the next column leftwards
	for k := len(cols) - 1; k >= 0; k-- {
		c := &cols[k]
		p.text(c.title, head, cx, top-10*u, right, ColDim)
		for i := range n {
			cy := top + float64(i)*rowH + rowH/2
			if c.kind == view.ColRating {
				p.bold(c.cells[i], size, cx, cy, right, ColText)
			} else {
				p.text(c.cells[i], small, cx, cy, right, ColText.Mix(ColDim, 0.3))
			}
		}
		cx -= c.w
	}
	for i, r := range bots[:n] {
		cy := top + float64(i)*rowH + rowH/2
		col := ColText
		if i < len(medals) {
			col = medals[i]
		}
		p.bold(number(i+1), size, x+56*u, cy, right, col)
		// A long name in smaller type (to 60%) before it is cut.
		ns := size
		if nw := p.width(r.Name, size) + boldExtra(size); nw > nameW {
			ns = max(size*0.6, size*nameW/nw*0.97)
		}
		p.bold(p.fit(r.Name, ns, nameW), ns, nameX, cy, left, ColText)
	}
	if more > 0 {
		p.text(fmt.Sprintf("and %d more", more), small, nameX, top+float64(n)*rowH+rowH/2, left, ColDim)
	}
	if v.Speed != "" {
		sw := p.width(v.Speed, 16*u)
		p.text(v.Speed, 16*u, x, l.H-22*u, left, ColDim)
		x, w = x+sw+24*u, w-sw-24*u
	}
	p.text(p.fitAny(16*u, w, "score and the game's figures: the mean a game  ·  rating: Weng-Lin, mu − 3 sigma",
		"score, figures: a game  ·  rating: mu − 3 sigma", "rating: mu − 3 sigma"), 16*u, x+w, l.H-22*u, right, ColDim)
}

// standingsColumns are the columns of the page's first n bots that fit
// in room pixels beside their names (the names as wide as the widest, or
// a third of room, at least): the rating always, then the wins and
// losses, the score and the game's points by place, its first two figures, the draws (when there
// are), its other figures, its first way out; shown in the table's
// order, the rating last. nameW is the names' room.
func (p *Painter) standingsColumns(v *StandingsView, n int, size, small, head, room float64) (cols []standingsCol, nameW float64) {
	if v.v == nil || v.v.R != v.R {
		v.v = view.NewResults(v.R, nil)
	}
	rv := v.v
	gap := 22 * p.l.U
	names := 0.0
	for _, r := range v.R.Bots[:n] {
		names = max(names, p.width(r.Name, size)+p.width(" ", size))
	}
	names = min(names, room/3)
	var all []standingsCol
	rank := map[int]int{} // a column's rank in the order they are kept
	figures, outs := 0, 0
	for c, col := range rv.Columns {
		title, keep := col.Title, -1
		switch col.Kind {
		case view.ColRating:
			keep = 0
		case view.ColWins:
			title, keep = "won", 1
		case view.ColLosses:
			title, keep = "lost", 2
		case view.ColScore:
			keep = 3
		case view.ColFigure:
			keep = 4 + figures
			if figures >= 2 {
				keep = 7 + figures
			}
			if col.Name == v.R.PointsFigure {
				keep = 3 // the contest's ranking points, as long as the score
			}
			figures++
		case view.ColDraws:
			title, keep = "drawn", 6
		case view.ColOut:
			if outs == 0 {
				keep = 50
			}
			outs++
		}
		if keep < 0 {
			continue
		}
		sc := standingsCol{title: title, kind: col.Kind, cells: make([]string, n)}
		sc.w = p.width(title, head)
		for i := range n {
			sc.cells[i] = rv.Cell(i, c)
			cs := small
			if col.Kind == view.ColRating {
				cs = size
			}
			sc.w = max(sc.w, p.width(sc.cells[i], cs))
		}
		sc.w += gap
		rank[len(all)] = keep
		all = append(all, sc)
	}
	// Keep the columns by rank while they fit.
	used := names
	kept := make([]bool, len(all))
	for r := 0; r <= 100; r++ {
		for k := range all {
			if rank[k] == r && used+all[k].w <= room {
				kept[k], used = true, used+all[k].w
			}
		}
	}
	for k, c := range all {
		if kept[k] && c.kind != view.ColRating {
			cols = append(cols, c)
		}
	}
	for k, c := range all {
		if kept[k] && c.kind == view.ColRating {
			cols = append(cols, c) // at the right end, as the room reads it
		}
	}
	return cols, room - (used - names) - gap/2
}
