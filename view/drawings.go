package view

import (
	"strconv"
	"strings"

	"floorfall/draw"
	"floorfall/game"
)

// DrawSeats says whose drawings are shown over the board (see package
// draw): DrawAll (the zero value), DrawNone, DrawDebug or one seat's
// (DrawSeat).
type DrawSeats int

// The choices of DrawSeats other than one seat.
const (
	DrawAll   DrawSeats = 0  // every seat's
	DrawNone  DrawSeats = -1 // none
	DrawDebug DrawSeats = -2 // the seat of the debug panel's (every seat's while it is closed)
)

// DrawSeat is the choice of seat i's drawings only.
func DrawSeat(i int) DrawSeats { return DrawSeats(i + 1) }

// ParseDrawSeats reads "all", "none" or a seat number (--draw).
func ParseDrawSeats(s string) (DrawSeats, bool) {
	switch s {
	case "all", "":
		return DrawAll, true
	case "none":
		return DrawNone, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 255 {
		return DrawNone, false
	}
	return DrawSeat(n), true
}

// Next is the choice after d, for the key that cycles them: every seat,
// the debug panel's, none.
func (d DrawSeats) Next() DrawSeats {
	switch d {
	case DrawAll:
		return DrawDebug
	case DrawDebug:
		return DrawNone
	}
	return DrawAll
}

// Text names the choice, for a message: "drawings: all seats".
func (d DrawSeats) Text() string {
	switch d {
	case DrawAll:
		return "drawings: every seat's"
	case DrawNone:
		return "drawings: none"
	case DrawDebug:
		return "drawings: the debug panel's seat"
	}
	return "drawings: seat " + strconv.Itoa(int(d)-1) + "'s"
}

// Shows reports whether seat i's drawings are shown, debug being the seat
// of the debug panel (-1: closed).
func (d DrawSeats) Shows(i, debug int) bool {
	switch d {
	case DrawAll:
		return true
	case DrawNone:
		return false
	case DrawDebug:
		return debug < 0 || debug == i
	}
	return int(d)-1 == i
}

// DrawShape is a shape a bot drew over the board, at board positions (the
// game's, see game.Drawable): a dot, a line, a circle or a label.
type DrawShape struct {
	Seat int
	Kind draw.Kind
	// A is where it is; B a line's end, moved round a board that wraps to
	// lie nearest A (it may then lie off the board), BOn that end on the
	// board.
	A, B, BOn game.Pos
	R         float64    // a circle's radius, in squares
	Col       draw.Color // not Set: the seat's colour
	Text      string     // a label's
}

// Drawings are what the seats drew in one turn, read from its records.
type Drawings struct {
	Turn   int
	Shapes []DrawShape
	// Says are each seat's "say" lines of the turn (nil for none).
	Says [][]string
}

// drawCache keeps the drawings of the last turn asked for: a frame is
// drawn many times a turn.
type drawCache struct {
	turns int // m.Turns() when made: a live match's turn may get records
	d     *Drawings
}

// Drawings are the drawings of turn t (all seats'), parsed once a turn;
// nil when no seat drew in it. The commands a game cannot place (a file
// edited by hand) are left out.
func (m *Match) Drawings(t int) *Drawings {
	if c := m.draws; c.d != nil && c.d.Turn == t && c.turns == m.Turns() {
		return c.d
	}
	d := m.buildDrawings(t)
	m.draws = drawCache{turns: m.Turns(), d: d}
	return d
}

func (m *Match) drawable() game.Drawable {
	if g, ok := m.live.(game.Drawable); ok {
		return g
	}
	g, _ := m.src.(game.Drawable)
	return g
}

func (m *Match) buildDrawings(t int) *Drawings {
	d := &Drawings{Turn: t}
	if t < 0 || t >= len(m.records) {
		return d
	}
	g := m.drawable()
	if g == nil {
		return d
	}
	arity := g.PosArity()
	var w game.Wrapping
	if m.live != nil {
		w, _ = m.live.(game.Wrapping)
	} else {
		w, _ = m.src.(game.Wrapping)
	}
	for _, k := range m.records[t] {
		rec := &m.turns[k]
		for _, line := range rec.Draw {
			c, why := draw.Parse(line, arity)
			if why != "" {
				continue
			}
			if c.Kind == draw.Say {
				for len(d.Says) <= rec.Seat {
					d.Says = append(d.Says, nil)
				}
				d.Says[rec.Seat] = append(d.Says[rec.Seat], c.Text)
				continue
			}
			s := DrawShape{Seat: rec.Seat, Kind: c.Kind, R: float64(c.R), Col: c.Color, Text: c.Text}
			var ok bool
			if s.A, ok = g.DrawPos(rec.Seat, c.Pos(0, arity)); !ok {
				continue
			}
			if c.Kind == draw.Line {
				if s.B, ok = g.DrawPos(rec.Seat, c.Pos(1, arity)); !ok {
					continue
				}
				s.BOn = s.B
				if w != nil {
					s.B = w.Nearest(s.A, s.B)
				}
			}
			d.Shapes = append(d.Shapes, s)
		}
	}
	return d
}

// Say is seat i's last "say" line of turn t, "" for none.
func (d *Drawings) Say(i int) string {
	if d == nil || i < 0 || i >= len(d.Says) || len(d.Says[i]) == 0 {
		return ""
	}
	return d.Says[i][len(d.Says[i])-1]
}

// Say is the last "say" line seat i's bot drew in turn t, "" for none.
func (m *Match) Say(t, i int) string {
	r := m.Record(t, i)
	if r == nil {
		return ""
	}
	for k := len(r.Draw) - 1; k >= 0; k-- {
		if !strings.HasPrefix(r.Draw[k], "say") {
			continue
		}
		if c, why := draw.Parse(r.Draw[k], draw.MaxArity); why == "" && c.Kind == draw.Say {
			return c.Text
		}
	}
	return ""
}
