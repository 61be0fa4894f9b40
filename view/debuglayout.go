package view

// DebugText is where the debug panel of one player puts its sections
// (what was sent, answered, written on stderr): section s's Room[s] rows
// fill Area[s], LH high each (a row's middle at Area[s].Y + LH/2 + k*LH), the text from TextX
// on; Took is the y of the row saying how long the answer took and Taken
// of the first of the TakenRows rows saying what was taken (after the
// answer's rows), TakenLH apart.
type DebugText struct {
	Area        [NumSections]Rect
	Room        [NumSections]int
	LH, TextX   float64
	Took, Taken float64
	TakenRows   int
	TakenLH     float64
	Cols        int // the characters a row holds, about
	TakenCols   int // the characters a row of what was taken holds (larger type)
}

// DebugNeed is what the debug panel's text of one answer needs: Rows[s]
// rows for section s; Taken rows for what was taken (folded: TakenCols
// wide); Trouble: the bot failed in the turn, or the rules refused its
// answer (Debug.Trouble), and what it wrote on stderr gets more room.
type DebugNeed struct {
	Rows    [NumSections]int
	Taken   int
	Trouble bool
}

// DebugChartH is the height of the answer-time chart at the bottom of the
// debug panel, at scale 1.
const DebugChartH = 80

// MaxTakenRows is the most rows what was taken folds into.
const MaxTakenRows = 8

// DebugText lays the debug panel's sections out for need (see shareRows):
// every section has a row at least, what was taken as many rows as it
// needs (up to MaxTakenRows).
func (l *Layout) DebugText(need DebugNeed) DebugText {
	u := l.U
	pn := l.Panel
	d := DebugText{LH: 14 * u, TextX: pn.X + 76*u, TakenLH: 17 * u}
	d.Cols = max(8, int((pn.W-92*u)/(6.6*u)))
	d.TakenCols = max(8, int((pn.W-92*u)/(7.2*u)))
	top := l.View.Y + 50*u + 26*u
	bottom := pn.Y + pn.H - 12*u - DebugChartH*u - 30*u
	gap, row := 8*u, 22*u
	room := func(taken int) int {
		return max(4, int((bottom-top-3*gap-2*row-float64(taken-1)*d.TakenLH)/d.LH)+1)
	}
	d.TakenRows = min(max(1, need.Taken), MaxTakenRows)
	for d.TakenRows > 1 && room(d.TakenRows) < 4*d.TakenRows {
		d.TakenRows-- // what was taken takes no more than a fifth of the rows
	}
	rows := room(d.TakenRows)
	d.Room = shareRows(rows, need.Rows, need.Trouble)
	y := top
	for s := range NumSections {
		d.Area[s] = Rect{X: pn.X, Y: y - d.LH/2, W: pn.W, H: float64(d.Room[s]) * d.LH}
		if d.Room[s] > 0 {
			y += d.Area[s].H + gap
		}
		if Section(s) == SecAnswer {
			d.Took, d.Taken = y-gap+d.LH/2, y-gap+d.LH/2+row
			y += 2*row - gap/2 + float64(d.TakenRows-1)*d.TakenLH
		}
	}
	return d
}

// shareRows shares rows among the sections needing need[s] rows each:
// each a row, then the answer up to a quarter of them, what the bot wrote
// on stderr up to a third (three fifths in a turn of trouble, before the
// answer), its drawings up to a sixth, the input all it needs of the rest,
// then what the others still need.
func shareRows(rows int, need [NumSections]int, trouble bool) [NumSections]int {
	var room [NumSections]int
	left := rows
	for s := range room {
		if Section(s) == SecDrew && need[s] == 0 {
			continue // no drawings: no row
		}
		need[s] = max(1, need[s])
		room[s] = 1
		left--
	}
	give := func(s Section, most int) { // up to most rows in all
		n := max(0, min(left, need[s]-room[s], most-room[s]))
		room[s] += n
		left -= n
	}
	if trouble {
		give(SecStderr, rows*3/5)
	}
	give(SecAnswer, rows/4)
	give(SecStderr, rows/3)
	give(SecDrew, rows/6)
	give(SecSent, rows)
	give(SecAnswer, rows)
	give(SecStderr, rows)
	give(SecDrew, rows)
	return room
}

// SectionAt is the section of the debug panel at (x, y), or
// NumSections.
func (d *DebugText) SectionAt(x, y float64) Section {
	for s := range NumSections {
		if d.Area[s].In(x, y) {
			return Section(s)
		}
	}
	return NumSections
}
