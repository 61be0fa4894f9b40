// Package c4view is Connect Four's part of the viewer (view.Board): what
// package view asks of a match, in plain Go, with no graphics. A frame is
// the match at the turn shown, which c4paint paints.
package c4view

import (
	"bytes"
	"fmt"

	"floorfall/examples/connectfour"
	"floorfall/game"
	"floorfall/view"
)

// Board is a Connect Four match as the viewer shows it: its replay (the
// match after its last turn: Turns, Over, Result).
type Board struct {
	*connectfour.Replay
	chart view.Chart
}

// New makes the board of a Connect Four replay.
func New(r game.Replay, names []string) (view.Board, error) {
	cr, ok := r.(*connectfour.Replay)
	if !ok {
		return nil, fmt.Errorf("c4view: %T is not a Connect Four replay", r)
	}
	return &Board{Replay: cr}, nil
}

// Shape is the 7 x 6 board and two seats; Pace, two turns a second.
func (b *Board) Shape() view.Shape {
	return view.Shape{W: connectfour.Cols, H: connectfour.Rows, Seats: 2}
}
func (b *Board) Pace() float64 { return 2 }

// Frame is the match at the turn shown (a *connectfour.Match): a turn's
// disc lands half-way through its turn.
func (b *Board) Frame(pos, clock float64, animating bool) any {
	m, _ := b.At(min(int(pos+0.5), b.Turns()))
	return m
}

// Acting: seat i plays turns i, i+2...; Asked is its last at or before t.
func (b *Board) Acting(t, i int) bool { return t%2 == i }
func (b *Board) Asked(i, t int) int   { return t - (t+i)%2 }

// Card counts seat i's discs on the board shown.
func (b *Board) Card(shown, i int) view.CardState {
	m, _ := b.At(shown)
	discs := bytes.Count(m.(*connectfour.Match).Grid[:], []byte{'0' + byte(i)})
	return view.CardState{State: view.Plural(discs, "disc")}
}

// Notes are the rules' notes of turn t: a four made, an answer refused.
func (b *Board) Notes(dst []view.Note, t int) []view.Note {
	for _, n := range b.Replay.Notes() {
		if n.Turn == t {
			kind := map[bool]view.NoteKind{true: view.NoteInvalid, false: view.NoteMark}[n.Kind == "refused"]
			dst = append(dst, view.Note{Turn: t, Kind: kind, Player: n.Seat, Text: n.Text})
		}
	}
	return dst
}

// Input is the exact text seat i was sent in turn t.
func (b *Board) Input(t, i int) string {
	in, _ := b.Replay.Input(nil, t, i, nil)
	return string(in)
}

// Ending says why the match ended; the banner's rows need nothing more.
func (b *Board) Ending() (reason string, rows []string) {
	why := map[string]string{"four": "four in a row", "full": "a full board", "refused": "an answer refused"}
	return fmt.Sprintf("%s after %d turns", why[b.End], b.Turns()), nil
}

// Chart: none to show (empty). Append takes a turn played live.
func (b *Board) Chart() *view.Chart               { return &b.chart }
func (b *Board) Append(_ game.Turn, m game.Match) { b.Replay = m.Replay(nil).(*connectfour.Replay) }
