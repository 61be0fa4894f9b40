package tenka1

import (
	"fmt"
	"slices"

	"floorfall/game"
	"floorfall/games/tenka1/engine"
	"floorfall/replay"
)

// Match is a Tenka1 game in progress.
type Match struct {
	s     engine.State
	moves [][engine.Agents]int8 // each turn's moves, -1 none
	// seed is the match's seed (seeded: known): the game has no chance,
	// but the built-in bots' choices come from it, so a match of them is
	// played again from its seed (the replay's meta keeps it).
	seed   int64
	seeded bool
	// refused counts each seat's replies the rules read as no move (not
	// "0" to "3", or too long), and called its turn requests the API
	// refused (API.Played gives them): Outcome.Refused.
	refused, called [engine.Agents]int
}

func newMatch(seed int64) *Match { return &Match{s: engine.New(), seed: seed, seeded: true} }

// State is the game after the turns played (the match's own).
func (m *Match) State() *engine.State { return &m.s }

// Moves are each turn's moves so far (the match's own).
func (m *Match) Moves() [][engine.Agents]int8 { return m.moves }

func (m *Match) Turn() int  { return m.s.Turn }
func (m *Match) Over() bool { return m.s.Over() }

// Acting: all six seats in every turn, within the turn's time (the
// match's action limit: 500 ms officially).
func (m *Match) Acting(dst []game.Act) []game.Act {
	if m.s.Over() {
		return dst
	}
	for a := range engine.Agents {
		dst = append(dst, game.Act{Seat: a})
	}
	return dst
}

// Input is the answer seat's call of the last turn gets: the state after
// the turns played as the seat sees it, "now" 0 (the API puts the time
// in when it answers). Before turn 0 (which no call is answered with)
// it is the start, "turn" 0, for built-in bots.
func (m *Match) Input(dst []byte, seat int) []byte {
	return m.s.AppendAnswer(dst, seat, 0)
}

// Play plays the next turn: a reply "0" to "3" is a move, anything else
// (or none) is no move: the agent stands still. After the last turn each
// seat is sent the last answer (the one its last call waits for).
func (m *Match) Play(replies []game.Reply) game.Turn {
	var moves [engine.Agents]int
	for a := range moves {
		moves[a] = -1
	}
	for _, r := range replies {
		if r.Seat < 0 || r.Seat >= engine.Agents {
			continue
		}
		switch r.Missing {
		case "":
			if moves[r.Seat] = moveOf(r.Text); moves[r.Seat] < 0 {
				m.refused[r.Seat]++
			}
		case "invalid":
			m.refused[r.Seat]++
		}
	}
	n := m.s.Turn
	m.s.Play(moves)
	var rec [engine.Agents]int8
	for a, v := range moves {
		rec[a] = int8(v)
	}
	m.moves = append(m.moves, rec)
	t := game.Turn{Number: n, Events: rec}
	if m.s.Over() {
		t.Notes = endNotes(&m.s)
		for a := range engine.Agents {
			t.Send = append(t.Send, game.Message{Seat: a, Text: string(m.s.AppendAnswer(nil, a, 0))})
		}
	}
	return t
}

// moveOf is the move a reply says: "0" to "3", else -1.
func moveOf(text string) int {
	if len(text) == 1 && text[0] >= '0' && text[0] <= '3' {
		return int(text[0] - '0')
	}
	return -1
}

// endNotes tell the ranking points at the end.
func endNotes(s *engine.State) []game.Note {
	var notes []game.Note
	pts := s.RankPoints()
	for a := range engine.Agents {
		notes = append(notes, game.Note{Turn: s.Turn - 1, Seat: a, By: -1, Kind: "rank-points",
			Text: fmt.Sprintf("player %d: score %d, ranking points %+d", a, s.Score[a], pts[a])})
	}
	return notes
}

// Result is the outcome so far: places by score (ties share), and the
// replies and turn requests of each seat refused.
func (m *Match) Result() game.Result {
	r := ResultOf(&m.s)
	for a := range r.Outcomes {
		r.Outcomes[a].Refused = m.refused[a] + m.called[a]
	}
	return r
}

// ResultOf is the outcome of state s: places by score (ties share), a
// winner only when one seat alone is first at the end.
func ResultOf(s *engine.State) game.Result {
	r := game.Result{Over: s.Over(), Turns: s.Turn, TurnLimit: engine.Turns, Winner: -1,
		Outcomes: make([]game.Outcome, engine.Agents)}
	if s.Over() {
		r.Reason = "turn-limit"
		r.Points = make([]float64, engine.Agents)
		for a, pt := range s.RankPoints() {
			r.Points[a] = float64(pt)
		}
	}
	firsts := 0
	for a, rank := range s.Ranks() {
		o := game.In()
		o.Place, o.Score = rank, float64(s.Score[a])
		o.Figures = []game.Figure{{Name: "area", Value: float64(s.Area[a])}}
		if r.Points != nil {
			o.Figures = append(o.Figures, game.Figure{Name: "rank_points", Value: r.Points[a]})
		}
		r.Outcomes[a] = o
		if rank == 1 {
			firsts++
			r.Winner = a
		}
	}
	if firsts != 1 || !s.Over() {
		r.Winner = -1
	}
	return r
}

// Clone copies the match (the moves so far are shared, never changed).
func (m *Match) Clone() game.Match {
	c := *m
	c.moves = m.moves[:len(m.moves):len(m.moves)]
	return &c
}

// Replay is the replay of the turns played.
func (m *Match) Replay(meta *replay.Meta) game.Replay {
	var mm *replay.Meta
	if meta != nil {
		c := meta.Normalize(Name, engine.Turns, engine.Agents)
		if m.seeded {
			seed := m.seed
			c.Seed = &seed
		}
		// The moves tell no refusal: the meta does (Replay.Result).
		c.Players = slices.Clone(c.Players)
		for a, o := range m.Result().Outcomes[:min(len(c.Players), engine.Agents)] {
			c.Players[a].Refused = o.Refused
		}
		mm = &c
	}
	r, _ := playBack(m.moves[:len(m.moves):len(m.moves)], mm) // a match's moves play back
	return r
}
