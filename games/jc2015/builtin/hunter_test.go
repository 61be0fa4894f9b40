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
	r := rand.New(rand.NewPCG(3, 4))
	h := newHunter(1)
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
