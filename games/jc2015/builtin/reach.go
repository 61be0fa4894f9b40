package builtin

import (
	"math/bits"
	"sync"

	"floorfall/games/jc2015/engine"
)

// This file answers "can this player stay on the board?" quickly: squares
// are bits (a row of 18 squares per uint32), and the set of squares a player
// can be on is grown one own turn at a time against the known timeline of
// the blocks.

const (
	side    = engine.Size
	rowMask = 1<<side - 1
)

// board is a set of squares: bit x of row y is square (x, y).
type board [side]uint32

func (b *board) add(q engine.Square)      { b[q.Y] |= 1 << q.X }
func (b *board) has(q engine.Square) bool { return b[q.Y]>>q.X&1 != 0 }

func (b *board) andNot(c *board) {
	for y := range b {
		b[y] &^= c[y]
	}
}

func (b *board) empty() bool {
	for _, r := range b {
		if r != 0 {
			return false
		}
	}
	return true
}

func (b *board) count() int {
	n := 0
	for _, r := range b {
		n += bits.OnesCount32(r)
	}
	return n
}

// grow adds to b every square one step from b that is in allowed.
func (b *board) grow(allowed *board) {
	var n board
	for y, r := range b {
		if r == 0 {
			continue
		}
		n[y] |= r<<1 | r>>1
		if y > 0 {
			n[y-1] |= r
		}
		if y < side-1 {
			n[y+1] |= r
		}
	}
	for y := range b {
		b[y] |= n[y] & allowed[y] & rowMask
	}
}

var (
	// blockRow[m] is the row of squares covered by the blocks of bit set m
	// (bit bx for block column bx).
	blockRow [1 << engine.Blocks]uint32
	// near[y][x] is the set of squares within Manhattan distance 3 of (x, y):
	// where no other player may move.
	near [side][side]board
	// near4[y][x] is the same within distance 4: where no other player may
	// move if the one on (x, y) makes one step first.
	near4 [side][side]board
)

// tables fills blockRow, near and near4, once, when a hunter is made (not
// at start: 0.25 ms of every floorfall start, GODEBUG=inittrace=1).
var tables = sync.OnceFunc(func() {
	for m := range blockRow {
		for bx := range engine.Blocks {
			if m>>bx&1 != 0 {
				blockRow[m] |= 7 << (engine.BlockSize * bx)
			}
		}
	}
	for y := range side {
		for x := range side {
			for qy := range side {
				for qx := range side {
					d := engine.Dist(engine.Square{X: x, Y: y}, engine.Square{X: qx, Y: qy})
					if d <= engine.MinDistance {
						near[y][x][qy] |= 1 << qx
					}
					if d <= engine.MinDistance+1 {
						near4[y][x][qy] |= 1 << qx
					}
				}
			}
		}
	}
})

// timeline is when each block falls and stands, in absolute turns, as known
// from a state whose next turn is u.
type timeline struct {
	u    int
	fall [engine.Blocks][engine.Blocks]int // the turn at whose end it falls; -1 if not counting down
	back [engine.Blocks][engine.Blocks]int // from this turn on it stands (again), once fallen
	last int                               // the last known fall, or u-1
}

func newTimeline(s *engine.State) *timeline {
	tl := &timeline{u: s.Turn, last: s.Turn - 1}
	for y := range s.Timers {
		for x, t8 := range s.Timers[y] {
			t := int(t8)
			switch {
			case t > 0:
				f := tl.u + t - 1
				tl.fall[y][x], tl.back[y][x] = f, f-engine.FallenTimer+1
				tl.last = max(tl.last, f)
			case t < 0:
				tl.fall[y][x], tl.back[y][x] = -1, tl.u-t
			default:
				tl.fall[y][x], tl.back[y][x] = -1, 0
			}
		}
	}
	return tl
}

// standing is the set of squares that can be entered in turn a.
func (tl *timeline) standing(a int) board {
	var rows [engine.Blocks]uint8
	for by := range rows {
		for bx := range engine.Blocks {
			if f := tl.fall[by][bx]; a >= tl.back[by][bx] || (f >= 0 && a <= f) {
				rows[by] |= 1 << bx
			}
		}
	}
	var b board
	for y := range b {
		b[y] = blockRow[rows[y/engine.BlockSize]]
	}
	return b
}

// falling is the set of squares whose block falls at the end of a turn in
// a0..a1.
func (tl *timeline) falling(a0, a1 int) board {
	var rows [engine.Blocks]uint8
	for by := range rows {
		for bx := range engine.Blocks {
			if f := tl.fall[by][bx]; f >= a0 && f <= a1 {
				rows[by] |= 1 << bx
			}
		}
	}
	var b board
	for y := range b {
		b[y] = blockRow[rows[y/engine.BlockSize]]
	}
	return b
}

// actor is when a player acts, seen from a state whose next turn is u.
type actor struct {
	engine.Square
	alive bool
	wait  int // own turns it is forced to N
	first int // its next turn
	free  int // its next turn with a command of its own
}

func actors(s *engine.State) (a [engine.NumPlayers]actor) {
	for i, p := range s.Players {
		first := s.Turn + ((i-s.Turn)%engine.NumPlayers+engine.NumPlayers)%engine.NumPlayers
		a[i] = actor{Square: p.Square, alive: !p.Fallen, wait: p.Wait, first: first, free: first + engine.NumPlayers*p.Wait}
	}
	return a
}

// maxSteps bounds the own turns looked at: every known fall is at most 20
// turns away.
const maxSteps = 8

// steps is how many own turns of player i, from its next one, cover every
// known fall (at least 2).
func (tl *timeline) steps(a *actor) int {
	n := 2
	if tl.last >= a.first {
		n = max(n, (tl.last-a.first)/engine.NumPlayers+1)
	}
	return min(n, maxSteps)
}

// blockers is where player i may not move in turn t: near the players whose
// square is sure then (they have not had a command of their own since u).
// When pess is set, the others are taken to have stepped toward it: their
// squares are not sure, and the squares within 4 of them are kept out.
func blockers(acts *[engine.NumPlayers]actor, t, i int, pess bool) (b board) {
	for j := range acts {
		a := &acts[j]
		if j == i || !a.alive {
			continue
		}
		n := &near[a.Y][a.X]
		if a.free <= t {
			if !pess {
				continue
			}
			n = &near4[a.Y][a.X]
		}
		for y := range b {
			b[y] |= n[y]
		}
	}
	return b
}

// survive grows the squares player i can be on, own turn after own turn,
// until every known fall is past. ok is false when no way keeps it on the
// board; mob is how many squares it can be on after two own turns. pess
// is the view of the other players' moves (see blockers).
func (tl *timeline) survive(acts *[engine.NumPlayers]actor, i int, pess bool) (mob int, ok bool) {
	a := &acts[i]
	if !a.alive {
		return 0, false
	}
	if d := tl.falling(tl.u, a.first-1); d.has(a.Square) {
		return 0, false
	}
	var r board
	r.add(a.Square)
	n := tl.steps(a)
	for m := range n {
		t := a.first + engine.NumPlayers*m
		if t >= a.free {
			allowed := tl.standing(t)
			bl := blockers(acts, t, i, pess)
			allowed.andNot(&bl)
			r.grow(&allowed)
		}
		d := tl.falling(t, t+engine.NumPlayers-1)
		r.andNot(&d)
		if r.empty() {
			return 0, false
		}
		if m == 1 {
			mob = r.count()
		}
	}
	return mob, true
}

// randomSurvival is the probability that player i stays on the board until
// every known fall is past if, from its next free turn, it plays like the
// random bot (U D L R A uniformly; an attack freezes it for two own turns).
func (tl *timeline) randomSurvival(acts *[engine.NumPlayers]actor, i int) float64 {
	a := &acts[i]
	if !a.alive {
		return 0
	}
	if d := tl.falling(tl.u, a.first-1); d.has(a.Square) {
		return 0
	}
	// p[k][w]: the probability of being on square k (y*side+x) with w
	// forced turns left; only the squares listed in cur hold any.
	var p, q [side * side][3]float32
	var stamp [side * side]uint8
	var cur, next [side * side]int16
	w0 := min(a.wait, 2)
	k0 := a.Y*side + a.X
	p[k0][w0] = 1
	cur[0] = int16(k0)
	ncur := 1
	// A wait above 2 (not in a real game) is spent before the walk.
	t0 := a.first + engine.NumPlayers*max(a.wait-w0, 0)
	const pc = 1.0 / float32(len(randomCommands))
	total := float32(1)
	for m := range tl.steps(a) {
		t := t0 + engine.NumPlayers*m
		allowed := tl.standing(t)
		bl := blockers(acts, t, i, false)
		allowed.andNot(&bl)
		dead := tl.falling(t, t+engine.NumPlayers-1)
		gen := uint8(m + 1)
		nnext := 0
		put := func(k int, w int, v float32) {
			if stamp[k] != gen {
				stamp[k] = gen
				q[k] = [3]float32{}
				next[nnext] = int16(k)
				nnext++
			}
			q[k][w] += v
		}
		for _, k16 := range cur[:ncur] {
			k := int(k16)
			pk := &p[k]
			if pk[1] != 0 {
				put(k, 0, pk[1])
			}
			if pk[2] != 0 {
				put(k, 1, pk[2])
			}
			v := pk[0]
			if v == 0 {
				continue
			}
			v *= pc
			put(k, 2, v) // A
			x, y := k%side, k/side
			stay := float32(0)
			if y > 0 && allowed[y-1]>>x&1 != 0 {
				put(k-side, 0, v)
			} else {
				stay += v
			}
			if y < side-1 && allowed[y+1]>>x&1 != 0 {
				put(k+side, 0, v)
			} else {
				stay += v
			}
			if x > 0 && allowed[y]>>(x-1)&1 != 0 {
				put(k-1, 0, v)
			} else {
				stay += v
			}
			if x < side-1 && allowed[y]>>(x+1)&1 != 0 {
				put(k+1, 0, v)
			} else {
				stay += v
			}
			if stay != 0 {
				put(k, 0, stay)
			}
		}
		total, ncur = 0, 0
		for _, k16 := range next[:nnext] {
			k := int(k16)
			if dead[k/side]>>(k%side)&1 != 0 {
				continue
			}
			p[k] = q[k]
			total += q[k][0] + q[k][1] + q[k][2]
			cur[ncur] = k16
			ncur++
		}
		if ncur == 0 {
			return 0
		}
	}
	return float64(total)
}
