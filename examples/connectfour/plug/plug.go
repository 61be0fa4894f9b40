// Package plug is Connect Four's view (Board), its painter (paint.go; none
// with -tags headless: headless.go) and its one registration. Only the
// example's tests import it: floorfall does not list the game.
package plug

import (
	"bytes"
	"fmt"

	"floorfall/examples/connectfour"
	"floorfall/game"
	"floorfall/view"
)

func init() { view.Register(connectfour.Game{}, newBoard, painter) }

// Board is a match as the viewer shows it (view.Board): its turns, result
// and inputs (view.Played), and the match after its last turn.
type Board struct {
	view.Played
	m     *connectfour.Match
	chart view.Chart
}

func newBoard(r game.Replay, names []string) (view.Board, error) {
	cr, ok := r.(*connectfour.Replay)
	if !ok {
		return nil, fmt.Errorf("connectfour: %T is not a Connect Four replay", r)
	}
	return &Board{Played: view.NewPlayed(r), m: cr.Match}, nil
}

// Shape: 7 x 6 squares, two seats; two turns a second, none slower.
func (b *Board) Shape() view.Shape { return view.Shape{W: 7, H: 6, Seats: 2} }
func (b *Board) Pace() float64     { return 2 }
func (b *Board) Slow(t int) bool   { return false }

// Frame is the match shown, a *connectfour.Match: a disc lands mid-turn.
func (b *Board) Frame(pos, clock float64, animating bool) any {
	m, _ := b.m.At(min(int(pos+0.5), b.Turns()))
	return m
}

// HitAt, CellInfo, PlayerInfo: no tooltip says more than board and cards.
func (b *Board) HitAt(fr any, x, y float64) (int, view.Cell, bool) { return -1, view.Cell{}, false }
func (b *Board) CellInfo(shown int, c view.Cell) ([]string, int)   { return nil, -1 }
func (b *Board) PlayerInfo(shown, i int) []string                  { return nil }

// Acting: seat i plays turns i, i+2...; Asked is its last at or before t.
func (b *Board) Acting(t, i int) bool { return t%2 == i }
func (b *Board) Asked(t, i int) int   { return t - (t+i)%2 }

// Card counts seat i's discs in state shown.
func (b *Board) Card(shown, i int) view.CardState {
	m, _ := b.m.At(shown)
	discs := bytes.Count(m.(*connectfour.Match).Grid[:], []byte{'0' + byte(i)})
	return view.CardState{State: view.Plural(discs, "disc")}
}

// Describe and Taken: the column of seat i's disc, or its answer refused.
func (b *Board) Describe(t, i int) string { return b.Taken(t, i).What }

func (b *Board) Taken(t, i int) view.Taken {
	switch c := b.m.Moves[t]; {
	case t%2 != i:
		return view.Taken{} // not its turn
	case c < 0:
		return view.Taken{What: "—", Why: "no column with room", Fault: view.BotFault}
	}
	return view.Taken{What: fmt.Sprintf("column %d", b.m.Moves[t])}
}

// Notes: the view marks nothing the match does not note.
func (b *Board) Notes(dst []game.Note, t int) []game.Note { return dst }

// Ending says why the match ended; the banner's rows need nothing more.
func (b *Board) Ending() (reason string, rows []string) {
	why := map[string]string{"four": "four in a row", "full": "a full board", "refused": "an answer refused"}
	return fmt.Sprintf("%s after %d turns", why[b.m.End], b.Turns()), nil
}

// Chart: none (an empty one). Append takes a turn played live.
func (b *Board) Chart() *view.Chart { return &b.chart }

func (b *Board) Append(t game.Turn, m game.Match) {
	b.Played.Append(t, m)
	b.m = m.(*connectfour.Match)
}
