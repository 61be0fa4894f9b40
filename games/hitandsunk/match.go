package hitandsunk

import (
	"fmt"

	"floorfall/game"
	"floorfall/games/hitandsunk/engine"
	"floorfall/replay"
)

// Match is a Hit and Sunk game in progress: one turn is one bot call.
type Match struct {
	s     *engine.State
	seed  int64
	calls []callRec // shared with clones: append only
	notes []game.Note
}

// callRec is one call as a replay keeps it.
type callRec struct {
	Round int     `json:"round"`
	ID    int     `json:"id"`
	Arg   *string `json:"arg"`
	Out   *string `json:"out"`
	// Missing says why the bot gave no answer ("timeout", "not-ready"...).
	Missing string `json:"missing,omitempty"`
}

func newMatch(s *engine.State, seed int64) *Match { return &Match{s: s, seed: seed} }

// State is the game's state after the calls played: the match's own.
func (m *Match) State() *engine.State { return m.s }

func (m *Match) Turn() int  { return m.s.Calls }
func (m *Match) Over() bool { return m.s.Over }

// Acting: the one seat called next.
func (m *Match) Acting(dst []game.Act) []game.Act {
	if seat := m.s.Acting(); seat >= 0 {
		dst = append(dst, game.Act{Seat: seat})
	}
	return dst
}

// Input is the argument of the next call if seat is called (nothing for
// the ship-choice call: the bot is run with no argument).
func (m *Match) Input(dst []byte, seat int) []byte {
	if seat != m.s.Acting() {
		return dst
	}
	return m.s.AppendArg(dst)
}

// Play plays the next call with the acting seat's reply; no answer (a
// timeout, a bot that could not be run, no bot) is an empty answer.
func (m *Match) Play(replies []game.Reply) game.Turn {
	seat := m.s.Acting()
	if seat < 0 {
		return game.Turn{Number: m.s.Calls}
	}
	rp := game.Reply{Seat: seat, Missing: "no-bot"}
	for _, r := range replies {
		if r.Seat == seat {
			rp = r
		}
	}
	return m.play(rp.Text, rp.Missing)
}

// play plays the next call with an answer (missing: why there is none).
func (m *Match) play(text, missing string) game.Turn {
	rec := callRec{Round: m.s.Round, ID: m.s.Acting(), Missing: missing}
	if m.s.Round > 0 {
		arg := string(m.s.AppendArg(nil))
		rec.Arg = &arg
	}
	n := m.s.Calls
	c := m.s.Play(text, missing == "")
	if c.Round > 0 || c.Answer != "" {
		out := c.Answer
		rec.Out = &out
	}
	m.calls = append(m.calls, rec)
	t := turnOf(m.s, n, c)
	m.notes = append(m.notes, t.Notes...)
	return t
}

// turnOf is a call's events for the shared layers: the seats whose ship
// sank, or that got none, are out (never called again).
func turnOf(s *engine.State, n int, c *engine.Call) game.Turn {
	t := game.Turn{Number: n, Events: c, Notes: notesOf(n, c)}
	t.Out = append(t.Out, c.Sunk...)
	if c.Round == 0 && c.Class == 0 {
		t.Out = append(t.Out, c.Seat)
	}
	return t
}

// notesOf are a call's events worth a line: ships sunk, seats without a
// ship.
func notesOf(n int, c *engine.Call) []game.Note {
	var notes []game.Note
	if c.Round == 0 && c.Class == 0 {
		notes = append(notes, game.Note{Turn: n, Seat: c.Seat, By: -1, Kind: "no-ship",
			Text: fmt.Sprintf("player %d chose no ship (answer %q)", c.Seat, c.Answer)})
	}
	for _, v := range c.Sunk {
		by := c.Seat
		for _, st := range c.Steps {
			for _, h := range st.Hits {
				if h.Seat == v && h.Sunk {
					by = h.By
				}
			}
		}
		text := fmt.Sprintf("player %d sank player %d in round %d", by, v, c.Round)
		if by == v {
			text = fmt.Sprintf("player %d sank itself in round %d", v, c.Round)
		}
		notes = append(notes, game.Note{Turn: n, Seat: v, By: by, Kind: "sink", Text: text})
	}
	return notes
}

// Result is the outcome so far.
func (m *Match) Result() game.Result { return resultOf(m.s) }

// resultOf: the scores, and each seat's place in the controller's final
// table (no shared places: remaining ties in seat order).
// ResultOf is the result of a game in state s.
func ResultOf(s *engine.State) game.Result { return resultOf(s) }

func resultOf(s *engine.State) game.Result {
	sc := s.Scores()
	n := len(sc)
	r := game.Result{Over: s.Over, Reason: s.Reason, Turns: s.Calls, Winner: -1,
		Ranks: make([]int, n), Scores: make([]float64, n)}
	ships := s.ShipCount()
	if s.Round == 0 {
		ships = n
	}
	r.TurnLimit = n + s.RoundsMax*ships
	hits, sunken, damage, alive := make([]int, n), make([]int, n), make([]int, n), make([]bool, n)
	for i, v := range sc {
		r.Scores[i] = float64(v.Score)
		hits[i], sunken[i], damage[i], alive[i] = v.Hits, v.Sunken, v.Damage, v.Alive
	}
	for place, seat := range engine.Ranking(sc) {
		r.Ranks[seat] = place + 1
		if place == 0 && s.Over {
			r.Winner = seat
		}
	}
	r.Stats = map[string]any{"hits": hits, "sunken": sunken, "damage": damage, "alive": alive}
	return r
}

// Clone copies the match.
func (m *Match) Clone() game.Match {
	c := *m
	c.s = m.s.Clone()
	c.calls = m.calls[:len(m.calls):len(m.calls)]
	c.notes = m.notes[:len(m.notes):len(m.notes)]
	return &c
}

// Replay is the replay of the calls played.
func (m *Match) Replay(meta *replay.Meta) game.Replay {
	r := &Replay{plan: m.s.Plan(), seed: m.seed, seeded: m.s.Seeded(), final: m.s.Clone(),
		calls: m.calls[:len(m.calls):len(m.calls)], notes: m.notes[:len(m.notes):len(m.notes)]}
	if meta != nil {
		c := meta.Normalize(Name, resultOf(m.s).TurnLimit, r.Seats())
		c.Game = Name
		if r.seeded {
			seed := m.seed
			c.Seed = &seed
		}
		r.meta = &c
	}
	return r
}
