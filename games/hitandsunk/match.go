package hitandsunk

import (
	"floorfall/game"
	"floorfall/games/hitandsunk/engine"
	"floorfall/replay"
)

// Match is a Hit and Sunk game in progress: one turn is one bot call.
type Match struct {
	sea   // s's
	s     *engine.State
	seed  int64
	calls []callRec // shared with clones: append only
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

func newMatch(s *engine.State, seed int64) *Match { return &Match{sea: seaOf(s), s: s, seed: seed} }

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
	rp := game.Reply{Seat: seat, Missing: game.NoBot}
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
	return turnOf(n, c)
}

// turnOf is a call's events for the shared layers: the seats whose ship
// sank, or that got none, are out (never called again).
func turnOf(n int, c *engine.Call) game.Turn {
	t := game.Turn{Number: n, Events: c}
	t.Out = append(t.Out, c.Sunk...)
	if c.Round == 0 && c.Class == 0 {
		t.Out = append(t.Out, c.Seat)
	}
	return t
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
	places, scores := make([]int, n), make([]float64, n)
	for place, seat := range engine.Ranking(sc) {
		places[seat] = place + 1
	}
	for i, v := range sc {
		scores[i] = float64(v.Score)
	}
	r := game.Ranked(s.Over, places, scores)
	r.Reason, r.Turns = s.Reason, s.Calls
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
		o := &r.Outcomes[i]
		o.Refused = s.Ships[i].Refused
		o.Figures = []game.Figure{{Name: "hits", Value: float64(v.Hits)}, {Name: "sunken", Value: float64(v.Sunken)},
			{Name: "damage", Value: float64(v.Damage)}, {Name: "alive", Value: b(v.Alive), Bool: true}}
		sh := &s.Ships[i]
		switch {
		case sh.Class > 0 && !sh.Alive():
			o.PutOut(sh.SunkIn, sh.SunkBy, "sunk")
		case sh.Class == 0 && (s.Round > 0 || i < s.Next):
			o.PutOut(i, -1, "chose no ship")
		}
	}
	return r
}

// Clone copies the match.
func (m *Match) Clone() game.Match {
	c := *m
	c.s = m.s.Clone()
	c.calls = m.calls[:len(m.calls):len(m.calls)]
	return &c
}

// Replay is the replay of the calls played.
func (m *Match) Replay(meta *replay.Meta) game.Replay {
	r := &Replay{sea: m.sea, plan: m.s.Plan(), seed: m.seed, seeded: m.s.Seeded(), final: m.s.Clone(), calls: m.calls[:len(m.calls):len(m.calls)]}
	r.ReplayBase = game.ReplayBase{GameOf: Game{}, SeatCount: len(r.plan.Players), TurnCount: len(r.calls)}
	if meta != nil {
		c := meta.Normalize(Name, ResultOf(m.s).TurnLimit, r.Seats())
		c.Game = Name
		if r.seeded {
			seed := m.seed
			c.Seed = &seed
		}
		r.MetaOf = &c
	}
	return r
}
