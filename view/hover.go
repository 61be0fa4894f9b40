package view

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Hover is what the mouse points at, and the tooltip for it.
type Hover struct {
	Lines  []string // empty: nothing to tell
	Player int      // the colour of the tooltip: a player, or -1
	// Tail: the last line is a text whose end matters most (a bot's
	// status detail, ending with the end of its stderr: a stack trace
	// says what went wrong last), kept when the tooltip has no room for
	// every line (see TipLines).
	Tail bool
}

// TargetKind is the kind of thing the mouse points at.
type TargetKind uint8

// The kinds of target.
const (
	NoTarget     TargetKind = iota
	PlayerTarget            // a player's piece or card
	CellTarget              // a cell of the board
	MarkerTarget            // a mark of the timeline: a seat out
	TrackTarget             // a turn of the timeline's track
	ChartTarget             // a turn of the chart of the match's course
)

// Target is what is under the mouse, without its tooltip: finding it
// allocates nothing, so it can be looked for every frame and the tooltip
// made only when it changes. The zero value is no target.
type Target struct {
	Kind   TargetKind
	Player int     // PlayerTarget
	Cell   Cell    // CellTarget
	Turn   int     // TrackTarget
	Mark   OutMark // MarkerTarget
}

// TargetAt finds what is under pixel (x, y) for the frame fr.
func TargetAt(m *Match, l *Layout, fr *Frame, x, y float64) Target {
	if hv, ok := m.board.(Tooltips); ok && l.View.In(x, y) && l.Board.In(x, y) {
		bx, by := (x-l.Board.X)/l.Square, (y-l.Board.Y)/l.Square
		if p, c, ok := hv.HitAt(fr.Board, bx, by); ok {
			if p >= 0 {
				return Target{Kind: PlayerTarget, Player: p}
			}
			return Target{Kind: CellTarget, Cell: c}
		}
	}
	for i, r := range l.Cards {
		if r.In(x, y) {
			return Target{Kind: PlayerTarget, Player: i}
		}
	}
	if mk, ok := MarkerAt(m, l, x, y); ok {
		return Target{Kind: MarkerTarget, Mark: mk}
	}
	if c := l.ChartRect(); c.W > 0 && c.In(x, y) && m.Turns() > 0 {
		return Target{Kind: ChartTarget, Turn: l.ChartTurn(x, m.Turns())}
	}
	if t := l.Track; m.Turns() > 0 && x >= t.X && x <= t.X+t.W && y >= t.Y-10*l.U && y <= t.Y+t.H+4*l.U {
		return Target{Kind: TrackTarget, Turn: int(math.Round(l.TrackFraction(x) * float64(m.Turns())))}
	}
	return Target{}
}

// Hover is the tooltip for target t with state shown shown.
func (t Target) Hover(m *Match, shown int) Hover {
	switch t.Kind {
	case PlayerTarget:
		lines, tail := playerInfo(m, shown, t.Player)
		return Hover{Lines: lines, Player: t.Player, Tail: tail}
	case CellTarget:
		if hv, ok := m.board.(Tooltips); ok {
			lines, owner := hv.CellInfo(shown, t.Cell)
			return Hover{Lines: lines, Player: owner}
		}
	case MarkerTarget:
		return Hover{Lines: []string{MarkerInfo(m, t.Mark)}, Player: t.Mark.Player}
	case TrackTarget:
		return Hover{Lines: TurnInfo(m, t.Turn), Player: -1}
	case ChartTarget:
		return Hover{Lines: ChartInfo(m, t.Turn), Player: -1}
	}
	return Hover{Player: -1}
}

// MarkerAt is the mark of a seat out under pixel (x, y), if any.
func MarkerAt(m *Match, l *Layout, x, y float64) (OutMark, bool) {
	t := l.Track
	if y < t.Y-10*l.U || y > t.Y+t.H+4*l.U {
		return OutMark{}, false
	}
	best, bestD := -1, 6*l.U
	for i, f := range m.Outs {
		if d := math.Abs(l.MarkerX(f.Turn, m.Turns()) - x); d <= bestD {
			best, bestD = i, d
		}
	}
	if best < 0 {
		return OutMark{}, false
	}
	return m.Outs[best], true
}

// MarkerInfo says how a seat went out, in the game's words: "turn 120:
// Alice fell, dropped by Bob", "turn 40: Bob sunk by itself".
func MarkerInfo(m *Match, f OutMark) string {
	return "turn " + strconv.Itoa(f.Turn) + ": " + m.NameAt(f.Player, f.Turn) + " " + m.outWords(f.Player)
}

// ChartInfo gives the chart's values after turn t: "turn 120" (and which
// chart, when the board has several), then a line a series ("on board 3").
func ChartInfo(m *Match, t int) []string {
	c := m.Chart()
	lines := []string{"turn " + strconv.Itoa(t)}
	if len(c.Tabs) > 1 {
		lines[0] += " · " + c.Label
	}
	for _, s := range c.Series {
		if t < 0 || t >= len(s.Values) {
			continue
		}
		label := s.Label
		if s.Seat >= 0 {
			label = m.Name(s.Seat)
		}
		lines = append(lines, label+" "+strconv.FormatFloat(s.Values[t], 'f', -1, 64))
	}
	return lines
}

// PlayerInfo describes seat i in state shown: its name, how it went out
// (the result's), what the game says of it, and its bot's trouble if any.
func PlayerInfo(m *Match, shown, i int) []string {
	lines, _ := playerInfo(m, shown, i)
	return lines
}

// playerInfo is PlayerInfo, and whether its last line is the bot's status
// detail (Hover.Tail).
func playerInfo(m *Match, shown, i int) (lines []string, tail bool) {
	lines = []string{fmt.Sprintf("P%d %s", i, m.Name(i))}
	if o := m.outcome(i); o.OutAt(shown) {
		lines = append(lines, o.Says(m.Game().Info(), i, func(s int) string { return m.NameAt(s, o.Turn) }))
	}
	if hv, ok := m.board.(Tooltips); ok {
		lines = append(lines, hv.PlayerInfo(shown, i)...)
	}
	if i < len(m.Seats) {
		if st := m.Seats[i]; st.Detail != "" && badge(st, shown) != "" {
			if f, ok := m.Game().Info().MoreTime(st.Status, st.StatusTurn, st.Detail); ok {
				lines = append(lines, f.Flag+" gives its bot more time")
			}
			lines, tail = append(lines, badge(st, shown)+": "+st.Detail), true
		}
	}
	return lines, tail
}

// TipLines are a tooltip's lines as drawn, at most most of them: each
// line broken at its newlines and wrapped (wrap); when there are more,
// the last says how many more there were, or, with tail (Hover.Tail), the
// last line's first row stays (what happened), then how many rows are
// left out, then its last rows (the end of the stack trace).
func TipLines(lines []string, tail bool, most int, wrap func(string) []string) []string {
	var out []string
	last := 0 // where the last line's rows begin
	for _, line := range lines {
		last = len(out)
		for _, part := range strings.Split(line, "\n") {
			out = append(out, wrap(strings.TrimRight(part, "\r"))...)
		}
	}
	if len(out) <= most {
		return out
	}
	if !tail || last+2 >= most-1 {
		more := len(out) - (most - 1)
		return append(out[:most-1], "… "+strconv.Itoa(more)+" more lines")
	}
	head := out[:last+1]
	end := out[len(out)-(most-len(head)-1):]
	kept := append(slices.Clip(head), "… "+strconv.Itoa(len(out)-len(head)-len(end))+" lines before")
	return append(kept, end...)
}

// TurnInfo says what happened in turn t, for the timeline's tooltip: the
// turn, then its events of note (at most 4), or that there were none.
func TurnInfo(m *Match, t int) []string {
	lines := []string{"turn " + strconv.Itoa(t)}
	k := sort.Search(len(m.notes), func(i int) bool { return m.notes[i].Turn >= t })
	for ; k < len(m.notes) && m.notes[k].Turn == t && len(lines) < 5; k++ {
		lines = append(lines, DescribeNote(m, m.notes[k]))
	}
	if len(lines) == 1 {
		lines = append(lines, "nothing of note")
	}
	return lines
}
