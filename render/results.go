package render

import (
	"fmt"

	"floorfall/tournament"
	"floorfall/view"
)

// results paints the results browser (see view.ResultsPlaces): the
// standings table on the left, the matches the filter keeps on the right.
func (p *Painter) results(rv *ResultsView) {
	b, l, u := p.b, &p.l, p.l.U
	v, pl, hot := rv.V, &rv.Places, rv.Hot
	hits := pl.Hits
	p.bold("Standings", 26*u, 30*u, 40*u, left, ColText)
	p.text(p.fit(fmt.Sprintf("%s  ·  %d matches", v.Title, len(v.R.Matches)), 15*u, l.W*0.5), 15*u, 30*u, 70*u, left, ColDim)
	p.text("Ordered by rating (Weng-Lin, mu − 3 sigma). Click a bot, or its wins, draws or losses, to list those matches.", 13*u, 30*u, 96*u, left, ColFaint)
	// The table.
	x0, y, rowH := pl.TableX, pl.TableY, pl.RowH
	x := x0
	for c, col := range view.ResultsColumns {
		al, tx := right, x+col.W*u-8*u
		if c == 1 {
			al, tx = left, x+4*u
		}
		p.text(col.Title, 13*u, tx, y+rowH/2, al, ColDim)
		x += col.W * u
	}
	for i := range v.R.Bots {
		ry := y + float64(i+1)*rowH
		bg := ColCard
		if v.Bot == i {
			bg = ColCardActive
		}
		b.rect(x0, ry+1*u, x-x0, rowH-2*u, bg)
	}
	for k, h := range hits {
		if k == hot && h.Match < 0 {
			b.rect(h.R.X, h.R.Y+1*u, h.R.W, h.R.H-2*u, ColLine)
		}
	}
	p.flush()
	for i, r := range v.R.Bots {
		ry := y + float64(i+1)*rowH + rowH/2
		cells := []string{fmt.Sprint(i + 1), "", fmt.Sprintf("%.1f", r.Rating.Ordinal), fmt.Sprint(r.Games),
			fmt.Sprint(r.Wins), fmt.Sprint(r.Draws), fmt.Sprint(r.Losses),
			fmt.Sprintf("%.0f%%", 100*r.WinRate), fmt.Sprintf("%.2f", r.MeanPlace), fmt.Sprint(r.Drops)}
		x := x0
		for c, col := range view.ResultsColumns {
			w := col.W * u
			if c == 1 {
				p.bold(p.fit(r.Name, 15*u, w-8*u), 15*u, x+4*u, ry, left, ColText)
			} else {
				col := ColText
				if v.Bot == i && ((c == 4 && v.Outcome == tournament.Win) || (c == 5 && v.Outcome == tournament.Draw) || (c == 6 && v.Outcome == tournament.Loss)) {
					col = Hex(0xf0c040)
				}
				p.text(cells[c], 14*u, x+w-8*u, ry, right, col)
			}
			x += w
		}
	}
	// The list.
	lx := pl.ListX
	p.bold(p.fit(v.FilterText(), 17*u, l.W-lx-30*u), 17*u, lx, 70*u, left, ColText)
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
			p.text(label, 12*u, h.R.X+h.R.W/2, h.R.Y+h.R.H/2, center, c)
		case h.Match >= 0:
			bg := ColCard
			if k == hot {
				bg = ColCardActive
			}
			b.roundRect(h.R.X, h.R.Y, h.R.W, h.R.H, 6*u, bg)
			p.flush()
			file, seats, res := v.MatchLine(h.Match)
			p.bold(file, 13*u, h.R.X+10*u, h.R.Y+13*u, left, ColText)
			p.text(p.fit(res, 13*u, h.R.W-150*u), 13*u, h.R.X+h.R.W-10*u, h.R.Y+13*u, right, ColDim)
			p.text(p.fit(seats, 13*u, h.R.W-20*u), 13*u, h.R.X+10*u, h.R.Y+31*u, left, ColFaint)
		}
	}
	if len(v.Shown) == 0 {
		p.text("no match", 14*u, lx, 150*u, left, ColFaint)
	}
	p.text("click a match to play it, Backspace there to come back  ·  Esc all matches  ·  wheel, PgUp/PgDn scroll", 13*u, 30*u, l.H-24*u, left, ColFaint)
}
