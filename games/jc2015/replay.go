package jc2015

import (
	"fmt"
	"io"

	"floorfall/game"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
)

// Replay is a JavaChallenge2015 replay with its timeline.
type Replay struct {
	game.ReplayBase
	squares // the order its bots were sent squares in: the meta's, else the official server's
	tl      *jcreplay.Timeline
}

// NewReplay wraps a timeline. Its meta is the meta every game has: the
// file's, without JavaChallenge2015's own fields (nil for an official
// file).
func NewReplay(tl *jcreplay.Timeline) *Replay {
	r := &Replay{ReplayBase: game.ReplayBase{GameOf: Game{}, SeatCount: engine.NumPlayers, TurnCount: tl.Turns()}, tl: tl}
	r.coords = engine.XY
	if meta := tl.File.Meta; meta != nil {
		r.MetaOf = &meta.Meta
		if c, ok := engine.ParseCoords(meta.Coords); ok {
			r.coords = c
		}
	}
	for t := range tl.Events {
		r.NoteList = appendNotes(r.NoteList, &tl.Events[t])
	}
	if tl.End() < tl.Turns() {
		r.NoteList = append(r.NoteList, game.Note{Turn: tl.End(), Kind: game.NoteEnd, Seat: -1, By: -1, Text: PlayedOn(tl)})
	}
	return r
}

// PlayedOn says why an official file goes on after the end of its game.
func PlayedOn(tl *jcreplay.Timeline) string {
	return fmt.Sprintf("the last players fell together in turn %d; the official server played on to its turn limit with nobody on the board, so the file holds %d turns",
		tl.End()-1, tl.Turns())
}

// Timeline is the replay's every state and event.
func (r *Replay) Timeline() *jcreplay.Timeline { return r.tl }

// Result is the outcome of the game in the file, at its end by the rules
// (an official file may go on after an all-fallen end: see Turns).
func (r *Replay) Result() game.Result { return ResultOf(r.tl.At(r.tl.End())) }

// At is the match after its first t turns, to play on from.
func (r *Replay) At(t int) (game.Match, error) {
	if t < 0 || t > r.tl.Turns() {
		return nil, fmt.Errorf("turn %d is not in the game (0 to %d)", t, r.tl.Turns())
	}
	s := *r.tl.At(t)
	if s.Over {
		return nil, fmt.Errorf("the game is over after %d turns", min(t, r.tl.End()))
	}
	return &Match{placement: r.tl.File.Initial, s: s, events: r.tl.Events[:t:t], squares: r.squares}, nil
}

// Input is what the player acting in turn t was sent, in the replay's
// coordinate order unless params say another: a fallen player's too (its
// own line "-1 -1 D S"), and in the turns an official file goes on after an
// all-fallen end, what the official server sent then.
func (r *Replay) Input(dst []byte, t, seat int, params map[string]string) ([]byte, error) {
	if t < 0 || t > r.tl.Turns() || t == r.tl.Turns() && r.tl.At(t).Over {
		return dst, fmt.Errorf("the game has no turn %d (its turns are 0 to %d)", t, r.tl.Turns()-1)
	}
	s := r.tl.At(t)
	if seat < 0 {
		seat = s.Acting()
	}
	if seat != s.Acting() {
		return dst, fmt.Errorf("player %d does not act in turn %d (player %d does)", seat, t, s.Acting())
	}
	coords := r.coords
	if v, ok := params["coords"]; ok && v != "" {
		c, ok := engine.ParseCoords(v)
		if !ok {
			return dst, fmt.Errorf("--coords must be xy or rc, not %q", v)
		}
		coords = c
	}
	return engine.AppendInput(dst, s, seat, coords), nil
}

// Write writes the replay file.
func (r *Replay) Write(w io.Writer) error { return jcreplay.Write(w, r.tl.File) }
