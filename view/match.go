package view

import (
	"fmt"
	"strconv"

	"floorfall/engine"
)

// Seat is what the viewer knows of the bot in one seat.
type Seat struct {
	Name string // "" shows "Player N"
	// Status is "ok", "not-ready", "timeout" or "exited" ("" is ok);
	// StatusTurn the turn it began in (-1: before turn 0).
	Status     string
	StatusTurn int
	Detail     string
}

// FallMark is a player falling: in turn Turn, dropped by By.
type FallMark struct {
	Turn, Player, By int
}

// FallLine is a fall as listed: When "t88", Name "Bob", ByText "← Alice"
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
	Falls  []FallMark // every player's fall, in turn then player order
	// FallLines are the Falls as the panel lists them.
	FallLines []FallLine

	names [engine.NumPlayers]string
}

// NewMatch builds a Match from the states and events of a game:
// states[t] before turn t, events[t] of turn t, len(states) == len(events)+1.
func NewMatch(title string, states []engine.State, events []engine.Events, seats [engine.NumPlayers]Seat) (*Match, error) {
	if len(states) != len(events)+1 {
		return nil, fmt.Errorf("view: %d states for %d turns", len(states), len(events))
	}
	m := &Match{Title: title, States: states, Events: events, Seats: seats}
	for i := range m.names {
		m.names[i] = seats[i].Name
		if m.names[i] == "" {
			m.names[i] = fmt.Sprintf("Player %d", i)
		}
	}
	for t := range events {
		for _, f := range events[t].Falls {
			for _, p := range f.Players {
				m.Falls = append(m.Falls, FallMark{Turn: t, Player: p, By: f.By})
			}
		}
	}
	for _, f := range m.Falls {
		by := "← own attack"
		if f.By != f.Player {
			by = "← " + m.Name(f.By)
		}
		m.FallLines = append(m.FallLines, FallLine{f, "t" + strconv.Itoa(f.Turn), m.Name(f.Player), by})
	}
	return m, nil
}

// Play builds a Match by playing commands from a placement with the engine
// (for tests, tools and benchmarks).
func Play(title string, p engine.Placement, turnLimit int, commands []engine.Command, seats [engine.NumPlayers]Seat) (*Match, error) {
	s, err := engine.NewGame(p, turnLimit)
	if err != nil {
		return nil, err
	}
	states := []engine.State{*s}
	var events []engine.Events
	for _, c := range commands {
		if s.Over {
			break
		}
		events = append(events, engine.Step(s, engine.Action{Reply: string(rune(c))}))
		states = append(states, *s)
	}
	return NewMatch(title, states, events, seats)
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

// Over reports whether the game ended (the replay may stop before its end).
func (m *Match) Over() bool { return m.States[len(m.States)-1].Over }
