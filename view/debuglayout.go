package view

// DebugText is where the debug panel of one player puts its sections
// (what was sent, answered, written on stderr): section s's Room[s] rows
// fill Area[s], LH high each (a row's middle at Area[s].Y + LH/2 + k*LH), the text from TextX
// on; Took and Taken are the y of the rows saying how long the answer
// took and what was taken (after the answer's rows).
type DebugText struct {
	Area        [NumSections]Rect
	Room        [NumSections]int
	LH, TextX   float64
	Took, Taken float64
	Cols        int // the characters a row holds, about
}

// DebugChartH is the height of the answer-time chart at the bottom of the
// debug panel, at scale 1.
const DebugChartH = 80

// DebugText lays the debug panel's sections out for need[s] rows each: the
// answer and stderr get up to a quarter and a fifth of the rows (all they
// need when the input needs fewer), the input the rest; each section has a
// row at least.
func (l *Layout) DebugText(need [NumSections]int) DebugText {
	u := l.U
	pn := l.Panel
	d := DebugText{LH: 14 * u, TextX: pn.X + 76*u}
	d.Cols = max(8, int((pn.W-92*u)/(6.6*u)))
	top := l.View.Y + 50*u + 26*u
	bottom := pn.Y + pn.H - 12*u - DebugChartH*u - 30*u
	gap, row := 8*u, 22*u
	rows := max(4, int((bottom-top-3*gap-2*row)/d.LH)+1)
	d.Room = shareRows(rows, need)
	y := top
	for s := range NumSections {
		d.Area[s] = Rect{X: pn.X, Y: y - d.LH/2, W: pn.W, H: float64(d.Room[s]) * d.LH}
		if d.Room[s] > 0 {
			y += d.Area[s].H + gap
		}
		if Section(s) == SecAnswer {
			d.Took, d.Taken = y-gap+d.LH/2, y-gap+d.LH/2+row
			y += 2*row - gap/2
		}
	}
	return d
}

// shareRows shares rows among the sections needing need[s] rows each.
func shareRows(rows int, need [NumSections]int) [NumSections]int {
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
	give(SecAnswer, rows/4)
	give(SecDrew, rows/5)
	give(SecStderr, rows/5)
	give(SecSent, rows)
	give(SecAnswer, rows)
	give(SecDrew, rows)
	give(SecStderr, rows)
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
