package jcreplay

import (
	"strconv"

	"floorfall/games/jc2015/engine"
)

// Timeline is a replayed game: every state and every turn's events.
type Timeline struct {
	File *File
	// States[t] is the state before turn t; len(States) = Turns()+1 and
	// States[Turns()] is the final state.
	States []engine.State
	// Events[t] is what happened in turn t, with the cause of a forced N
	// where the file knows it (meta statuses and per-turn records).
	Events []engine.Events
	// Falls lists every player that fell, with the turn and who dropped
	// it, in turn then player order (as meta.result.falls).
	Falls []FallMeta
}

// End is the number of turns of the game by the rules: Turns(), or fewer
// when an official file goes on after an all-fallen end (the official
// server played on to the turn limit with nobody on the board; States and
// Events hold those turns too).
func (tl *Timeline) End() int { return tl.At(tl.Turns()).Ended() }

// NewTimeline replays f with the engine, checking it as Read does (so a File
// made by hand is safe too). Meta values left at Go's zero value take their
// defaults, as in Write. Commands after an all-fallen end are the turns the
// official server played on (see End).
func NewTimeline(f *File) (*Timeline, error) {
	m, g := prepare(f)
	tl := &Timeline{File: f}
	if _, err := play(f, m, "", g, nil, tl); err != nil {
		return nil, err
	}
	return tl, nil
}

// prepare returns f's meta with its defaults filled in, and what f gives.
func prepare(f *File) (*Meta, given) {
	g := given{winner: true}
	if f.Meta == nil {
		return nil, g
	}
	m := normalize(*f.Meta)
	g.result = !m.Result.isZero()
	return &m, g
}

// Turns is the number of turns played.
func (tl *Timeline) Turns() int { return len(tl.Events) }

// At returns the state before turn t, t clamped into [0, Turns()]; At(Turns())
// is the final state.
func (tl *Timeline) At(t int) *engine.State {
	t = max(0, min(t, len(tl.States)-1))
	return &tl.States[t]
}

// Name returns player i's name from the meta, or "Player i".
func (tl *Timeline) Name(i int) string {
	if tl.File == nil {
		return "Player " + strconv.Itoa(i)
	}
	if m := tl.File.Meta; m != nil && i >= 0 && i < len(m.Players) && m.Players[i].Name != "" {
		return m.Players[i].Name
	}
	return "Player " + strconv.Itoa(i)
}
