package jcview

import (
	"fmt"

	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

// Board is a JavaChallenge2015 match as the viewer shows it: every state
// and event, and the frame last made.
type Board struct {
	view.Played
	// States[t] is the state before turn t; len(Events)+1 of them.
	States []engine.State
	Events []engine.Events
	outs   []game.Outcome // the result's, for the callouts
	names  []string
	coords engine.Coords
	chart  view.Chart
	fr     Frame
}

// New makes the board of a JavaChallenge2015 replay; names are the players'
// names as shown.
func New(r game.Replay, names []string) (view.Board, error) {
	jr, ok := r.(*jc2015.Replay)
	if !ok {
		return nil, fmt.Errorf("jcview: %T is not a JavaChallenge2015 replay", r)
	}
	return FromReplay(jr, names)
}

// FromReplay makes the board of a JavaChallenge2015 replay.
func FromReplay(r *jc2015.Replay, names []string) (*Board, error) {
	tl := r.Timeline()
	if len(tl.States) != len(tl.Events)+1 {
		return nil, fmt.Errorf("jcview: %d states for %d turns", len(tl.States), len(tl.Events))
	}
	b := &Board{Played: view.NewPlayed(r), coords: r.Coords(), names: names}
	// The slices are the board's own: Append grows them.
	b.States = append([]engine.State(nil), tl.States...)
	b.Events = append([]engine.Events(nil), tl.Events...)
	b.outs = b.Result().Outcomes
	b.initChart()
	return b, nil
}

// Shape is the 18x18 squares and the four players.
func (b *Board) Shape() view.Shape {
	return view.Shape{W: engine.Size, H: engine.Size, Seats: engine.NumPlayers}
}

// Pace is one round of four turns a second.
func (b *Board) Pace() float64 { return engine.NumPlayers }

// LastState is the state after the newest turn.
func (b *Board) LastState() *engine.State { return &b.States[len(b.States)-1] }

// Append adds a turn played live.
func (b *Board) Append(t game.Turn, m game.Match) {
	ev, ok := t.Events.(engine.Events)
	jm, ok2 := m.(*jc2015.Match)
	if !ok || !ok2 {
		return
	}
	b.Events = append(b.Events, ev)
	b.States = append(b.States, *jm.State())
	b.Played.Append(t, m)
	b.outs = b.Result().Outcomes
}

// End is the number of turns of the game by the rules: Turns(), or fewer
// when an official file goes on after an all-fallen end (the official
// server played on to its turn limit with nobody on the board).
func (b *Board) End() int { return min(b.LastState().Ended(), b.Turns()) }

// Round is "round 31": four turns a round.
func (b *Board) Round(t int) string { return fmt.Sprintf("round %d", t/engine.NumPlayers+1) }

// Acting: one player a turn, in turn.
func (b *Board) Acting(t, i int) bool { return t%engine.NumPlayers == i }

// Asked is player i's turn at or before turn t, -1 if it has had none.
func (b *Board) Asked(t, i int) int { return PlayerTurn(t, i) }

// PlayerTurn is player i's turn at or before turn t (its last chance to
// act by then), or -1 if it has had none.
func PlayerTurn(t, i int) int {
	t -= ((t-i)%engine.NumPlayers + engine.NumPlayers) % engine.NumPlayers
	if t < 0 {
		return -1
	}
	return t
}

// Coords is the order the match's bots were sent squares in.
func (b *Board) Coords() engine.Coords { return b.coords }

// Slow: a turn in which a player falls (blocks falling empty are no event).
func (b *Board) Slow(t int) bool {
	for _, f := range b.Events[t].Falls {
		if len(f.Players) > 0 {
			return true
		}
	}
	return false
}

func (b *Board) name(i int) string { return view.NameOf(b.names, i) }

// callout is who dropped player i (out as o says), for its callout.
func (b *Board) callout(i int, o game.Outcome) string {
	switch {
	case o.By == i:
		return "by its own attack"
	case o.By < 0:
		return ""
	}
	return "dropped by " + b.name(o.By)
}
