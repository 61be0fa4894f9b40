package view

import (
	"fmt"
	"strconv"

	"floorfall/engine"
)

// Hover is what the mouse points at, and the tooltip for it.
type Hover struct {
	Lines  []string // empty: nothing to tell
	Player int      // the colour of the tooltip: a player, or -1
}

// HoverAt says what is under pixel (x, y) for the frame fr: a player, a
// block, or a fall marker of the timeline.
func HoverAt(m *Match, l *Layout, fr *Frame, x, y float64) Hover {
	if l.Board.In(x, y) {
		bx, by := (x-l.Board.X)/l.Square, (y-l.Board.Y)/l.Square
		for i, tk := range fr.Tokens {
			dx, dy := bx-tk.X, by-tk.Y
			if tk.Visible && !tk.Falling && dx*dx+dy*dy <= 0.5*0.5 {
				return Hover{PlayerInfo(m, fr.Shown, i), i}
			}
		}
		if q, ok := l.SquareAt(x, y); ok {
			b := q.Block()
			return Hover{BlockInfo(m, fr.Shown, b), m.States[fr.Shown].Owner(b)}
		}
	}
	for i, r := range l.Cards {
		if r.In(x, y) {
			return Hover{PlayerInfo(m, fr.Shown, i), i}
		}
	}
	if mk, ok := MarkerAt(m, l, x, y); ok {
		return Hover{[]string{MarkerInfo(m, mk)}, mk.Player}
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
		if d := abs64(l.MarkerX(f.Turn, m.Turns()) - x); d <= bestD {
			best, bestD = i, d
		}
	}
	if best < 0 {
		return FallMark{}, false
	}
	return m.Falls[best], true
}

func abs64(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// MarkerInfo describes a fall: "turn 120: Alice fell, dropped by Bob".
func MarkerInfo(m *Match, f FallMark) string {
	s := "turn " + strconv.Itoa(f.Turn) + ": " + m.Name(f.Player) + " fell"
	if by := droppedBy(m, f.Player, f.By); by != "" {
		s += ", " + by
	}
	return s
}

// BlockInfo describes block b in state shown.
func BlockInfo(m *Match, shown int, b engine.Block) []string {
	s := &m.States[shown]
	head := fmt.Sprintf("block (%d, %d)", b.X, b.Y)
	k := s.Timer(b)
	switch {
	case k > 0:
		return []string{head, "falls in " + plural(k, "turn"), "set by " + m.Name(s.Owner(b))}
	case k < 0:
		return []string{head, "fallen", "stands again in " + plural(-k, "turn")}
	}
	return []string{head, "standing"}
}

// PlayerInfo describes player i in state shown.
func PlayerInfo(m *Match, shown, i int) []string {
	s := &m.States[shown]
	p := &s.Players[i]
	lines := []string{fmt.Sprintf("P%d %s", i, m.Name(i))}
	if p.Fallen {
		return append(lines, "fell in turn "+strconv.Itoa(p.FellAt))
	}
	lines = append(lines, fmt.Sprintf("square (%d, %d), facing %s", p.X, p.Y, p.Facing))
	switch {
	case p.Wait > 0:
		lines = append(lines, "waits "+plural(p.Wait, "more turn")+" after its attack")
	default:
		lines = append(lines, "ready to act")
	}
	if k := s.Timer(p.Block()); k > 0 {
		lines = append(lines, "its block falls in "+plural(k, "turn"))
	}
	if st := m.Seats[i]; st.Detail != "" && badge(st, shown) != "" {
		lines = append(lines, badge(st, shown)+": "+st.Detail)
	}
	return lines
}
