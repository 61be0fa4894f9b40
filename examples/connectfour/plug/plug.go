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

// Board is a match as the viewer shows it (view.Board): its turns, result,
// inputs, matches, who acts and the ending from view.Played; no slow
// turns, tooltips, marks or chart of its own (view.BoardDefaults).
type Board struct {
	view.Played
	view.BoardDefaults
}

func newBoard(r game.Replay, names []string) (view.Board, error) {
	if _, ok := r.(*connectfour.Replay); !ok {
		return nil, fmt.Errorf("connectfour: %T is not a Connect Four replay", r)
	}
	return &Board{Played: view.NewPlayed(r)}, nil
}

// Shape: 7 x 6 squares, two seats; two turns a second.
func (b *Board) Shape() view.Shape { return view.Shape{W: 7, H: 6, Seats: 2} }
func (b *Board) Pace() float64     { return 2 }

// Frame is the match shown, a *connectfour.Match: a disc lands mid-turn.
func (b *Board) Frame(pos, clock float64, animating bool) any {
	m, _ := b.At(min(int(pos+0.5), b.Turns()))
	return m
}

// Card counts seat i's discs in state shown.
func (b *Board) Card(shown, i int) view.CardState {
	m, _ := b.At(shown)
	discs := bytes.Count(m.(*connectfour.Match).Grid[:], []byte{'0' + byte(i)})
	return view.CardState{State: view.Plural(discs, "disc")}
}

// Taken is the column of seat i's disc in turn t, or its answer refused
// (the card shows its What).
func (b *Board) Taken(t, i int) view.Taken {
	m, err := b.At(t + 1)
	if err != nil || t%2 != i {
		return view.Taken{} // not its turn
	}
	if c := m.(*connectfour.Match).Moves[t]; c >= 0 {
		return view.Taken{What: fmt.Sprintf("column %d", c)}
	}
	return view.Taken{What: "—", Why: "no column with room", Fault: view.BotFault}
}
