package view

import (
	"floorfall/tournament"
)

// ResultsHit is a clickable part of the results browser.
type ResultsHit struct {
	R       Rect
	Bot     int    // a table cell: the bot, -1 none
	Outcome string // and the outcome it lists ("" all its matches)
	Seat    int    // a seat button: the seat (-1 any); -2 not one
	Match   int    // a match row: its index in Results.R.Matches; -1 not one
	Bar     bool   // the list's scrollbar
}

// ResultsColumn is a column of the standings table: its title, its width
// in design pixels, and how long it stays when the window is narrow (the
// lowest Keep goes first; 0 always stays).
type ResultsColumn struct {
	Title string
	W     float64
	Keep  int
}

// The columns of the standings table.
const (
	ColRank = iota
	ColBot
	ColRating
	ColGames
	ColWins
	ColDraws
	ColLosses
	ColWinRate
	ColPlace
	ColDrops
	ColTimeouts
	ColInvalid
)

// ResultsColumns are the standings table's columns, in order: the bot's
// column is as wide as W at least, wider where there is room.
var ResultsColumns = []ResultsColumn{
	ColRank: {"#", 30, 0}, ColBot: {"bot", 150, 0}, ColRating: {"rating", 66, 6}, ColGames: {"games", 58, 4},
	ColWins: {"wins", 52, 0}, ColDraws: {"draws", 58, 5}, ColLosses: {"losses", 62, 0},
	ColWinRate: {"win rate", 76, 3}, ColPlace: {"place", 54, 2}, ColDrops: {"drops", 54, 1},
	ColTimeouts: {"timeouts", 74, 8}, ColInvalid: {"invalid", 62, 7},
}

// Design sizes of the results browser.
const (
	resultsListMin = 340 // the match list's narrowest, beside the table
	resultsGap     = 28  // between the table and the list
	resultsBotMax  = 260 // the bot column's widest
	resultsRowH    = 30  // a row of the table
	resultsMatchH  = 46  // a row of the list
	resultsTop     = 110 // where the table starts, under the title
)

// ResultsCell is a column shown: which one, where.
type ResultsCell struct {
	Col  int // an index in ResultsColumns
	X, W float64
}

// ResultsPlaces is where the results browser's parts go: the title at the
// top left; the standings table (a title row, then a row a bot) with the
// columns that fit; the matches the filter keeps beside it, or under it
// when the window is too narrow for both side by side.
type ResultsPlaces struct {
	Margin         float64 // the screen's left and right margin
	TableX, TableY float64 // the table's top left corner
	TableW         float64
	RowH           float64       // the height of the table's rows
	Cols           []ResultsCell // the columns shown
	BotRows        int           // the bots' rows that fit (the rest are "and N more")
	Stacked        bool          // the list is under the table
	ListX, ListW   float64       // where the match list is
	FilterY        float64       // the middle of the line saying what the list shows
	ListTop        float64       // the top of the first match row
	ListRows       int           // the match rows that fit
	Bar            Rect          // the list's scrollbar track (W 0: none)
	HintY          float64       // the middle of the hint line at the bottom
	Hits           []ResultsHit
}

// ResultsLayout places the results browser of v, reusing dst's hits and
// columns.
func (l *Layout) ResultsLayout(v *Results, dst *ResultsPlaces) {
	u := l.U
	dw, dh := l.W/u, l.H/u // the screen in design pixels
	m := 30.0
	if dw < 1000 {
		m = 16
	}
	p := ResultsPlaces{Margin: m * u, RowH: resultsRowH * u, HintY: l.H - 22*u, Hits: dst.Hits[:0], Cols: dst.Cols[:0]}
	avail := dw - 2*m
	bottom := dh - 42 // the lists end here

	// Side by side when the table fits beside the list with at most its
	// three least columns gone; else the list under the table when that
	// leaves it four rows at least; else side by side whatever goes.
	keep, w := fitColumns(avail - resultsGap - resultsListMin)
	stackedTop := resultsTop + resultsRowH*float64(len(v.R.Bots)+1) + 18
	stacked := false
	if dropped(keep) > 3 {
		if sk, sw := fitColumns(avail); int((bottom-stackedTop-64)/resultsMatchH) >= 4 {
			keep, w, stacked = sk, sw, true
		}
	}
	// The bot column takes some of what is spare.
	spare := avail - w
	if !stacked {
		spare = (avail - resultsGap - resultsListMin - w) * 0.3
	}
	grow := min(max(0, spare), resultsBotMax-ResultsColumns[ColBot].W)
	w += grow

	p.TableX, p.TableY, p.TableW, p.Stacked = m*u, resultsTop*u, w*u, stacked
	x := p.TableX
	for c, col := range ResultsColumns {
		if !col.shown(keep) {
			continue
		}
		cw := col.W
		if c == ColBot {
			cw += grow
		}
		p.Cols = append(p.Cols, ResultsCell{Col: c, X: x, W: cw * u})
		x += cw * u
	}
	tableEnd := bottom
	if stacked {
		tableEnd = stackedTop - 18
	}
	p.BotRows = min(len(v.R.Bots), max(0, int((tableEnd-resultsTop)/resultsRowH)-1))
	if p.BotRows < len(v.R.Bots) {
		p.BotRows = max(0, p.BotRows-1) // a row says how many more
	}
	for i := range p.BotRows {
		ry := p.TableY + float64(i+1)*p.RowH
		for _, cell := range p.Cols {
			out := ""
			switch cell.Col {
			case ColWins:
				out = tournament.Win
			case ColDraws:
				out = tournament.Draw
			case ColLosses:
				out = tournament.Loss
			}
			if cell.Col == ColBot || out != "" {
				p.Hits = append(p.Hits, ResultsHit{R: Rect{X: cell.X, Y: ry, W: cell.W, H: p.RowH}, Bot: i, Outcome: out, Seat: -2, Match: -1})
			}
		}
	}

	// The list: what it shows, the seat buttons, the matches.
	var btnY float64
	if stacked {
		p.ListX, p.ListW = m*u, avail*u
		p.FilterY = (stackedTop + 12) * u
		btnY, p.ListTop = (stackedTop+26)*u, (stackedTop+64)*u
	} else {
		p.ListX = p.TableX + p.TableW + resultsGap*u
		p.ListW = l.W - m*u - p.ListX
		p.FilterY = 70 * u
		btnY, p.ListTop = 96*u, 134*u
	}
	seats := v.MaxSeats()
	bx, pw := p.ListX, 58*u
	if seats > 0 {
		pw = min(pw, (p.ListW-78*u)/float64(seats)-6*u)
	}
	for s := -1; s < seats; s++ {
		bw := pw
		if s < 0 {
			bw = 72 * u
		}
		p.Hits = append(p.Hits, ResultsHit{R: Rect{X: bx, Y: btnY, W: bw, H: 26 * u}, Bot: -1, Seat: s, Match: -1})
		bx += bw + 6*u
	}
	rh := resultsMatchH * u
	p.ListRows = max(1, int((bottom*u-p.ListTop)/rh))
	rowW := p.ListW
	if len(v.Shown) > p.ListRows {
		p.Bar = Rect{X: p.ListX + p.ListW - 6*u, Y: p.ListTop, W: 6 * u, H: float64(p.ListRows)*rh - 4*u}
		p.Hits = append(p.Hits, ResultsHit{R: Rect{X: p.Bar.X - 4*u, Y: p.Bar.Y, W: p.Bar.W + 8*u, H: p.Bar.H}, Bot: -1, Seat: -2, Match: -1, Bar: true})
		rowW -= 14 * u
	}
	for k := 0; k < p.ListRows && v.Top+k < len(v.Shown); k++ {
		p.Hits = append(p.Hits, ResultsHit{R: Rect{X: p.ListX, Y: p.ListTop + float64(k)*rh, W: rowW, H: rh - 4*u}, Bot: -1, Seat: -2, Match: v.Shown[v.Top+k]})
	}
	*dst = p
}

// shown reports whether the column is shown when those kept less than
// keep are left out.
func (c ResultsColumn) shown(keep int) bool { return c.Keep == 0 || c.Keep >= keep }

// fitColumns is the keep (see shown) that fits the most columns in w
// design pixels, and their width.
func fitColumns(w float64) (keep int, width float64) {
	for keep = 1; ; keep++ {
		width = 0
		more := false
		for _, c := range ResultsColumns {
			if c.shown(keep) {
				width += c.W
			}
			more = more || c.Keep >= keep
		}
		if width <= w || !more {
			return keep, width
		}
	}
}

// dropped is how many columns a keep leaves out.
func dropped(keep int) int {
	n := 0
	for _, c := range ResultsColumns {
		if !c.shown(keep) {
			n++
		}
	}
	return n
}

// ScrollTo is the top row of the list for a click at y on its scrollbar:
// the page around that point of the list.
func (p *ResultsPlaces) ScrollTo(y float64, shown int) int {
	if p.Bar.H <= 0 {
		return 0
	}
	f := (y - p.Bar.Y) / p.Bar.H
	return max(0, min(int(f*float64(shown))-p.ListRows/2, shown-p.ListRows))
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
