package view

import (
	"slices"
	"unicode/utf8"

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

// ResultsColumn is a column of the standings table: what it shows, its
// title, its width in design pixels, and how long it stays when the
// window is narrow (the lowest Keep goes first; 0 always stays).
type ResultsColumn struct {
	Kind int // ColRank ... ColInvalid
	// Name is the game's figure (ColFigure) or way out (ColOut) shown.
	Name  string
	Title string
	W     float64
	Keep  int
}

// The kinds of columns of the standings table.
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
	ColScore  // the mean score a game
	ColFigure // one of the game's figures, a game (a yes or no: the share of games)
	ColOut    // the games a bot's seat left the game one way (sunk, fell)
	ColTimeouts
	ColInvalid
)

// resultsColumns are the standings table's columns for r, in order: the
// fixed ones, the score and the game's figures and ways out between the
// place and the bots' health. Narrow, the games go first, then the
// figures after the second, the ways out after the first, the draws, the
// win rate...; the rank, bot, wins, losses, and the health stay. The
// draws are left out when no bot has one (a game with no shared first
// place); the bot's column is as wide as W at least, wider where there
// is room.
func resultsColumns(r *tournament.Results) []ResultsColumn {
	cols := []ResultsColumn{
		{Kind: ColRank, Title: "#", W: 30}, {Kind: ColBot, Title: "bot", W: 140},
		{Kind: ColRating, Title: "rating", W: 60, Keep: 15}, {Kind: ColGames, Title: "games", W: 58, Keep: 1},
		{Kind: ColWins, Title: "wins", W: 52},
	}
	if slices.ContainsFunc(r.Bots, func(b tournament.BotResult) bool { return b.Draws > 0 }) {
		cols = append(cols, ResultsColumn{Kind: ColDraws, Title: "draws", W: 58, Keep: 11})
	}
	cols = append(cols, ResultsColumn{Kind: ColLosses, Title: "losses", W: 60},
		ResultsColumn{Kind: ColWinRate, Title: "win rate", W: 74, Keep: 3},
		ResultsColumn{Kind: ColPlace, Title: "place", W: 54, Keep: 17},
		ResultsColumn{Kind: ColScore, Title: "score", W: 62, Keep: 19})
	for k, f := range r.Figures {
		keep := max(4, 10-k) // after the second, the later the sooner gone
		switch {
		case f.Name == r.PointsFigure:
			keep = 18 // the contest's ranking: as long as the score
		case k == 0:
			keep = 16
		case k == 1:
			keep = 14
		}
		cols = append(cols, ResultsColumn{Kind: ColFigure, Name: f.Name, Title: f.Title(), W: titleW(f.Title()), Keep: keep})
	}
	for k, how := range r.Outs {
		keep := 13
		if k > 0 {
			keep = 2
		}
		cols = append(cols, ResultsColumn{Kind: ColOut, Name: how, Title: how, W: titleW(how), Keep: keep})
	}
	// The bots' health stays longest when a bot was ill, goes first when
	// none was.
	health := func(keep int, n func(b tournament.BotResult) int) int {
		if slices.ContainsFunc(r.Bots, func(b tournament.BotResult) bool { return n(b) > 0 }) {
			return keep
		}
		return 1
	}
	return append(cols, ResultsColumn{Kind: ColTimeouts, Title: "timeouts", W: 72, Keep: health(20, func(b tournament.BotResult) int { return b.Timeouts })},
		ResultsColumn{Kind: ColInvalid, Title: "refused", W: 64, Keep: health(18, func(b tournament.BotResult) int { return b.Invalid })})
}

// titleW is the width of a column titled title, in design pixels: the
// title's at the table's type (7 a letter, which a wide one such as "m"
// and the type's hinting may pass: 2 more), or a value's ("-12.75"), with
// room around.
func titleW(title string) float64 {
	return max(54, 7*float64(utf8.RuneCountInString(title))+18)
}

// Design sizes of the results browser.
const (
	resultsListMin = 320 // the match list's narrowest, beside the table
	resultsGap     = 28  // between the table and the list
	resultsBotMax  = 260 // the bot column's widest
	resultsRowH    = 30  // a row of the table
	resultsMatchH  = 46  // a row of the list
	resultsOutsH   = 64  // a row of the list that says who left the game when
	resultsTop     = 110 // where the table starts, under the title
)

// ResultsCell is a column shown: which one, where.
type ResultsCell struct {
	Col  int // an index in Results.Columns
	Kind int // its kind (ColBot...)
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
	cols := v.Columns
	matchH := v.matchH()
	keep, w := fitColumns(cols, avail-resultsGap-resultsListMin)
	stackedTop := resultsTop + resultsRowH*float64(len(v.R.Bots)+1) + 18
	stacked := false
	if dropped(cols, keep) > 3 {
		if sk, sw := fitColumns(cols, avail); int((bottom-stackedTop-64)/matchH) >= 4 {
			keep, w, stacked = sk, sw, true
		}
	}
	// The bot column takes some of what is spare.
	spare := avail - w
	if !stacked {
		spare = (avail - resultsGap - resultsListMin - w) * 0.3
	}
	grow := min(max(0, spare), resultsBotMax-cols[ColBot].W)
	w += grow

	p.TableX, p.TableY, p.TableW, p.Stacked = m*u, resultsTop*u, w*u, stacked
	x := p.TableX
	for c, col := range cols {
		if !col.shown(keep) {
			continue
		}
		cw := col.W
		if col.Kind == ColBot {
			cw += grow
		}
		p.Cols = append(p.Cols, ResultsCell{Col: c, Kind: col.Kind, X: x, W: cw * u})
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
			switch cell.Kind {
			case ColWins:
				out = tournament.Win
			case ColDraws:
				out = tournament.Draw
			case ColLosses:
				out = tournament.Loss
			}
			if cell.Kind == ColBot || out != "" {
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
	rh := matchH * u
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

// fitColumns is the keep (see shown) that fits the most of cols in w
// design pixels, and their width.
func fitColumns(cols []ResultsColumn, w float64) (keep int, width float64) {
	for keep = 1; ; keep++ {
		width = 0
		more := false
		for _, c := range cols {
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
func dropped(cols []ResultsColumn, keep int) int {
	n := 0
	for _, c := range cols {
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
