package ants

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"floorfall/game"
	"floorfall/games/ants/engine"
	"floorfall/replay"
)

// Match is an Ants game in progress.
type Match struct {
	s      *engine.State
	start  *origin // before turn 0
	seeded bool    // the random outcomes come from the seed (not a record)
	notes  []game.Note
}

// newMatch is the match of state s before turn 0; start makes that state
// anew when it is needed (see origin).
func newMatch(s *engine.State, seeded bool, start func() *engine.State) *Match {
	return &Match{s: s, start: remadeOrigin(start), seeded: seeded}
}

// State is the game's state after the turns played: the match's own.
func (m *Match) State() *engine.State { return m.s }

// Turn is the number of turns played, the setup (turn 0) included.
func (m *Match) Turn() int  { return m.s.Next() }
func (m *Match) Over() bool { return m.s.Over() }

// Acting: every player alive (not killed, with an ant) acts, within
// loadtime in the setup turn and turntime after.
func (m *Match) Acting(dst []game.Act) []game.Act {
	if m.s.Over() {
		return dst
	}
	limit := time.Duration(m.s.P.TurnTime) * time.Millisecond
	if m.s.Next() == 0 {
		limit = time.Duration(m.s.P.LoadTime) * time.Millisecond
	}
	for p := range m.s.Players {
		if m.s.Alive(p) {
			dst = append(dst, game.Act{Seat: p, Limit: limit})
		}
	}
	return dst
}

// Past plays the match back from its start with the orders it holds
// (the engine's replay script: the random outcomes the match drew, its
// players killed where it killed them), a turn at a time, with the setup
// (turn 0) first: ask is given the state before each turn, sent each end
// message (to a player eliminated in the turn). One state is played from
// turn to turn: cheap at any turn, where Replay.State replays from a
// checkpoint each call.
func (m *Match) Past(ask func(game.Match) bool, sent func(game.Message)) error {
	s := m.start.state().Clone()
	sc := engine.FromState(m.s, nil).Script()
	before := &Match{s: s, start: m.start, seeded: m.seeded}
	for s.Next() < m.s.Next() {
		if !ask(before) {
			return nil
		}
		ev, err := sc.Play(s)
		if err != nil {
			return fmt.Errorf("turn %d does not play back: %w", s.Next(), err) // cannot happen: it was played
		}
		for _, msg := range appendEnd(nil, ev) {
			sent(msg)
		}
	}
	return nil
}

var _ game.Past = (*Match)(nil)

// Input is the engine's message for seat (without its final newline).
func (m *Match) Input(dst []byte, seat int) []byte {
	dst = m.s.AppendInput(dst, seat)
	return dst[:len(dst)-1]
}

// Play plays the next turn with the acting seats' replies: a bot that
// timed out is killed with status timeout, one that exited with crashed,
// one that never started with "crashed 0"; no bot, an answer too long or
// a seat not asked gives no orders (its ants hold).
func (m *Match) Play(replies []game.Reply) game.Turn {
	var buf [engine.MaxPlayers]engine.Answer
	ans := buf[:m.s.Players]
	for _, r := range replies {
		if r.Seat < 0 || r.Seat >= len(ans) {
			continue
		}
		switch r.Missing {
		case "":
			ans[r.Seat].Text = r.Text
		case "invalid": // too long to read: no orders, one refused answer
			m.s.Invalid[r.Seat]++
		case string(replay.StatusTimeout):
			ans[r.Seat].Failed = engine.StatusTimeout
		case string(replay.StatusExited):
			ans[r.Seat].Failed = engine.StatusCrashed
		case string(replay.StatusNotReady):
			ans[r.Seat].Failed = engine.StatusNotStarted
		}
	}
	ev := m.s.Play(ans)
	t := turnOf(m.s, ev)
	m.notes = append(m.notes, t.Notes...)
	return t
}

// turnOf is a turn's events for the shared layers.
func turnOf(s *engine.State, ev *engine.Events) game.Turn {
	t := game.Turn{Number: ev.Turn, Events: ev, Notes: notesOf(s, ev)}
	for _, f := range ev.Failed {
		t.Out = append(t.Out, f.Player)
	}
	t.Out = append(t.Out, ev.Eliminated...)
	t.Send = appendEnd(t.Send, ev)
	return t
}

// appendEnd appends a turn's end messages, as the runner sends them
// (without their final newline).
func appendEnd(dst []game.Message, ev *engine.Events) []game.Message {
	for _, msg := range ev.End {
		dst = append(dst, game.Message{Seat: msg.Player, Text: strings.TrimSuffix(msg.Text, "\n")})
	}
	return dst
}

// notesOf are a turn's events worth a line: players killed or eliminated,
// hills razed.
func notesOf(s *engine.State, ev *engine.Events) []game.Note {
	var notes []game.Note
	for _, f := range ev.Failed {
		what := map[string]string{
			engine.StatusCrashed:    "crashed",
			engine.StatusTimeout:    "timed out",
			engine.StatusNotStarted: "did not start",
			engine.StatusInvalid:    "gave an invalid order (strict)",
		}[f.Status]
		kind := f.Status
		if f.Status == engine.StatusNotStarted {
			kind = "not-started"
		}
		notes = append(notes, game.Note{Turn: ev.Turn, Seat: f.Player, By: -1, Kind: kind,
			Text: fmt.Sprintf("player %d %s in turn %d: its ants hold from now on", f.Player, what, ev.Turn)})
	}
	for _, r := range ev.Razes {
		h := s.Hills[r.Hill]
		notes = append(notes, game.Note{Turn: ev.Turn, Seat: int(h.Owner), By: r.By, Kind: "raze",
			Text: fmt.Sprintf("player %d razed player %d's hill at row %d, col %d in turn %d", r.By, h.Owner, int(h.Sq)/s.Cols, int(h.Sq)%s.Cols, ev.Turn)})
	}
	for _, p := range ev.Eliminated {
		notes = append(notes, game.Note{Turn: ev.Turn, Seat: p, By: -1, Kind: "eliminated",
			Text: fmt.Sprintf("player %d lost its last ant in turn %d", p, ev.Turn)})
	}
	return notes
}

// reasons are the end reasons floorfall says, by the engine's cutoff (the
// words the official replay's replaydata.cutoff keeps): hyphenated
// tokens, as every game's, the turn limit's the one JavaChallenge2015 and
// Tenka1 2022 say.
var reasons = map[string]string{
	"turn limit reached":      "turn-limit",
	"lone survivor":           "lone-survivor",
	"extermination":           "extermination",
	"food not being gathered": "food-not-being-gathered",
	"ants not razing hills":   "ants-not-razing-hills",
	"rank stabilized":         "rank-stabilized",
}

// Reason is the end reason floorfall says for the engine's cutoff ("" while
// the game goes on).
func Reason(cutoff string) string {
	if r, ok := reasons[cutoff]; ok {
		return r
	}
	return strings.ReplaceAll(cutoff, " ", "-")
}

// Result is the outcome so far.
func (m *Match) Result() game.Result { return resultOf(m.s) }

// resultOf: places by score (ties share), the cutoff as the reason, the
// last turn played as the turns; a player that lost its last ant is out,
// eliminated in that turn (by nobody: it is the fights' doing).
func resultOf(s *engine.State) game.Result {
	r := game.Result{Over: s.Over(), Turns: s.GameLength(), TurnLimit: s.P.Turns, Winner: -1, Reason: Reason(s.Cutoff())}
	ants, hills, razed := make([]float64, s.Players), make([]float64, s.Players), make([]float64, s.Players)
	for _, a := range s.Live() {
		ants[s.Ants[a].Owner]++
	}
	for _, h := range s.Hills {
		switch {
		case h.Razed == 0: // standing (a hill given away in the end bonus too)
			hills[h.Owner]++
		case h.KilledBy >= 0 && int(h.KilledBy) < s.Players:
			razed[h.KilledBy]++
		}
	}
	firsts := 0
	for p, rank := range s.Rank() {
		o := game.In()
		o.Place, o.Score, o.Refused = rank+1, float64(s.Score()[p]), s.Invalid[p]
		o.Figures = []game.Figure{{Name: "ants", Value: ants[p]}, {Name: "hills", Value: hills[p]}, {Name: "razed", Value: razed[p]}}
		if s.Status[p] == engine.StatusEliminated {
			o.PutOut(s.PlayerTurns[p], -1, "eliminated")
		}
		r.Outcomes = append(r.Outcomes, o)
		if rank == 0 {
			firsts++
			r.Winner = p
		}
	}
	if firsts != 1 || !s.Over() {
		r.Winner = -1
	}
	return r
}

// Clone copies the match.
func (m *Match) Clone() game.Match {
	c := *m
	c.s = m.s.Clone()
	c.notes = m.notes[:len(m.notes):len(m.notes)]
	return &c
}

// Replay is the replay of the turns played.
func (m *Match) Replay(meta *replay.Meta) game.Replay {
	final := m.s // a game over is never changed again (Play panics): shared
	if !final.Over() {
		final = m.s.Clone()
	}
	var mm *replay.Meta
	var names []string
	if meta != nil {
		c := *meta
		c.Game, c.TurnLimit = Name, final.P.Turns
		// The official replay keeps only the orders taken: the file's
		// meta tells the invalid ones (Replay.Result).
		c.Players = slices.Clone(c.Players)
		for p := range c.Players[:min(len(c.Players), final.Players)] {
			c.Players[p].Refused = final.Invalid[p]
		}
		if m.seeded {
			seed := final.P.EngineSeed
			c.Seed = &seed
		}
		mm = &c
		for _, p := range c.Players {
			names = append(names, p.Name)
		}
	}
	return &Replay{start: m.start, final: final, off: engine.FromState(final, names), meta: mm,
		notes: m.notes[:len(m.notes):len(m.notes)], seeded: m.seeded}
}
