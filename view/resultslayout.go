package view

import (
	"math"

	"floorfall/tournament"
)

// ResultsHit is a clickable part of the results browser.
type ResultsHit struct {
	R       Rect
	Bot     int    // a table cell: the bot, -1 none
	Outcome string // and the outcome it lists ("" all its matches)
	Seat    int    // a seat button: the seat (-1 any); -2 not one
	Match   int    // a match row: its index in Results.R.Matches; -1 not one
}

// ResultsColumn is a column of the standings table: its title and width
// in design pixels.
type ResultsColumn struct {
	Title string
	W     float64
}

// ResultsColumns are the standings table's columns.
var ResultsColumns = []ResultsColumn{{"#", 30}, {"bot", 170}, {"rating", 70}, {"games", 60}, {"wins", 56}, {"draws", 60}, {"losses", 62}, {"win rate", 84}, {"place", 56}, {"drops", 56}}

// ResultsPlaces is where the results browser's parts go: the standings
// table on the left (a title row, then a row a bot), the matches the
// filter keeps on the right.
type ResultsPlaces struct {
	TableX, TableY float64 // the table's top left corner
	RowH           float64 // the height of the table's rows
	ListX          float64 // where the match list starts
	ListRows       int     // the match rows that fit
	Hits           []ResultsHit
}

// ResultsLayout places the results browser of v, reusing dst's hits.
func (l *Layout) ResultsLayout(v *Results, dst *ResultsPlaces) {
	u := l.U
	p := ResultsPlaces{TableX: 30 * u, TableY: 110 * u, RowH: 30 * u, Hits: dst.Hits[:0]}
	for i := range v.R.Bots {
		ry := p.TableY + float64(i+1)*p.RowH
		x := p.TableX
		for c, col := range ResultsColumns {
			w := col.W * u
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
				p.Hits = append(p.Hits, ResultsHit{R: Rect{X: x, Y: ry, W: w, H: p.RowH}, Bot: i, Outcome: out, Seat: -2, Match: -1})
			}
			x += w
		}
	}
	w := 0.0
	for _, c := range ResultsColumns {
		w += c.W
	}
	p.ListX = math.Max(30*u+w*u+30*u, l.W*0.6)
	for s := -1; s < 4; s++ {
		p.Hits = append(p.Hits, ResultsHit{R: Rect{X: p.ListX + float64(s+1)*64*u, Y: 96 * u, W: 58 * u, H: 26 * u}, Bot: -1, Seat: s, Match: -1})
	}
	top, rh := 134*u, 46*u
	p.ListRows = max(1, int((l.H-top-20*u)/rh))
	for k := 0; k < p.ListRows && v.Top+k < len(v.Shown); k++ {
		p.Hits = append(p.Hits, ResultsHit{R: Rect{X: p.ListX, Y: top + float64(k)*rh, W: l.W - p.ListX - 30*u, H: rh - 4*u}, Bot: -1, Seat: -2, Match: v.Shown[v.Top+k]})
	}
	*dst = p
}

// HitAt is the index in Hits of the part at (x, y), or -1.
func (p *ResultsPlaces) HitAt(x, y float64) int {
	hot := -1
	for k, h := range p.Hits {
		if h.R.In(x, y) {
			hot = k
		}
	}
	return hot
}
