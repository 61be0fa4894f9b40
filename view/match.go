package view

import (
	"fmt"
	"strconv"
	"time"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/replay"
)

// Seat is what the viewer knows of the bot in one seat.
type Seat struct {
	Name string // as in the replay; Match.Name gives "Player N" for ""
	// Status is one of the replay.Status values ("" is ok); StatusTurn
	// the turn it began in (-1: before turn 0).
	Status     string
	StatusTurn int
	Detail     string
}

// FallMark is a player falling: in turn Turn, dropped by By.
type FallMark = jcreplay.FallMeta

// FallLine is a fall as listed: When "turn 88", Name "Bob", ByText "← Alice"
// (or "← own attack").
type FallLine struct {
	FallMark
	When, Name, ByText string
}

// Match is a whole game as the viewer shows it.
type Match struct {
	Title  string         // usually the replay's file name
	States []engine.State // States[t] is the state before turn t; len(Events)+1 of them
	Events []engine.Events
	Seats  [engine.NumPlayers]Seat
	// Falls are the timeline's falls: every player's fall, in turn then
	// player order.
	Falls []FallMark
	// FallLines are the Falls as the panel lists them.
	FallLines []FallLine

	names  [engine.NumPlayers]string
	banner *Banner

	// coords is the order the bots were sent squares in; records[t] is the
	// index in turns of turn t's record, or -1.
	coords  engine.Coords
	turns   []replay.TurnRecord
	records []int32
	notes   []Note // the events of note, for [ and ]
	// calloutBy[k] says who dropped Falls[k], for its callout.
	calloutBy []string
	live      bool          // still being played: turns may come (see Append)
	limit     time.Duration // the answer time limit, if the replay says
	course    Course
}

// newMatch builds the Match of a timeline; it fails if the timeline's
// states and events do not go together.
func newMatch(title string, tl *jcreplay.Timeline) (*Match, error) {
	if len(tl.States) != len(tl.Events)+1 {
		return nil, fmt.Errorf("view: %d states for %d turns", len(tl.States), len(tl.Events))
	}
	m := &Match{Title: cut(title, MaxNameRunes), States: tl.States, Events: tl.Events, Falls: tl.Falls, coords: engine.XY}
	m.records = make([]int32, len(tl.Events))
	for t := range m.records {
		m.records[t] = -1
	}
	if tl.File != nil && tl.File.Meta != nil {
		meta := tl.File.Meta
		if c, ok := engine.ParseCoords(meta.Coords); ok {
			m.coords = c
		}
		m.turns, m.limit = meta.Turns, meta.ActionTimeout
		for k, r := range meta.Turns {
			if r.Turn >= 0 && r.Turn < len(m.records) {
				m.records[r.Turn] = int32(k)
			}
		}
		for i, p := range meta.Players {
			m.Seats[i] = Seat{Name: cut(p.Name, MaxNameRunes), Status: cut(p.Status, MaxNameRunes),
				StatusTurn: p.StatusTurn, Detail: cut(p.Detail, MaxDetailRunes)}
		}
	}
	for i := range m.names {
		m.names[i] = cut(tl.Name(i), MaxNameRunes)
	}
	m.FallLines = make([]FallLine, 0, len(m.Falls))
	m.calloutBy = make([]string, 0, len(m.Falls))
	for _, f := range m.Falls {
		m.addFallText(f)
	}
	m.banner = m.makeBanner()
	m.notes = m.Notes()
	return m, nil
}

// addFallText makes the texts of fall f: its line in the list, its callout.
func (m *Match) addFallText(f FallMark) {
	by, callout := "← own attack", "by its own attack"
	if f.By != f.Player {
		by, callout = "← "+m.Name(f.By), "dropped by "+m.Name(f.By)
	}
	m.FallLines = append(m.FallLines, FallLine{f, "turn " + strconv.Itoa(f.Turn), m.Name(f.Player), by})
	m.calloutBy = append(m.calloutBy, callout)
}

// Turns is the number of turns played.
func (m *Match) Turns() int { return len(m.Events) }

// Name is player i's name, "Player i" when the replay has none.
func (m *Match) Name(i int) string {
	if i < 0 || i >= engine.NumPlayers {
		return "nobody"
	}
	return m.names[i]
}

// FallTurns returns the distinct turns in which a player fell, in order.
func (m *Match) FallTurns() []int {
	var ts []int
	for _, f := range m.Falls {
		if len(ts) == 0 || ts[len(ts)-1] != f.Turn {
			ts = append(ts, f.Turn)
		}
	}
	return ts
}

// Coords is the order the match's bots were sent squares in.
func (m *Match) Coords() engine.Coords { return m.coords }
