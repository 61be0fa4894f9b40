package antsview

import (
	"floorfall/games/ants/engine"
	"floorfall/view"
)

// The phases of a turn's slot, as fractions of it, in the engine's order
// of a turn: move, attack, raze, spawn, gather, new food. Everything of
// turn t happens inside its slot [t, t+1].
const (
	MoveEnd    = 0.45 // the ants that moved have glided to their new squares
	FightStart = 0.3  // lines from the killers to the ants the attack rule kills...
	DieStart   = 0.45 // ...which (and those that collided) fade out
	DieEnd     = 0.8
	RazeStart  = 0.45 // a razed hill breaks
	RazeEnd    = 0.7
	BornStart  = 0.55 // ants born on hills grow
	BornEnd    = 0.85
	EatStart   = 0.55 // food gathered (or destroyed) shrinks away
	EatEnd     = 0.85
	FoodStart  = 0.75 // new food appears
)

// maxFights is the most fight lines a frame draws.
const maxFights = 4096

// Frame is the map as drawn at one playback position. Points are in
// squares: square (col, row) has its centre at (col+0.5, row+0.5).
type Frame struct {
	Turn  int // the turn being played (or the next one when settled)
	Shown int // the state the texts and the fog show (Turn, or Turn+1 after the tick)
	Rows  int
	Cols  int
	Water []Rect // the map's water, the same in every frame
	Ants  []Ant
	Food  []Food
	Hills []Hill
	// Fights are the attack rule's kills: a line from each killer to the
	// ant it killed.
	Fights []Fight
	// Seat is the player whose view the frame shows (-1: all of the map),
	// SeatName its name; Fog are the squares it does not see in state
	// Shown.
	Seat     int
	SeatName string
	Fog      []Rect
	// Marks mark the ant selected (see Select): where it is drawn (twice
	// over an edge), or, when it is not on the map, where it will be born
	// or where it died (Gone).
	Marks []Mark
}

// Mark marks the selected ant at (X, Y).
type Mark struct {
	X, Y  float64
	Owner int
	Alpha float64
	Gone  bool // not on the map at this position
}

// Rect is a rectangle of squares: columns X to X+W-1, rows Y to Y+H-1.
type Rect struct{ X, Y, W, H int32 }

// Ant is an ant as drawn. An ant crossing an edge of the map is drawn
// twice: fading out over one edge, fading in over the other.
type Ant struct {
	ID    int32 // its index in the engine's ants
	X, Y  float64
	Owner int
	Alpha float64
	Scale float64 // 1; a newborn grows from 0
	Hit   float64 // 0..1: being killed, flashing
}

// Food is a piece of food as drawn.
type Food struct{ X, Y, Scale, Alpha float64 }

// Hill is an ant hill as drawn: Razed goes from 0 (standing) to 1 (razed,
// by By).
type Hill struct {
	X, Y  float64
	Owner int
	Razed float64
	By    int
}

// Fight is a kill of the attack rule: from the killer at (X0, Y0) to the
// ant killed at (X1, Y1), in the killer's colour.
type Fight struct {
	X0, Y0, X1, Y1 float64
	Owner          int
	Alpha          float64
}

// frameScratch is what making a frame needs, kept from frame to frame:
// marks by ant and food id, stamped anew each frame.
type frameScratch struct {
	stamp                           uint32
	moved, dies, placed, eaten, new []uint32
	to, at                          []int32 // by ant: the square it moves to; the square it is on after the moves
	dir                             []byte

	fogShown, fogSeat int
	fog               []Rect
	seen              []bool
	mine              []int32
	rects             rectMaker
}

func grow[T any](s []T, n int) []T {
	if len(s) < n {
		s = append(s, make([]T, n-len(s))...)
	}
	return s
}

func (sc *frameScratch) grow(ants, food int) {
	sc.stamp++
	sc.moved, sc.dies, sc.placed = grow(sc.moved, ants), grow(sc.dies, ants), grow(sc.placed, ants)
	sc.to, sc.at, sc.dir = grow(sc.to, ants), grow(sc.at, ants), grow(sc.dir, ants)
	sc.eaten, sc.new = grow(sc.eaten, food), grow(sc.new, food)
}

// Frame is the picture at position pos (in turns); the frame is the
// board's own, made anew by the next call.
func (b *Board) Frame(pos, clock float64, animating bool) any {
	b.BuildFrame(pos, &b.fr)
	return &b.fr
}

// BuildFrame fills fr with the picture at position pos.
func (b *Board) BuildFrame(pos float64, fr *Frame) {
	n := b.Turns()
	pos = max(0, min(pos, float64(n)))
	t, f, shown := view.At(pos, n)
	fr.Turn, fr.Shown, fr.Rows, fr.Cols, fr.Water = t, shown, b.Rows, b.Cols, b.water
	fr.Ants, fr.Food, fr.Hills, fr.Fights = fr.Ants[:0], fr.Food[:0], fr.Hills[:0], fr.Fights[:0]
	var ev *engine.Events
	if f > 0 && t < n {
		ev = b.Events[t]
	}
	sc := &b.fb
	sc.grow(len(b.antOwner), len(b.foodSq))
	if ev != nil {
		for _, m := range ev.Moves {
			sc.moved[m.Ant], sc.to[m.Ant], sc.dir[m.Ant] = sc.stamp, m.To, m.Dir
		}
		for _, a := range ev.Collided {
			sc.dies[a] = sc.stamp
		}
		for _, a := range ev.Attacks {
			sc.dies[a.Ant] = sc.stamp
		}
		for _, g := range ev.Gathered {
			sc.eaten[g.Food] = sc.stamp
		}
		for _, fd := range ev.Appeared {
			sc.new[fd] = sc.stamp
		}
	}
	b.buildHills(fr, ev, t, f)
	b.buildFood(fr, ev, t, f)
	b.buildAnts(fr, ev, t, f)
	b.buildFights(fr, ev, f)
	b.buildMarks(fr, pos)
	fr.Seat, fr.SeatName, fr.Fog = b.seat, "", nil
	if b.seat >= 0 {
		fr.SeatName, fr.Fog = b.name(b.seat), b.fog(shown, b.seat)
	}
}

// centre is the centre of square sq, in squares.
func (b *Board) centre(sq int32) (x, y float64) {
	return float64(int(sq)%b.Cols) + 0.5, float64(int(sq)/b.Cols) + 0.5
}

func (b *Board) buildHills(fr *Frame, ev *engine.Events, t int, f float64) {
	for _, h := range b.hills {
		x, y := b.centre(h.Sq)
		hv := Hill{X: x, Y: y, Owner: h.Owner, By: -1}
		switch {
		case h.RazedAt >= 0 && h.RazedAt < t:
			hv.Razed, hv.By = 1, h.By
		case h.RazedAt == t && ev != nil:
			hv.Razed, hv.By = view.EaseOut(view.Phase(f, RazeStart, RazeEnd)), h.By
		}
		fr.Hills = append(fr.Hills, hv)
	}
}

func (b *Board) buildFood(fr *Frame, ev *engine.Events, t int, f float64) {
	sc := &b.fb
	for _, id := range b.food(t) {
		x, y := b.centre(b.foodSq[id])
		fd := Food{X: x, Y: y, Scale: 1, Alpha: 1}
		if ev != nil && sc.eaten[id] == sc.stamp {
			fd.Scale = 1 - view.EaseIn(view.Phase(f, EatStart, EatEnd))
			if fd.Scale <= 0 {
				continue
			}
		}
		fr.Food = append(fr.Food, fd)
	}
	if ev == nil || f < FoodStart {
		return
	}
	for _, id := range ev.Appeared {
		x, y := b.centre(b.foodSq[id])
		a := view.Phase(f, FoodStart, 1)
		fr.Food = append(fr.Food, Food{X: x, Y: y, Scale: 0.5 + 0.5*view.EaseOut(a), Alpha: a})
	}
}

// step is the move of a direction letter, in squares.
func step(d byte) (dx, dy float64) {
	switch d {
	case 'n':
		return 0, -1
	case 'e':
		return 1, 0
	case 's':
		return 0, 1
	case 'w':
		return -1, 0
	}
	return 0, 0
}

func (b *Board) buildAnts(fr *Frame, ev *engine.Events, t int, f float64) {
	sc := &b.fb
	g := view.EaseOut(view.Phase(f, 0, MoveEnd))
	ids, sqs := b.ants(t)
	for k, id := range ids {
		sq := sqs[k]
		x, y := b.centre(sq)
		a := Ant{ID: id, X: x, Y: y, Owner: int(b.antOwner[id]), Alpha: 1, Scale: 1}
		sc.at[id], sc.placed[id] = sq, sc.stamp
		if ev == nil {
			fr.Ants = append(fr.Ants, a)
			continue
		}
		if sc.dies[id] == sc.stamp {
			a.Alpha = 1 - view.Phase(f, DieStart, DieEnd)
			a.Hit = view.Bump(view.Phase(f, DieStart-0.1, DieEnd))
			if a.Alpha <= 0 {
				continue
			}
		}
		if sc.moved[id] != sc.stamp {
			fr.Ants = append(fr.Ants, a)
			continue
		}
		to := sc.to[id]
		sc.at[id] = to
		dx, dy := step(sc.dir[id])
		tx, ty := b.centre(to)
		if tx-x == dx && ty-y == dy {
			a.X, a.Y = x+g*dx, y+g*dy
			fr.Ants = append(fr.Ants, a)
			continue
		}
		// Over an edge of the map: out over one edge, in over the other.
		out, in := a, a
		out.X, out.Y, out.Alpha = x+g*dx, y+g*dy, a.Alpha*(1-view.Phase(g, 0, 0.5))
		in.X, in.Y, in.Alpha = tx-(1-g)*dx, ty-(1-g)*dy, a.Alpha*view.Phase(g, 0.5, 1)
		if out.Alpha > 0 {
			fr.Ants = append(fr.Ants, out)
		}
		if in.Alpha > 0 {
			fr.Ants = append(fr.Ants, in)
		}
	}
	if ev == nil || f <= BornStart {
		return
	}
	s := view.EaseOut(view.Phase(f, BornStart, BornEnd))
	for _, id := range ev.Spawned {
		x, y := b.centre(b.antStart[id])
		fr.Ants = append(fr.Ants, Ant{ID: id, X: x, Y: y, Owner: int(b.antOwner[id]), Alpha: 1, Scale: s})
	}
}

func (b *Board) buildFights(fr *Frame, ev *engine.Events, f float64) {
	if ev == nil || f <= FightStart || f >= DieEnd {
		return
	}
	sc := &b.fb
	alpha := view.Bump(view.Phase(f, FightStart, DieEnd))
	for _, at := range ev.Attacks {
		if sc.placed[at.Ant] != sc.stamp {
			continue
		}
		x1, y1 := b.centre(sc.at[at.Ant])
		for _, k := range at.By {
			if sc.placed[k] != sc.stamp || len(fr.Fights) == maxFights {
				continue
			}
			x0, y0 := b.centre(sc.at[k])
			// The shorter way, over the edges.
			x0 = x1 + wrapDelta(x0-x1, float64(b.Cols))
			y0 = y1 + wrapDelta(y0-y1, float64(b.Rows))
			fr.Fights = append(fr.Fights, Fight{X0: x0, Y0: y0, X1: x1, Y1: y1, Owner: int(b.antOwner[k]), Alpha: alpha})
		}
	}
}

// wrapDelta is d, a difference on a ring of size n, the shorter way.
func wrapDelta(d, n float64) float64 {
	switch {
	case d > n/2:
		return d - n
	case d < -n/2:
		return d + n
	}
	return d
}
