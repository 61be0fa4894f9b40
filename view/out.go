package view

import (
	"slices"
	"strconv"
	"strings"

	"floorfall/game"
)

// OutMark is a seat out of the game, as the result tells it
// (game.Outcome): in turn Turn, put out by By (itself for its own doing,
// -1 for nobody).
type OutMark struct {
	Turn, Player, By int
}

// OutLine is a seat out as the panel lists it: When "turn 88", Name
// "Bob", ByText "← Alice" ("← itself", "" for nobody).
type OutLine struct {
	OutMark
	When, Name, ByText string
}

// OutsTitle is the title of the panel's list of the seats out.
const OutsTitle = "out"

// outcome is seat i's outcome in the result of the turns so far: in the
// game, for a seat the result does not have.
func (m *Match) outcome(i int) game.Outcome {
	if i >= 0 && i < len(m.outcomes) {
		return m.outcomes[i]
	}
	return game.In()
}

// Outcome is seat i's outcome after the turns played (of a live match,
// so far).
func (m *Match) Outcome(i int) game.Outcome { return m.outcome(i) }

// takeResult reads the result of the turns so far: the outcomes, and
// from them the seats out, in turn then seat order.
func (m *Match) takeResult() {
	m.outcomes = m.board.Result().Outcomes
	m.Outs, m.OutLines = m.Outs[:0], m.OutLines[:0]
	for i, o := range m.outcomes {
		if o.Out {
			m.Outs = append(m.Outs, OutMark{Turn: o.Turn, Player: i, By: o.By})
		}
	}
	slices.SortStableFunc(m.Outs, func(a, b OutMark) int { return a.Turn - b.Turn })
	for _, f := range m.Outs {
		by := ""
		switch {
		case f.By == f.Player:
			by = "← itself"
		case f.By >= 0:
			by = "← " + m.NameAt(f.Turn, f.By)
		}
		m.OutLines = append(m.OutLines, OutLine{f, "turn " + strconv.Itoa(f.Turn), m.NameAt(f.Turn, f.Player), by})
	}
}

// outWords says how seat i went out, in the game's words, after its
// name: "fell, dropped by Bob", "sunk by itself", "eliminated".
func (m *Match) outWords(i int) string {
	o := m.outcome(i)
	how := o.How
	if how == "" {
		how = "out"
	}
	if who := m.outBy(i); who != "" {
		how += m.Game().Info().OutBy + " " + who
	}
	return how
}

// outBy names who put seat i out: "Bob", "itself", "" for nobody or a
// seat in the game.
func (m *Match) outBy(i int) string {
	o := m.outcome(i)
	switch {
	case !o.Out || o.By < 0:
		return ""
	case o.By == i:
		return "itself"
	}
	return m.NameAt(o.Turn, o.By)
}

// byText is what a card of seat i out of the game says of who put it
// out, in the game's words: "dropped by Bob", "by itself"; "" for nobody.
func (m *Match) byText(i int) string {
	who := m.outBy(i)
	if who == "" {
		return ""
	}
	by := strings.TrimLeft(m.Game().Info().OutBy, ", ")
	if by == "" {
		by = "by"
	}
	return by + " " + who
}

// appendOuts appends the events of the seats that went out in turn t.
func (m *Match) appendOuts(out []game.Note, t int) []game.Note {
	for i, o := range m.outcomes {
		if o.Out && o.Turn == t {
			out = append(out, game.Note{Turn: t, Kind: game.NoteOut, Seat: i, By: -1, Text: m.outWords(i)})
		}
	}
	return out
}
