package jc2015

import (
	"fmt"
	"strconv"

	"floorfall/game"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/replay"
)

// Match is a JavaChallenge2015 game in progress.
type Match struct {
	placement engine.Placement
	s         engine.State
	events    []engine.Events
	coords    engine.Coords
	seeded    bool // the placement came from seed
	seed      int64
}

// State is the state after the turns played: the match's own.
func (m *Match) State() *engine.State { return &m.s }

// Coords is the order squares are sent to bots in.
func (m *Match) Coords() engine.Coords { return m.coords }

func (m *Match) Turn() int  { return m.s.Turn }
func (m *Match) Over() bool { return m.s.Over }

// Acting is the one player acting; its answer moot while it waits after an
// attack, and once it has fallen: the official server still sends a fallen
// player its input (its own line "-1 -1 D S") at each of its turns and
// waits for an answer it does not apply, and bots rely on it (the official
// samples exit when they read that they have fallen).
func (m *Match) Acting(dst []game.Act) []game.Act {
	id := m.s.Acting()
	p := &m.s.Players[id]
	return append(dst, game.Act{Seat: id, Moot: p.Fallen || p.Wait > 0, Eliminated: p.Fallen})
}

// Past plays the match again from its placement with the command each
// turn took (which is all a turn's state depends on), a turn at a time:
// ask is given the state before each turn. The game sends no last
// messages.
func (m *Match) Past(ask func(game.Match) bool, _ func(game.Message)) error {
	s, err := engine.NewGame(m.placement, m.s.TurnLimit)
	if err != nil {
		return err // cannot happen: the match was made from it
	}
	before := &Match{placement: m.placement, s: *s, coords: m.coords}
	for t := range m.events {
		if !ask(before) {
			return nil
		}
		engine.Step(&before.s, engine.Action{Reply: m.events[t].Command.String()})
	}
	return nil
}

var _ game.Past = (*Match)(nil)

// Input is the official server's text for the acting player.
func (m *Match) Input(dst []byte, seat int) []byte {
	return engine.AppendInput(dst, &m.s, seat, m.coords)
}

// Play plays one turn with the acting player's reply.
func (m *Match) Play(replies []game.Reply) game.Turn {
	var a engine.Action
	if len(replies) > 0 {
		switch r := replies[0]; r.Missing {
		case "", "invalid", game.NotAsked:
			a.Reply = r.Text
		default:
			a.Missing = jcreplay.Cause(r.Missing)
		}
	}
	ev := engine.Step(&m.s, a)
	m.events = append(m.events, ev)
	// A fallen player is not out of the match's asking (see Acting): its
	// bot is closed with the others at the end.
	return game.Turn{Number: ev.Turn, Events: ev, Notes: appendNotes(nil, &ev)}
}

// appendNotes appends the events of note of a turn: an invalid answer,
// then the falls in player order.
func appendNotes(dst []game.Note, ev *engine.Events) []game.Note {
	if ev.Cause == engine.CauseInvalid {
		dst = append(dst, game.Note{Turn: ev.Turn, Seat: ev.Actor, By: -1, Kind: "invalid",
			Text: fmt.Sprintf("player %d answered %q, not one of U D L R A N", ev.Actor, ev.Answered)})
	}
	for p := range engine.NumPlayers {
		if by, ok := ev.Fell(p); ok {
			dst = append(dst, fallNote(ev.Turn, p, by))
		}
	}
	return dst
}

func fallNote(turn, p, by int) game.Note {
	text := "player " + strconv.Itoa(p) + " fell in turn " + strconv.Itoa(turn)
	if by != p {
		text += ", dropped by player " + strconv.Itoa(by)
	} else {
		text += " by its own attack"
	}
	return game.Note{Turn: turn, Seat: p, By: by, Kind: "fall", Text: text}
}

// Result is the outcome so far.
func (m *Match) Result() game.Result { return ResultOf(&m.s) }

// Clone copies the match (its history is shared until appended to).
func (m *Match) Clone() game.Match {
	c := *m
	c.events = m.events[:len(m.events):len(m.events)]
	return &c
}

// Events are the events of the turns played.
func (m *Match) Events() []engine.Events { return m.events }

// File is the replay file of the turns played, with meta (which may be nil).
func (m *Match) File(meta *replay.Meta) *jcreplay.File {
	var jm *jcreplay.Meta
	if meta != nil {
		jm = &jcreplay.Meta{Meta: *meta, Coords: string(m.coords)}
		jm.TurnLimit = m.s.TurnLimit
		if m.seeded {
			seed := m.seed
			jm.Seed = &seed
		}
	}
	return jcreplay.FromGame(m.placement, m.events, jm)
}

// Replay is the replay of the turns played.
func (m *Match) Replay(meta *replay.Meta) game.Replay {
	tl, err := jcreplay.NewTimeline(m.File(meta))
	if err != nil {
		panic("jc2015: a match played does not replay: " + err.Error())
	}
	return NewReplay(tl)
}

// ResultOf is the outcome of a game in state s: places by how long each
// player stayed on the board (players still on it share the best place),
// a player's score the turns it stayed, its figure the others it dropped.
func ResultOf(s *engine.State) game.Result {
	r := game.Result{Over: s.Over, Turns: s.Turn, TurnLimit: s.TurnLimit, Winner: -1}
	drops := make([]float64, engine.NumPlayers)
	for i, p := range s.Players {
		if p.Fallen && p.FellBy >= 0 && p.FellBy < len(drops) && p.FellBy != i {
			drops[p.FellBy]++
		}
	}
	places := Places(s)
	for i, p := range s.Players {
		o := game.In()
		o.Place, o.Score, o.Refused = places[i], float64(s.Turn), s.Invalid[i]
		if p.Fallen {
			o.Score = float64(p.FellAt)
			o.PutOut(p.FellAt, p.FellBy, "fell")
		}
		r.Outcomes = append(r.Outcomes, o)
	}
	for i := range r.Outcomes {
		r.Outcomes[i].Figures = []game.Figure{{Name: "drops", Value: drops[i]}}
	}
	if s.Over {
		r.Reason, r.Winner = string(s.Result.Reason), s.Result.Winner
	}
	return r
}

// Places is each player's place by the order of falls (replay.Places:
// still on the board is best, a later fall better, falls in one turn tied).
func Places(s *engine.State) []int {
	fellAt := make([]int, engine.NumPlayers)
	for i, p := range s.Players {
		fellAt[i] = -1
		if p.Fallen {
			fellAt[i] = p.FellAt
		}
	}
	return replay.Places(fellAt)
}

// SetTurnLimit changes the turn limit of a match not yet past it (a fork
// played with another limit).
func (m *Match) SetTurnLimit(turns int) error {
	if turns < m.s.Turn+1 || turns > replay.MaxTurnLimit {
		return fmt.Errorf("a match at turn %d cannot have the turn limit %d", m.s.Turn, turns)
	}
	m.s.TurnLimit = turns
	return nil
}
