package antsview

import (
	"fmt"
	"sort"

	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/games/ants/engine"
	"floorfall/view"
)

// Board is an Ants game as the viewer shows it: the events of every turn
// and, for every state, where the ants and the food are and each player's
// counts; the rest of a state (what a bot was sent) is the replay's.
//
// State t is the game before turn t (state 0 before the setup, turn 0).
type Board struct {
	Rows, Cols, Players int
	names               []string
	start               *engine.State // the state before turn 0: the map and its geometry, never changed
	water               []Rect

	hills []hill
	// By ant (its index in engine.State.Ants): its owner and the square it
	// spawned on; by food: its square.
	antOwner []int8
	antStart []int32
	foodSq   []int32

	// Events[t] are turn t's.
	Events []*engine.Events
	// State t's ants are antID[antFrom[t]:antFrom[t+1]] (by square) on
	// squares antSq[...], its food foodID[foodFrom[t]:foodFrom[t+1]].
	antFrom, antID, antSq []int32
	foodFrom, foodID      []int32
	tallies               []tally

	outAt [engine.MaxPlayers]int // the turn each player stopped being sent turns in (-1: never)

	over   bool
	result game.Result
	cutoff string // why the game ended, in the engine's words (the banner's)

	r *ants.Replay // the replay's turns' inputs
	// liveIn[k][p] is what player p was sent for turn r.Turns()+k (turns
	// played live), "" if nothing.
	liveIn [][]string

	charts [len(charts)]view.Chart
	chart  int // the chart shown
	sel    selection
	fr     Frame
	fb     frameScratch
	seat   int // the viewpoint: the seat whose fog the frames show, -1 for none
}

// hill is a hill, and the turn it was razed in (-1 while standing) and by
// whom.
type hill struct {
	Sq      int32
	Owner   int
	RazedAt int
	By      int
}

// tally is what a state counts for each player.
type tally struct {
	Ants, Hills, Food, Score [engine.MaxPlayers]int32
	In                       uint16 // bit p: player p is in the game (is sent turns)
}

// in reports whether player p is in the game.
func (t *tally) in(p int) bool { return t.In&(1<<p) != 0 }

// New makes the board of an Ants replay; names are the players' names as
// shown.
func New(r game.Replay, names []string) (view.Board, error) {
	ar, ok := r.(*ants.Replay)
	if !ok {
		return nil, fmt.Errorf("antsview: %T is not an Ants replay", r)
	}
	return FromReplay(ar, names)
}

// FromReplay plays the replay's game back into a board.
func FromReplay(r *ants.Replay, names []string) (*Board, error) {
	start, err := r.State(0)
	if err != nil {
		return nil, err
	}
	b := &Board{Rows: start.Rows, Cols: start.Cols, Players: start.Players, names: names, start: start, r: r, seat: -1}
	for p := range b.outAt {
		b.outAt[p] = -1
	}
	for _, h := range start.Hills {
		b.hills = append(b.hills, hill{Sq: h.Sq, Owner: int(h.Owner), RazedAt: -1, By: -1})
	}
	water := make([]bool, b.Rows*b.Cols)
	for sq := range water {
		water[sq] = start.Water(sq)
	}
	b.water = AppendRects(nil, b.Rows, b.Cols, water, true)
	b.antFrom, b.foodFrom = []int32{0}, []int32{0}
	b.record(start, nil)
	if err := r.Playback(func(s *engine.State, ev *engine.Events) {
		b.Events = append(b.Events, ev)
		b.record(s, ev)
	}); err != nil {
		return nil, err
	}
	b.over, b.result, b.cutoff = r.Final().Over(), r.Result(), r.Final().Cutoff()
	if !b.over {
		b.liveIn = append(b.liveIn, inputs(r.Final()))
	}
	b.initChart()
	return b, nil
}

// inputs are what each player in the game is sent for s's next turn.
func inputs(s *engine.State) []string {
	in := make([]string, s.Players)
	for p := range in {
		if s.Alive(p) {
			m := s.AppendInput(nil, p)
			in[p] = string(m[:len(m)-1])
		}
	}
	return in
}

// record adds state s, which turn ev (nil before turn 0) led to.
func (b *Board) record(s *engine.State, ev *engine.Events) {
	for i := len(b.antOwner); i < len(s.Ants); i++ {
		b.antOwner = append(b.antOwner, s.Ants[i].Owner)
		b.antStart = append(b.antStart, s.Ants[i].Start)
	}
	for i := len(b.foodSq); i < len(s.Food); i++ {
		b.foodSq = append(b.foodSq, s.Food[i].Sq)
	}
	var tl tally
	if n := len(b.tallies); n > 0 {
		tl.Food, tl.Hills = b.tallies[n-1].Food, b.tallies[n-1].Hills
	} else {
		for _, h := range b.hills {
			tl.Hills[h.Owner]++
		}
	}
	for _, a := range s.Live() {
		b.antID = append(b.antID, a)
		b.antSq = append(b.antSq, s.Ants[a].Sq)
		tl.Ants[s.Ants[a].Owner]++
	}
	b.antFrom = append(b.antFrom, int32(len(b.antID)))
	b.foodID = append(b.foodID, s.Present()...)
	b.foodFrom = append(b.foodFrom, int32(len(b.foodID)))
	for p, sc := range s.Score() {
		tl.Score[p] = int32(sc)
		if !s.Killed(p) && (tl.Ants[p] > 0 || ev == nil) {
			tl.In |= 1 << p
		}
	}
	if ev != nil {
		for _, g := range ev.Gathered {
			if g.Owner >= 0 {
				tl.Food[g.Owner]++
			}
		}
		for _, rz := range ev.Razes {
			h := &b.hills[rz.Hill]
			h.RazedAt, h.By = ev.Turn, rz.By
			tl.Hills[h.Owner]--
		}
		prev := &b.tallies[len(b.tallies)-1]
		for p := range s.Players {
			if prev.in(p) && !tl.in(p) {
				b.outAt[p] = ev.Turn
			}
		}
	}
	b.tallies = append(b.tallies, tl)
}

// Append adds a turn played live, with the match after it.
func (b *Board) Append(t game.Turn, m game.Match) {
	ev, ok := t.Events.(*engine.Events)
	am, ok2 := m.(*ants.Match)
	if !ok || !ok2 || ev.Turn != len(b.Events) {
		return
	}
	s := am.State()
	b.Events = append(b.Events, ev)
	b.record(s, ev)
	b.over, b.result, b.cutoff = s.Over(), m.Result(), s.Cutoff()
	if !b.over {
		b.liveIn = append(b.liveIn, inputs(s))
	}
}

// Turns is the number of turns played (the setup, turn 0, included).
func (b *Board) Turns() int { return len(b.Events) }

// Over reports whether the game has ended.
func (b *Board) Over() bool { return b.over }

// Shape is the map: its columns across, its rows down.
func (b *Board) Shape() view.Shape {
	return view.Shape{W: float64(b.Cols), H: float64(b.Rows), Seats: b.Players}
}

// Pace: ten turns a second (games last 500 to 1500 turns).
func (b *Board) Pace() float64 { return 10 }

// Acting: every player in the game acts in every turn.
func (b *Board) Acting(t, i int) bool { return t < b.Turns() && b.tallies[t].in(i) }

// Asked is player i's last turn at or before t: t while it is in the game,
// else the turn it went out in (its last message).
func (b *Board) Asked(i, t int) int {
	t = min(t, b.Turns()-1)
	if o := b.outAt[i]; o >= 0 && t > o {
		t = o
	}
	if t < 0 || !b.tallies[t].in(i) {
		return -1
	}
	return t
}

// Input is the exact text player i was sent for turn t.
func (b *Board) Input(t, i int) string {
	if k := t - b.r.Turns(); k >= 0 {
		if k < len(b.liveIn) && i < len(b.liveIn[k]) {
			return b.liveIn[k][i]
		}
		return ""
	}
	in, err := b.r.Input(nil, t, i, nil)
	if err != nil {
		return "(" + err.Error() + ")"
	}
	return string(in)
}

// Result is the outcome after the last turn.
func (b *Board) Result() game.Result { return b.result }

// Slow: a turn in which a hill is razed.
func (b *Board) Slow(t int) bool { return len(b.Events[t].Razes) > 0 }

// ants are state t's ants and their squares.
func (b *Board) ants(t int) (ids, sqs []int32) {
	lo, hi := b.antFrom[t], b.antFrom[t+1]
	return b.antID[lo:hi], b.antSq[lo:hi]
}

// food is state t's food.
func (b *Board) food(t int) []int32 { return b.foodID[b.foodFrom[t]:b.foodFrom[t+1]] }

// antAt is the ant on square sq in state t, -1 for none.
func (b *Board) antAt(t int, sq int32) int32 {
	ids, sqs := b.ants(t)
	k := sort.Search(len(sqs), func(k int) bool { return sqs[k] >= sq })
	if k < len(sqs) && sqs[k] == sq {
		return ids[k]
	}
	return -1
}

func (b *Board) name(i int) string { return view.NameOf(b.names, i) }

var _ view.Board = (*Board)(nil)
