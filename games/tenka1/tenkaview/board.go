package tenkaview

import (
	"fmt"

	"floorfall/game"
	"floorfall/games/tenka1"
	"floorfall/games/tenka1/engine"
	"floorfall/view"
)

// Board is a Tenka1 match as the viewer shows it: every state, how it is
// seen (the view and the camera, which the mouse turns), and the frame
// last made.
type Board struct {
	view.Played
	// States[t] is the state after t turns; len(States)-1 turns played.
	States []engine.State
	names  []string
	view   View
	cam    Camera
	chart  view.Chart
	fr     Frame
}

// New makes the board of a Tenka1 replay; names are the seats' names as
// shown.
func New(r game.Replay, names []string) (view.Board, error) {
	tr, ok := r.(*tenka1.Replay)
	if !ok {
		return nil, fmt.Errorf("tenkaview: %T is not a Tenka1 2022 replay", r)
	}
	b := &Board{Played: view.NewPlayed(r), names: names, cam: Iso}
	for t := 0; t <= tr.Turns(); t++ {
		s, err := tr.State(t)
		if err != nil {
			return nil, err
		}
		b.States = append(b.States, *s)
	}
	b.initChart()
	return b, nil
}

// Last is the state after the newest turn.
func (b *Board) Last() *engine.State { return &b.States[len(b.States)-1] }

// Size is the board's side in board units: a square the turned cube
// always fits in.
const Size = 10

// Shape is a square of Size units, and the six seats.
func (b *Board) Shape() view.Shape { return view.Shape{W: Size, H: Size, Seats: engine.Agents} }

// Pace is ten turns a second (the official server played two).
func (b *Board) Pace() float64 { return 10 }

// Append adds a turn played live.
func (b *Board) Append(t game.Turn, m game.Match) {
	if tm, ok := m.(*tenka1.Match); ok {
		b.States = append(b.States, *tm.State())
		b.Played.Append(t, m)
	}
}

// Round is the half of the game turn t is in: the second scores.
func (b *Board) Round(t int) string {
	if t >= engine.ScoreFrom {
		return "second half: areas score"
	}
	return "first half: no score yet"
}

// Acting: every seat moves in every turn.
func (b *Board) Acting(t, i int) bool { return true }

// Asked: every seat is asked in every turn.
func (b *Board) Asked(t, i int) int { return max(-1, min(t, b.Turns()-1)) }

// move is seat i's move in turn t, -1 for none.
func (b *Board) move(t, i int) int { return int(b.States[t+1].Moves[i]) }

func (b *Board) name(i int) string { return view.NameOf(b.names, i) }

// leader is the seat with the highest score in s, -1 for a tie or no
// score yet.
func leader(s *engine.State) int {
	best, who := 0, -1
	for a, sc := range s.Score {
		switch {
		case sc > best:
			best, who = sc, a
		case sc == best:
			who = -1
		}
	}
	return who
}

// Slow: a turn after which another seat leads.
func (b *Board) Slow(t int) bool {
	l := leader(&b.States[t+1])
	return l >= 0 && l != leader(&b.States[t]) && t > engine.ScoreFrom
}
