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
	// Missing says why the bot gave no answer ("timeout", "crashed"...).
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
// timeout, a call that crashed or could not be run, no bot) is an empty
// answer.
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
	t := game.Turn{Number: n, Events: c, Notes: notesOf(n, c, s)}
	t.Out = append(t.Out, c.Sunk...)
	if c.Round == 0 && c.Class == 0 {
		t.Out = append(t.Out, c.Seat)
	}
	return t
}

// notesOf are a call's events worth a line: ships sunk, seats without a
// ship.
func notesOf(n int, c *engine.Call, s *engine.State) []game.Note {
	var notes []game.Note
	if c.Round == 0 && c.Class == 0 {
		notes = append(notes, game.Note{Turn: n, Seat: c.Seat, By: -1, Kind: "no-ship",
			Text: fmt.Sprintf("player %d chose no ship (answer %q)", c.Seat, c.Answer)})
	}
	for _, v := range c.Sunk {
		by := s.Ships[v].SunkBy
		text := fmt.Sprintf("player %d sank player %d in round %d", by, v, c.Round)
		if by == v {
			text = fmt.Sprintf("player %d sank itself in round %d", v, c.Round)
		}
		notes = append(notes, game.Note{Turn: n, Seat: v, By: by, Kind: "sink", Text: text})
	}
	return notes
}

// Result is the outcome so far.
func (m *Match) Result() game.Result { return ResultOf(m.s) }

// ResultOf is the result of a game in state s: the scores, and each
// seat's place in the controller's final table (no shared places:
// remaining ties in seat order). A ship sunk is out in the call it sank
// in, by the seat that sank it; a seat that chose no ship is out from its
// choice (the controller's table still counts it alive).
func ResultOf(s *engine.State) game.Result {
	sc := s.Scores()
	n := len(sc)
	r := game.Result{Over: s.Over, Reason: s.Reason, Turns: s.Calls, Winner: -1, Outcomes: make([]game.Outcome, n)}
	ships := s.ShipCount()
	if s.Round == 0 {
		ships = n
	}
	r.TurnLimit = n + s.RoundsMax*ships
	b := func(ok bool) float64 {
		if ok {
			return 1
		}
		return 0
	}
	for i, v := range sc {
		o := game.In()
		o.Score, o.Refused = float64(v.Score), s.Ships[i].Refused
		o.Figures = []game.Figure{{Name: "hits", Value: float64(v.Hits)}, {Name: "sunken", Value: float64(v.Sunken)},
			{Name: "damage", Value: float64(v.Damage)}, {Name: "alive", Value: b(v.Alive), Bool: true}}
		sh := &s.Ships[i]
		switch {
		case sh.Class > 0 && !sh.Alive():
			o.PutOut(sh.SunkIn, sh.SunkBy, "sunk")
		case sh.Class == 0 && (s.Round > 0 || i < s.Next):
			o.PutOut(i, -1, "chose no ship")
		}
		r.Outcomes[i] = o
	}
	for place, seat := range engine.Ranking(sc) {
		r.Outcomes[seat].Place = place + 1
		if place == 0 && s.Over {
			r.Winner = seat
		}
	}
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
		c := meta.Normalize(Name, ResultOf(m.s).TurnLimit, r.Seats())
		c.Game = Name
		if r.seeded {
			seed := m.seed
			c.Seed = &seed
		}
		r.meta = &c
	}
	return r
}
