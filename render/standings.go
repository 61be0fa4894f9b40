package render

import (
	"fmt"

	"floorfall/tournament"
)

// StandingsView is a tournament's final standings for a room: the bots in
// order, large, no controls (a presentation's last page).
type StandingsView struct {
	Title string
	R     *tournament.Results
}

func (v *StandingsView) paint(p *Painter) { p.standings(v) }

// standingsRows is the most rows the page lists; the rest are counted.
const standingsRows = 12

// standings paints the page: a title, then a row a bot with its place,
// name, rating and record, the podium in gold, silver and bronze.
func (p *Painter) standings(v *StandingsView) {
	b, l, u := p.b, &p.l, p.l.U
	bots := v.R.Bots
	n := min(len(bots), standingsRows)
	more := len(bots) - n
	top := 130 * u
	rows := float64(n)
	if more > 0 {
		rows++
	}
	rowH := min(64*u, (l.H-top-40*u)/max(1, rows))
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
	p.bold("Final standings", 44*u, l.W/2, 52*u, center, ColText)
	p.text(p.fit(fmt.Sprintf("%s  ·  %d matches", v.Title, len(v.R.Matches)), 22*u, w), 22*u, l.W/2, 96*u, center, ColText.Mix(ColDim, 0.3))
	size := min(32*u, rowH*0.5)
	small := size * 0.75
	for i, r := range bots[:n] {
		cy := top + float64(i)*rowH + rowH/2
		col := ColText
		if i < len(medals) {
			col = medals[i]
		}
		p.bold(number(i+1), size, x+56*u, cy, right, col)
		p.bold(p.fit(r.Name, size, w*0.45), size, x+84*u, cy, left, ColText)
		rec := fmt.Sprintf("%d won · %d drawn · %d lost", r.Wins, r.Draws, r.Losses)
		if v.R.HasPoints {
			rec = fmt.Sprintf("%g points · %d won", r.Points, r.Wins) // the contest's ranking points
		}
		p.text(rec, small, x+w*0.62, cy, left, ColText.Mix(ColDim, 0.3))
		p.bold(fmt.Sprintf("%.1f", r.Rating.Ordinal), size, x+w-24*u, cy, right, ColText)
	}
	if more > 0 {
		p.text(fmt.Sprintf("and %d more", more), small, x+84*u, top+float64(n)*rowH+rowH/2, left, ColDim)
	}
	p.text("rating: Weng-Lin, mu − 3 sigma", 16*u, x+w, l.H-22*u, right, ColDim)
}
