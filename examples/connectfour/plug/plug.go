// Package plug is Connect Four's part of the window, and its one
// registration: its view (Board, in plain Go) and its painter (paint.go,
// left out of a build without the window, -tags headless: headless.go).
// Only the example's tests import it: floorfall does not list the game.
package plug

import (
	"bytes"
	"fmt"

	"floorfall/examples/connectfour"
	"floorfall/game"
	"floorfall/view"
)

func init() { view.Register(connectfour.Game{}, newBoard, painter) }

// Board is a Connect Four match as the viewer shows it (view.Board): its
// replay, the match after its last turn (Turns, Over, Result).
type Board struct {
	*connectfour.Replay
	chart view.Chart
}

func newBoard(r game.Replay, names []string) (view.Board, error) {
	cr, ok := r.(*connectfour.Replay)
	if !ok {
		return nil, fmt.Errorf("connectfour: %T is not a Connect Four replay", r)
	}
	return &Board{Replay: cr}, nil
}

// Shape is 7 x 6 squares and two seats; Pace, two turns a second.
func (b *Board) Shape() view.Shape { return view.Shape{W: 7, H: 6, Seats: 2} }
func (b *Board) Pace() float64     { return 2 }

// Frame is the match at the turn shown, a *connectfour.Match (painted by
// paint.go's board): a turn's disc lands half-way through it.
func (b *Board) Frame(pos, clock float64, animating bool) any {
	m, _ := b.At(min(int(pos+0.5), b.Turns()))
	return m
}

// Acting: seat i plays turns i, i+2...; Asked is its last at or before t.
func (b *Board) Acting(t, i int) bool { return t%2 == i }
func (b *Board) Asked(i, t int) int   { return t - (t+i)%2 }

// Card counts seat i's discs in state shown.
func (b *Board) Card(shown, i int) view.CardState {
	m, _ := b.At(shown)
	discs := bytes.Count(m.(*connectfour.Match).Grid[:], []byte{'0' + byte(i)})
	return view.CardState{State: view.Plural(discs, "disc")}
}

// Notes: no event of note but the end (which the viewer tells).
func (b *Board) Notes(dst []view.Note, t int) []view.Note { return dst }

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

// Chart: none (an empty one). Append takes a turn played live.
func (b *Board) Chart() *view.Chart               { return &b.chart }
func (b *Board) Append(_ game.Turn, m game.Match) { b.Replay = m.Replay(nil).(*connectfour.Replay) }
