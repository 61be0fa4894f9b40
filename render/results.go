package render

import (
	"fmt"
	"math"

	"floorfall/tournament"
	"floorfall/view"
)

// The results browser (floorfall view DIR): the standings table on the
// left, the matches the filter keeps on the right. A click on a bot's row
// lists its matches, on its wins, draws or losses those matches; the seat
// buttons keep the matches it played in one seat; a click on a match plays
// its replay, and Esc or Backspace there comes back.

// resultsHit is a clickable part of the results browser.
type resultsHit struct {
	r       view.Rect
	bot     int    // a table cell: the bot, -1 none
	outcome string // and the outcome it lists ("" all its matches)
	seat    int    // a seat button: the seat (-1 any); -2 not one
	match   int    // a match row: its index in Matches; -1 not one
}

// resultsColumns are the table's columns: title, width in design pixels.
var resultsColumns = []struct {
	title string
	w     float64
}{{"#", 30}, {"bot", 170}, {"rating", 70}, {"games", 60}, {"wins", 56}, {"draws", 60}, {"losses", 62}, {"win rate", 84}, {"place", 56}, {"drops", 56}}

// resultsLayout places the browser's parts for layout l.
func resultsLayout(l *view.Layout, v *view.Results) (hits []resultsHit, listRows int) {
	u := l.U
	x0, y := 30*u, 110*u
	rowH := 30 * u
	for i := range v.R.Bots {
		ry := y + float64(i+1)*rowH
		x := x0
		for c, col := range resultsColumns {
			w := col.w * u
			out := ""
			switch c {
			case 4:
				out = tournament.Win
			case 5:
				out = tournament.Draw
			case 6:
				out = tournament.Loss
			}
			if c == 1 || out != "" {
				hits = append(hits, resultsHit{r: view.Rect{X: x, Y: ry, W: w, H: rowH}, bot: i, outcome: out, seat: -2, match: -1})
			}
			x += w
		}
	}
	lx := listX(l)
	for s := -1; s < 4; s++ {
		hits = append(hits, resultsHit{r: view.Rect{X: lx + float64(s+1)*64*u, Y: 96 * u, W: 58 * u, H: 26 * u}, bot: -1, seat: s, match: -1})
	}
	top, rh := 134*u, 46*u
	listRows = max(1, int((l.H-top-20*u)/rh))
	for k := 0; k < listRows && v.Top+k < len(v.Shown); k++ {
		hits = append(hits, resultsHit{r: view.Rect{X: lx, Y: top + float64(k)*rh, W: l.W - lx - 30*u, H: rh - 4*u}, bot: -1, seat: -2, match: v.Shown[v.Top+k]})
	}
	return hits, listRows
}

// listX is where the match list starts.
func listX(l *view.Layout) float64 {
	w := 0.0
	for _, c := range resultsColumns {
		w += c.w
	}
	return math.Max(30*l.U+w*l.U+30*l.U, l.W*0.6)
}

// results paints the results browser.
func (p *painter) results(v *view.Results, hot int) {
	b, l, u := p.b, &p.l, p.l.U
	hits, _ := resultsLayout(l, v)
	p.bold("Standings", 26*u, 30*u, 40*u, left, colText)
	p.text(p.fit(fmt.Sprintf("%s  ·  %d matches", v.Title, len(v.R.Matches)), 15*u, l.W*0.5), 15*u, 30*u, 70*u, left, colDim)
	p.text("Ordered by rating (Weng-Lin, mu − 3 sigma). Click a bot, or its wins, draws or losses, to list those matches.", 13*u, 30*u, 96*u, left, colFaint)
	// The table.
	x0, y, rowH := 30*u, 110*u, 30*u
	x := x0
	for c, col := range resultsColumns {
		al, tx := right, x+col.w*u-8*u
		if c == 1 {
			al, tx = left, x+4*u
		}
		p.text(col.title, 13*u, tx, y+rowH/2, al, colDim)
		x += col.w * u
	}
	for i := range v.R.Bots {
		ry := y + float64(i+1)*rowH
		bg := colCard
		if v.Bot == i {
			bg = colCardActive
		}
		b.rect(x0, ry+1*u, x-x0, rowH-2*u, bg)
	}
	for k, h := range hits {
		if k == hot && h.match < 0 {
			b.rect(h.r.X, h.r.Y+1*u, h.r.W, h.r.H-2*u, colLine)
		}
	}
	p.flush()
	for i, r := range v.R.Bots {
		ry := y + float64(i+1)*rowH + rowH/2
		cells := []string{fmt.Sprint(i + 1), "", fmt.Sprintf("%.1f", r.Rating.Ordinal), fmt.Sprint(r.Games),
			fmt.Sprint(r.Wins), fmt.Sprint(r.Draws), fmt.Sprint(r.Losses),
			fmt.Sprintf("%.0f%%", 100*r.WinRate), fmt.Sprintf("%.2f", r.MeanPlace), fmt.Sprint(r.Drops)}
		x := x0
		for c, col := range resultsColumns {
			w := col.w * u
			if c == 1 {
				p.bold(p.fit(r.Name, 15*u, w-8*u), 15*u, x+4*u, ry, left, colText)
			} else {
				col := colText
				if v.Bot == i && ((c == 4 && v.Outcome == tournament.Win) || (c == 5 && v.Outcome == tournament.Draw) || (c == 6 && v.Outcome == tournament.Loss)) {
					col = hex(0xf0c040)
				}
				p.text(cells[c], 14*u, x+w-8*u, ry, right, col)
			}
			x += w
		}
	}
	// The list.
	lx := listX(l)
	p.bold(p.fit(v.FilterText(), 17*u, l.W-lx-30*u), 17*u, lx, 70*u, left, colText)
	for k, h := range hits {
		switch {
		case h.seat >= -1:
			label := "any seat"
			if h.seat >= 0 {
				label = fmt.Sprintf("P%d", h.seat)
			}
			bg := colCard
			if v.Seat == h.seat {
				bg = colCardActive
			}
			if k == hot {
				bg = colLine
			}
			b.roundRect(h.r.X, h.r.Y, h.r.W, h.r.H, 6*u, bg)
			p.flush()
			c := colDim
			if v.Bot < 0 {
				c = colFaint
			}
			p.text(label, 12*u, h.r.X+h.r.W/2, h.r.Y+h.r.H/2, center, c)
		case h.match >= 0:
			bg := colCard
			if k == hot {
				bg = colCardActive
			}
			b.roundRect(h.r.X, h.r.Y, h.r.W, h.r.H, 6*u, bg)
			p.flush()
			file, seats, res := v.MatchLine(h.match)
			p.bold(file, 13*u, h.r.X+10*u, h.r.Y+13*u, left, colText)
			p.text(p.fit(res, 13*u, h.r.W-150*u), 13*u, h.r.X+h.r.W-10*u, h.r.Y+13*u, right, colDim)
			p.text(p.fit(seats, 13*u, h.r.W-20*u), 13*u, h.r.X+10*u, h.r.Y+31*u, left, colFaint)
		}
	}
	if len(v.Shown) == 0 {
		p.text("no match", 14*u, lx, 150*u, left, colFaint)
	}
	p.text("click a match to play it, Backspace there to come back  ·  Esc all matches  ·  wheel, PgUp/PgDn scroll", 13*u, 30*u, l.H-24*u, left, colFaint)
}
