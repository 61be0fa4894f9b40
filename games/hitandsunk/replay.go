package hitandsunk

import (
	"fmt"

	"floorfall/game"
	"floorfall/games/hitandsunk/engine"
)

// Replay is a Hit and Sunk replay: the game's setup (ships, placement,
// orders of the rounds played), its seed, and every call's argument and
// answer, played back by the rules; with floorfall's meta, if any. A setup
// file is a replay of no calls.
//
// Its turns are the calls played, the ship-choice calls included.
type Replay struct {
	game.ReplayBase
	sea
	plan   *engine.Setup // as played (shared, never changed)
	seed   int64
	seeded bool // placement and orders came from the seed
	calls  []callRec
	final  *engine.State
}

// Result is the outcome of the game in the file.
func (r *Replay) Result() game.Result { return ResultOf(r.final) }

// Setup is the game's setup as played.
func (r *Replay) Setup() *engine.Setup { return r.plan }

// Final is the state at the end of the replay.
func (r *Replay) Final() *engine.State { return r.final }

// start is a match before its first call: from the seed for a game of
// floorfall's own choices, else from the setup.
func (r *Replay) start() *Match {
	if r.seeded {
		return newMatch(engine.New(r.Seats(), r.seed, nil), r.seed)
	}
	return newMatch(engine.New(r.Seats(), r.seed, r.plan), r.seed)
}

// Match is the match after its first t calls, t within [0, Turns()].
func (r *Replay) Match(t int) (*Match, error) {
	if t < 0 || t > r.Turns() {
		return nil, fmt.Errorf("call %d is not in the game (0 to %d)", t, r.Turns())
	}
	m := r.start()
	for _, c := range r.calls[:t] {
		out := ""
		if c.Out != nil {
			out = *c.Out
		}
		m.play(out, c.Missing)
	}
	return m, nil
}

// At is the match after its first t calls, to play on from.
func (r *Replay) At(t int) (game.Match, error) {
	if t == r.Turns() && r.final.Over {
		return nil, fmt.Errorf("the game is over after call %d", t)
	}
	return r.Match(t)
}

// Input is the argument of call t (empty for a ship-choice call); seat -1
// is the seat called, any other must be it.
func (r *Replay) Input(dst []byte, t, seat int, params map[string]string) ([]byte, error) {
	if t < 0 || t >= r.Turns() {
		return dst, fmt.Errorf("the game has no turn %d (its calls are 0 to %d)", t, r.Turns()-1)
	}
	c := r.calls[t]
	if seat >= 0 && seat != c.ID {
		return dst, fmt.Errorf("call %d is player %d's: give --seat %d or no seat", t, c.ID, c.ID)
	}
	if c.Arg != nil {
		return append(dst, *c.Arg...), nil
	}
	return dst, nil
}

// Walk plays the replay's calls back for a viewer: f gets the state
// before the first call (c nil), then each call and the state after it.
// The state is the walk's own, changed by the next call: f copies what it
// keeps.
func (r *Replay) Walk(f func(c *engine.Call, s *engine.State)) {
	m := r.start()
	f(nil, m.s)
	for _, c := range r.calls {
		out := ""
		if c.Out != nil {
			out = *c.Out
		}
		t := m.play(out, c.Missing)
		call, _ := t.Events.(*engine.Call)
		f(call, m.s)
	}
}
