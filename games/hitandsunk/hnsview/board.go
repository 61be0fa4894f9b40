package hnsview

import (
	"fmt"
	"sort"
	"strconv"

	"floorfall/game"
	"floorfall/games/hitandsunk"
	"floorfall/games/hitandsunk/engine"
	"floorfall/view"
)

// Board is a Hit and Sunk match as the viewer shows it: the state before
// every call and what each call did.
type Board struct {
	view.Played
	// States[t] is the state before call t; len(Calls)+1 of them.
	States []*engine.State
	Calls  []*engine.Call
	names  []string
	asked  [][]int // asked[i]: the calls of seat i, in order
	chart  view.Chart
	fr     Frame
	sc     script // the script of the call being shown, and its scratch
	dr     draft  // the answer a person composes
}

// New makes the board of a Hit and Sunk replay; names are the seats'
// names as shown.
func New(r game.Replay, names []string) (view.Board, error) {
	hr, ok := r.(*hitandsunk.Replay)
	if !ok {
		return nil, fmt.Errorf("hnsview: %T is not a Hit and Sunk replay", r)
	}
	b := &Board{Played: view.NewPlayed(r), names: names, sc: script{t: -1}}
	hr.Walk(func(c *engine.Call, s *engine.State) {
		if c != nil {
			b.add(c)
		}
		b.States = append(b.States, s.Clone())
	})
	b.initChart()
	return b, nil
}

// add files call c.
func (b *Board) add(c *engine.Call) {
	n := len(b.Calls)
	b.Calls = append(b.Calls, c)
	for len(b.asked) <= c.Seat {
		b.asked = append(b.asked, nil)
	}
	b.asked[c.Seat] = append(b.asked[c.Seat], n)
}

// Append adds a call played live.
func (b *Board) Append(t game.Turn, m game.Match) {
	c, ok := t.Events.(*engine.Call)
	hm, ok2 := m.(*hitandsunk.Match)
	if !ok || !ok2 || c == nil {
		return
	}
	b.add(c)
	b.States = append(b.States, hm.State().Clone())
	b.Played.Append(t, m)
}

// Last is the state after the newest call.
func (b *Board) Last() *engine.State { return b.States[len(b.States)-1] }

// Shape is the sea's squares and the seats.
func (b *Board) Shape() view.Shape {
	s := b.States[0]
	return view.Shape{W: float64(s.W), H: float64(s.H), Seats: s.Seats()}
}

// Pace is three calls a second.
func (b *Board) Pace() float64 { return 3 }

// Round names the round of call t: "ships chosen" for the ship-choice
// calls.
func (b *Board) Round(t int) string {
	r := b.roundOf(t)
	if r == 0 {
		return "choosing ships"
	}
	return "round " + strconv.Itoa(r)
}

// roundOf is the round of call t (the next call's at the end).
func (b *Board) roundOf(t int) int {
	if t >= 0 && t < len(b.Calls) {
		return b.Calls[t].Round
	}
	return b.Last().Round
}

// seatOf is the seat called in call t (the next call's at the end, -1
// once the game is over).
func (b *Board) seatOf(t int) int {
	if t >= 0 && t < len(b.Calls) {
		return b.Calls[t].Seat
	}
	return b.Last().Acting()
}

// Acting: the seat called.
func (b *Board) Acting(t, i int) bool { return b.seatOf(t) == i }

// Asked is seat i's last call at or before t, -1 if none.
func (b *Board) Asked(t, i int) int {
	if i < 0 || i >= len(b.asked) {
		return -1
	}
	a := b.asked[i]
	k := sort.SearchInts(a, t+1)
	if k == 0 {
		return -1
	}
	return a[k-1]
}

// Slow: a call in which a ship sinks.
func (b *Board) Slow(t int) bool { return t >= 0 && t < len(b.Calls) && len(b.Calls[t].Sunk) > 0 }

func (b *Board) name(i int) string { return view.NameOf(b.names, i) }
