package engine

import "fmt"

// Script plays a replay's game back: each ant's recorded orders, and the
// players the engine killed where the statuses say (crashed or timeout in
// their playerturns turn, "crashed 0" at the setup, invalid once their
// orders are read).
type Script struct{ o *Official }

// Script returns the script of the replay's game.
func (o *Official) Script() *Script { return &Script{o} }

// Play plays the next turn of s as the replay has it. An error says what
// the replay asks that the rules do not allow (a move into water...).
func (sc *Script) Play(s *State) (*Events, error) {
	t := s.next
	d := &sc.o.Data
	ans := make([]Answer, s.Players)
	for p := range min(len(ans), len(sc.o.Status)) {
		st, turn := sc.o.Status[p], -1
		if p < len(sc.o.PlayerTurns) {
			turn = sc.o.PlayerTurns[p]
		}
		switch {
		case st == StatusNotStarted && t == 0:
			ans[p].Failed = st
		case (st == StatusCrashed || st == StatusTimeout) && turn == t:
			ans[p].Failed = st
		case st == StatusInvalid && turn == t:
			ans[p].Invalid = true
		}
	}
	s.forced = func(a int32) byte {
		if int(a) >= len(d.Ants) {
			return '-'
		}
		e := &d.Ants[a]
		if i := t - e.Spawn - 1; i >= 0 && i < len(e.Orders) {
			return e.Orders[i]
		}
		return '-'
	}
	defer func() { s.forced = nil }()
	ev, err := s.play(ans)
	if err != nil {
		return nil, fmt.Errorf("replaydata.ants: %w", err)
	}
	return ev, nil
}

// Replay plays the replay's game from s (its state before turn 0, made
// from Setup) to its last turn, calling each (if not nil) after every
// turn, and checks that it ends as the file says: an error names the
// first key that differs, or the first turn the rules refuse. A replay of
// a game not over (cutoff null) stops after turn game_length.
func (o *Official) Replay(s *State, each func(*State, *Events)) error {
	sc := o.Script()
	for !s.Over() && s.Next() <= o.GameLength {
		ev, err := sc.Play(s)
		if err != nil {
			return ferr("", "%v", err)
		}
		if each != nil {
			each(s, ev)
		}
	}
	if d := Diff(FromState(s, o.PlayerNames), o); d != "" {
		return ferr("", "the game played by the rules from the file's start and orders differs from the file: %s", d)
	}
	return nil
}
