package view

import (
	"fmt"
	"math"
	"sort"
	"strconv"
)

// Hover is what the mouse points at, and the tooltip for it.
type Hover struct {
	Lines  []string // empty: nothing to tell
	Player int      // the colour of the tooltip: a player, or -1
}

// TargetKind is the kind of thing the mouse points at.
type TargetKind uint8

// The kinds of target.
const (
	NoTarget     TargetKind = iota
	PlayerTarget            // a player's token or card
	CellTarget              // a cell of the board
	MarkerTarget            // a fall marker of the timeline
	TrackTarget             // a turn of the timeline's track
	ChartTarget             // a turn of the chart of the match's course
)

// Target is what is under the mouse, without its tooltip: finding it
// allocates nothing, so it can be looked for every frame and the tooltip
// made only when it changes. The zero value is no target.
type Target struct {
	Kind   TargetKind
	Player int      // PlayerTarget
	Cell   Cell     // CellTarget
	Turn   int      // TrackTarget
	Mark   FallMark // MarkerTarget
}

// TargetAt finds what is under pixel (x, y) for the frame fr.
func TargetAt(m *Match, l *Layout, fr *Frame, x, y float64) Target {
	if l.View.In(x, y) && l.Board.In(x, y) {
		bx, by := (x-l.Board.X)/l.Square, (y-l.Board.Y)/l.Square
		if p, c, ok := m.board.HitAt(fr.Board, bx, by); ok {
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
		return Hover{PlayerInfo(m, shown, t.Player), t.Player}
	case CellTarget:
		lines, owner := m.board.CellInfo(shown, t.Cell)
		return Hover{lines, owner}
	case MarkerTarget:
		return Hover{[]string{MarkerInfo(m, t.Mark)}, t.Mark.Player}
	case TrackTarget:
		return Hover{TurnInfo(m, t.Turn), -1}
	case ChartTarget:
		return Hover{ChartInfo(m, t.Turn), -1}
	}
	return Hover{Player: -1}
}

// MarkerAt is the fall marker under pixel (x, y), if any.
func MarkerAt(m *Match, l *Layout, x, y float64) (FallMark, bool) {
	t := l.Track
	if y < t.Y-10*l.U || y > t.Y+t.H+4*l.U {
		return FallMark{}, false
	}
	best, bestD := -1, 6*l.U
	for i, f := range m.Falls {
		if d := math.Abs(l.MarkerX(f.Turn, m.Turns()) - x); d <= bestD {
			best, bestD = i, d
		}
	}
	if best < 0 {
		return FallMark{}, false
	}
	return m.Falls[best], true
}

// MarkerInfo describes a fall: "turn 120: Alice fell, dropped by Bob".
func MarkerInfo(m *Match, f FallMark) string {
	s := "turn " + strconv.Itoa(f.Turn) + ": " + m.NameAt(f.Player, f.Turn) + " fell"
	switch {
	case f.By == f.Player:
		s += ", own attack"
	case f.By >= 0:
		s += ", dropped by " + m.NameAt(f.By, f.Turn)
	}
	return s
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

// PlayerInfo describes seat i in state shown: its name, what the game says
// of it, and its bot's trouble if any.
func PlayerInfo(m *Match, shown, i int) []string {
	lines := append([]string{fmt.Sprintf("P%d %s", i, m.Name(i))}, m.board.PlayerInfo(shown, i)...)
	if i < len(m.Seats) {
		if st := m.Seats[i]; st.Detail != "" && badge(st, shown) != "" {
			lines = append(lines, badge(st, shown)+": "+st.Detail)
		}
	}
	return lines
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
