package builtin

import (
	"math/rand/v2"
	"testing"

	"floorfall/games/jc2015/engine"
)

// pl is a player in a crafted view; x < 0 is fallen.
type pl struct {
	x, y int
	f    engine.Dir
	wait int
}

// craft builds the view of player id at turn id (its first turn) with the
// given block timers.
func craft(id int, timers map[engine.Block]int, ps [engine.NumPlayers]pl) *View {
	v := &View{ID: id, Turn: id}
	for b, t := range timers {
		v.Timers[b.Y][b.X] = t
	}
	for i, p := range ps {
		v.Players[i] = PlayerView{Square: engine.Square{X: p.x, Y: p.y}, Facing: p.f, Wait: p.wait, Fallen: p.x < 0}
		if p.x < 0 {
			v.Players[i].Square = engine.Square{X: -1, Y: -1}
		}
	}
	return v
}

// far are opponents out of the way of a hunter in the top-left quarter.
var far = [3]pl{{15, 16, engine.Up, 0}, {16, 10, engine.Down, 0}, {10, 16, engine.Left, 0}}

func TestHunterLeavesFallingBlock(t *testing.T) {
	b := func(x, y int) engine.Block { return engine.Block{X: x, Y: y} }
	// The hunter is on the top-left corner (3, 3) of block (1, 1), which
	// falls at the end of this turn or the next: it must step out now, up
	// into block (1, 0) or left into block (0, 1).
	for _, c := range []struct {
		name   string
		timers map[engine.Block]int
		want   engine.Command
	}{
		{"left falls now", map[engine.Block]int{b(1, 1): 2, b(0, 1): 1}, engine.CmdUp},
		{"left falls soon", map[engine.Block]int{b(1, 1): 1, b(0, 1): 3}, engine.CmdUp},
		{"up fallen", map[engine.Block]int{b(1, 1): 2, b(1, 0): -5}, engine.CmdLeft},
		{"up falls now", map[engine.Block]int{b(1, 1): 2, b(1, 0): 1, b(0, 1): 9}, engine.CmdLeft},
	} {
		for _, f := range []engine.Dir{engine.Up, engine.Down, engine.Left, engine.Right} {
			v := craft(0, c.timers, [4]pl{{3, 3, f, 0}, far[0], far[1], far[2]})
			if got := newHunter(1).Decide(v); got != c.want {
				t.Errorf("%s, facing %s: hunter said %s, want %s", c.name, f, got, c.want)
			}
		}
	}
	// Both ways out fall before it can leave them: whatever it does, it
	// does not walk into them.
	v := craft(0, map[engine.Block]int{b(1, 1): 2, b(1, 0): 1, b(0, 1): -3}, [4]pl{{3, 3, engine.Up, 0}, far[0], far[1], far[2]})
	if got := newHunter(1).Decide(v); got == engine.CmdUp || got == engine.CmdLeft {
		t.Errorf("doomed: hunter said %s, into a block that falls or has fallen", got)
	}
}

// TestHunterSafeMoves crafts thousands of random positions: the hunter never
// moves into a fallen block, nor into one that falls before its next turn
// (timer 1 to 4).
func TestHunterSafeMoves(t *testing.T) {
	h := newHunter(1)
	t.Run("careful", func(t *testing.T) { safeMovesIn(t, h) })
	// In a stand-off it takes risks with the opponents, never with the
	// floor.
	bold := newHunter(1)
	bold.w.Standoff = 0
	t.Run("stand-off", func(t *testing.T) { safeMovesIn(t, bold) })
}

func safeMovesIn(t *testing.T, h *hunter) {
	r := rand.New(rand.NewPCG(3, 4))
	moves, avoided := 0, 0
	for seed := int64(1); seed <= 3000; seed++ {
		p := engine.RandomPlacement(seed)
		id := int(seed % engine.NumPlayers)
		v := &View{ID: id, Turn: id + engine.NumPlayers*r.IntN(100)}
		for y := range v.Timers {
			for x := range v.Timers[y] {
				switch k := r.IntN(10); {
				case k < 3:
					v.Timers[y][x] = -1 - r.IntN(19)
				case k < 6:
					v.Timers[y][x] = 1 + r.IntN(20)
				}
			}
		}
		for i, st := range p {
			v.Players[i] = PlayerView{Square: st.Square, Facing: st.Facing}
			if b := st.Block(); i != id && v.Timers[b.Y][b.X] < 0 {
				v.Players[i].Fallen, v.Players[i].Square = true, engine.Square{X: -1, Y: -1}
			}
		}
		me := v.Players[id].Square.Block()
		if v.Timers[me.Y][me.X] < 0 {
			v.Timers[me.Y][me.X] = 0
		}
		c := h.Decide(v)
		if h.w.Standoff == 0 && !h.standoff {
			t.Fatalf("seed %d: not in a stand-off", seed)
		}
		if !engine.ValidCommand(byte(c)) {
			t.Fatalf("seed %d: command %q", seed, c)
		}
		for _, d := range []engine.Dir{engine.Up, engine.Down, engine.Left, engine.Right} {
			dx, dy := d.Delta()
			to := engine.Square{X: v.Players[id].X + dx, Y: v.Players[id].Y + dy}
			if !to.On() || to.Block() == me {
				continue
			}
			if tt := v.Timers[to.Block().Y][to.Block().X]; tt < 0 || (tt > 0 && tt <= engine.NumPlayers) {
				avoided++
				if engine.Command(d) == c {
					t.Errorf("seed %d: hunter moves %s into block %+v whose timer is %d", seed, d, to.Block(), tt)
				}
			}
		}
		if c != engine.CmdNone && c != engine.CmdAttack {
			moves++
		}
	}
	if moves < 1000 || avoided < 1000 {
		t.Errorf("%d moves, %d unsafe moves avoided: not a useful test", moves, avoided)
	}
}

func TestHunterAttacks(t *testing.T) {
	// The hunter at (3, 7) in block (1, 2) faces right; the opponent at the
	// centre (7, 7) of block (2, 2) cannot leave it in one move: attack.
	ps := [4]pl{{3, 7, engine.Right, 0}, {7, 7, engine.Up, 0}, far[0], far[1]}
	if got := newHunter(1).Decide(craft(0, nil, ps)); got != engine.CmdAttack {
		t.Errorf("opponent boxed in one block away: hunter said %s, want A", got)
	}
	// Its own block falls in 9 or 12 turns: frozen for 12 turns after an
	// attack, it would fall with it.
	for _, timer := range []int{9, 12} {
		v := craft(0, map[engine.Block]int{{X: 1, Y: 2}: timer}, ps)
		if got := newHunter(1).Decide(v); got == engine.CmdAttack {
			t.Errorf("own block falls in %d turns: hunter attacks", timer)
		}
	}
	// Facing away, it turns toward the opponent (the move is blocked by
	// the distance rule, the facing changes).
	ps[0].f = engine.Up
	if got := newHunter(1).Decide(craft(0, nil, ps)); got != engine.CmdRight {
		t.Errorf("opponent boxed in one block away, facing up: hunter said %s, want R", got)
	}
}

func TestHunterWaitsWhenItMust(t *testing.T) {
	ps := [4]pl{{3, 7, engine.Right, 1}, {7, 7, engine.Up, 0}, far[0], far[1]}
	if got := newHunter(1).Decide(craft(0, nil, ps)); got != engine.CmdNone {
		t.Errorf("waiting: hunter said %s, want N", got)
	}
	ps[0] = pl{-1, -1, engine.Up, 0}
	if got := newHunter(1).Decide(craft(0, nil, ps)); got != engine.CmdNone {
		t.Errorf("fallen: hunter said %s, want N", got)
	}
}

// duel is the last two players, 0 and 2, five squares apart in block row
// 1: the hunter (0) at the right edge of block (2, 1) facing down, the
// opponent at the centre of block (4, 1) facing left, at it.
var duel = [4]pl{{8, 4, engine.Down, 0}, {-1, -1, engine.Up, 0}, {13, 4, engine.Left, 0}, {-1, -1, engine.Up, 0}}

func TestHunterStandoff(t *testing.T) {
	h := newHunter(1)
	standoff := func(turn int, ps [4]pl) bool {
		v := craft(0, nil, ps)
		v.Turn = turn
		h.Decide(v)
		return h.standoff
	}
	n := h.w.Standoff
	if standoff(0, duel) || standoff(n-4, duel) {
		t.Errorf("a stand-off before %d turns without a fall", n)
	}
	if !standoff(n, duel) {
		t.Errorf("no stand-off after %d turns without a fall", n)
	}
	three := duel
	three[1] = pl{0, 17, engine.Up, 0}
	if standoff(n+4, three) || standoff(2*n-4, three) {
		t.Errorf("a stand-off when the number of players has just changed")
	}
	if !standoff(2*n+4, three) {
		t.Errorf("no stand-off %d turns after the last change", n)
	}
	if standoff(8, three) {
		t.Errorf("a stand-off at the start of a new game")
	}
}

func TestHunterBreaksStandoff(t *testing.T) {
	// Careful, it keeps out of the opponent's line: stepping right to
	// (9, 4) in block (3, 1) lines up its own attack on the opponent but
	// puts it where the opponent, acting first, can drop it.
	if got := newHunter(1).Decide(craft(0, nil, duel)); got == engine.CmdRight {
		t.Errorf("careful hunter steps into the opponent's line of fire")
	}
	// In a stand-off it takes that risk.
	bold := newHunter(1)
	bold.w.Standoff = 0
	if got := bold.Decide(craft(0, nil, duel)); got != engine.CmdRight {
		t.Errorf("hunter in a stand-off said %s, want R (line up on the opponent)", got)
	}
}

func TestHunterAttackThatFallsFirst(t *testing.T) {
	// The hunter (0) stands at the centre of block (2, 2); the opponent
	// (2) four squares above in block (2, 1), facing it. Its attack at
	// turn 2 drops block (2, 2) at the end of turn 5 and the hunter cannot
	// leave it in one move: a doom. But block (2, 1) falls at the end of
	// turn 3, taking the opponent, frozen by its attack, first.
	ps := [4]pl{{7, 7, engine.Right, 0}, {-1, -1, engine.Up, 0}, {7, 3, engine.Down, 0}, {-1, -1, engine.Up, 0}}
	h := newHunter(1)
	dooms := func(ps [4]pl, timer int) float64 {
		s1 := craft(0, map[engine.Block]int{{X: 2, Y: 1}: timer}, ps).State()
		step(s1, engine.CmdNone)
		return h.dooms(s1, 2, 0, 2, 0)
	}
	if d := dooms(ps, 4); d != 0 {
		t.Errorf("last opponent falls first: doom %v, want 0", d)
	}
	// Both fall at the end of turn 5: a draw, the attack is a threat.
	if d := dooms(ps, 6); d != 1 {
		t.Errorf("both fall together: doom %v, want 1", d)
	}
	// With a third player on the board, its fall does not end the game.
	ps[1] = pl{0, 17, engine.Up, 0}
	if d := dooms(ps, 4); d != 1 {
		t.Errorf("opponent falls first, a third player on: doom %v, want 1", d)
	}
}
