package hnsview

import (
	"math"

	"floorfall/games/hitandsunk/engine"
	"floorfall/view"
)

// Frame is the sea as drawn at one playback position.
type Frame struct {
	Turn  int // the call being played (or the next one when settled)
	Shown int // the state the texts show
	W, H  int // the sea's squares
	// Ships are by seat; a seat with no ship has Class 0.
	Ships  []ShipView
	Mines  []MineView
	Debris []view.Cell // squares of wreckage (under the wrecks)
	Shots  []ShotView
	Blasts []BlastView
	Hits   []HitView // shields and dives that took a hit, splashes on hulls
	Scans  []ScanView
}

// ShipView is a ship as drawn.
type ShipView struct {
	Class, Len int
	X, Y       float64 // the head square's centre, in squares
	// Angle is the heading on screen in radians (0 right, pi/2 down): the
	// body trails behind the head.
	Angle float64
	Hull  uint8 // bit i: cell i intact
	Alive bool
	Sink  float64 // 0..1 sinking, then a wreck (Alive false, Sink 1)
	Under float64 // 0..1 under water: drawn seen through
	// Shield is the shield's strength (0..1); Acting the highlight of the
	// seat called.
	Shield, Acting float64
	Appear         float64 // 0..1 placed at its ship-choice call
	Flash          [5]float64
	Heal           [5]float64
}

// Cell is the centre of cell i, in squares.
func (s *ShipView) Cell(i int) (float64, float64) {
	return s.X - float64(i)*math.Cos(s.Angle), s.Y - float64(i)*math.Sin(s.Angle)
}

// MineView is a mine, its square's top left corner; Scale grows as it
// is laid; Owner is who laid it in this call (-1: laid before).
type MineView struct {
	X, Y  int
	Scale float64
}

// ShotView is a shot: the tracer from (X0, Y0) to (X1, Y1) has gone Front
// (0..1) of the way; then Splash (0..1) rings where it fell. Miss: refused
// by the rules (out of range, off the grid).
type ShotView struct {
	Seat           int
	X0, Y0, X1, Y1 float64
	Front, Splash  float64
	Miss           bool
	Alpha          float64
}

// BlastView is a mine exploding: its fireball grows with Grow (0..1)
// over the square and the eight around; Depth is its place in the chain.
type BlastView struct {
	X, Y  float64
	Grow  float64
	Alpha float64
	Depth int
}

// HitView is a hit seen at a square: on a hull (Kind hull), taken by a
// shield, or missing a submarine under water.
type HitView struct {
	X, Y  float64
	Kind  int // 0 hull, 1 shield, 2 under water
	Seat  int
	Alpha float64
}

// The kinds of HitView.
const (
	HitHull   = hitHull
	HitShield = hitShield
	HitDodge  = hitDodge
)

// ScanView is a scan: the square of side 2R+1 around (X, Y) a ship sees
// next time, sweeping out.
type ScanView struct {
	Seat  int
	X, Y  float64
	R     float64
	Alpha float64
}

// ScanRadius is how far a scan sees (the 19x19 map), and the sight
// without (11x11).
const (
	ScanRadius  = engine.View / 2
	SightRadius = 5
)

// Frame is the picture at position pos (in turns): the board's own, made
// anew by the next call.
func (b *Board) Frame(pos, clock float64, animating bool) any {
	b.BuildFrame(pos, &b.fr)
	return &b.fr
}

// angleOf is heading d on screen.
func angleOf(d int) float64 { return float64((d&3)-1) * math.Pi / 2 }

// BuildFrame fills fr with the picture at position pos.
func (b *Board) BuildFrame(pos float64, fr *Frame) {
	n := b.Turns()
	pos = math.Max(0, math.Min(pos, float64(n)))
	t, f, shown := view.At(pos, n)
	fr.Turn, fr.Shown = t, shown
	s0 := b.States[t]
	fr.W, fr.H = s0.W, s0.H
	fr.Mines, fr.Debris = fr.Mines[:0], fr.Debris[:0]
	fr.Shots, fr.Blasts, fr.Hits, fr.Scans = fr.Shots[:0], fr.Blasts[:0], fr.Hits[:0], fr.Scans[:0]
	for k, v := range s0.Board {
		switch v {
		case engine.Mine:
			fr.Mines = append(fr.Mines, MineView{X: k % s0.W, Y: k / s0.W, Scale: 1})
		case engine.Wreck:
			fr.Debris = append(fr.Debris, view.Cell{X: k % s0.W, Y: k / s0.W})
		}
	}
	if cap(fr.Ships) < len(s0.Ships) {
		fr.Ships = make([]ShipView, len(s0.Ships))
	}
	fr.Ships = fr.Ships[:len(s0.Ships)]
	for i := range s0.Ships {
		fr.Ships[i] = shipView(&s0.Ships[i])
	}
	if t < n {
		b.playCall(fr, t, f)
	}
}

// shipView is a ship as it stands.
func shipView(sh *engine.Ship) ShipView {
	v := ShipView{Class: sh.Class, Hull: sh.Hull, Alive: sh.Alive(), Appear: 1}
	if sh.Class == 0 {
		return v
	}
	v.Len = sh.Len()
	v.X, v.Y, v.Angle = float64(sh.X)+0.5, float64(sh.Y)+0.5, angleOf(sh.Dir)
	if !v.Alive {
		v.Sink = 1
	}
	if sh.Underwater {
		v.Under = 1
	}
	if sh.Shield {
		v.Shield = 1
	}
	return v
}

// playCall shows call t at f (0..1) through its slot.
func (b *Board) playCall(fr *Frame, t int, f float64) {
	c := b.Calls[t]
	if f > 0 && c.Round == 0 {
		// The ship chosen appears where the rules placed it.
		if sh := &b.States[t+1].Ships[c.Seat]; sh.Class != 0 {
			v := shipView(sh)
			v.Appear = view.EaseOut(view.Phase(f, 0.1, 0.6))
			fr.Ships[c.Seat] = v
		}
	}
	// The highlight of the seat called, handed over to the next at the
	// end of the slot.
	h := view.Smooth(view.Phase(f, 0.85, 1))
	if c.Seat >= 0 && c.Seat < len(fr.Ships) {
		fr.Ships[c.Seat].Acting = 1 - h
	}
	if next := b.seatOf(t + 1); next >= 0 && next < len(fr.Ships) && h > 0 {
		fr.Ships[next].Acting = max(fr.Ships[next].Acting, h)
	}
	if f <= 0 || c.Round == 0 {
		return
	}
	me := &fr.Ships[c.Seat]
	me.Shield *= 1 - view.Phase(f, 0, playFrom) // a turn begins with the shield down
	sc := b.scriptOf(t)
	for k := range sc.events {
		e := &sc.events[k]
		if f < e.a {
			break
		}
		play(fr, e, f)
	}
}

// play applies event e, begun by f, to the frame.
func play(fr *Frame, e *event, f float64) {
	p := view.Phase(f, e.a, e.b)
	s := &fr.Ships[e.seat]
	switch e.kind {
	case evMove:
		g := view.Smooth(p)
		s.X, s.Y = view.Lerp(e.x0, e.x1, g), view.Lerp(e.y0, e.y1, g)
	case evBump:
		g := view.Bump(p)
		s.X, s.Y = e.x0+g*e.x1, e.y0+g*e.y1
	case evTurn:
		a0, a1 := angleOf(e.d0), angleOf(e.d1)
		s.Angle = a0 + math.Remainder(a1-a0, 2*math.Pi)*view.Smooth(p)
	case evShot:
		mid := 0.5
		fr.Shots = append(fr.Shots, ShotView{Seat: e.seat, X0: e.x0, Y0: e.y0, X1: e.x1, Y1: e.y1,
			Front: view.EaseOut(p / mid), Splash: view.Phase(p, mid, 1), Miss: e.flag,
			Alpha: 1 - view.Phase(f, e.b, e.b+0.08)})
		if f >= e.b+0.08 {
			fr.Shots = fr.Shots[:len(fr.Shots)-1]
		}
	case evBlast:
		removeMine(fr, e.x1, e.y1)
		if p < 1 {
			fr.Blasts = append(fr.Blasts, BlastView{X: e.x1, Y: e.y1, Grow: view.EaseOut(p / 0.45),
				Alpha: 1 - view.Phase(p, 0.5, 1), Depth: e.depth})
		}
	case evHit:
		switch e.hit {
		case hitHull:
			if e.cell >= 0 && e.cell < 5 {
				s.Hull &^= 1 << e.cell
				s.Flash[e.cell] = 1 - p
			}
			if e.flag {
				s.Alive = false
				s.Sink = p
			}
		case hitShield:
			s.Shield = 0
		}
		if p < 1 {
			fr.Hits = append(fr.Hits, HitView{X: e.x1, Y: e.y1, Kind: e.hit, Seat: e.seat, Alpha: 1 - p})
		}
	case evHeal:
		if e.cell >= 0 && e.cell < 5 {
			s.Hull |= 1 << e.cell
			s.Heal[e.cell] = view.Bump(p)
		}
	case evDive:
		if e.flag {
			s.Under = view.Smooth(p)
		} else {
			s.Under = 1 - view.Smooth(p)
		}
	case evShield:
		s.Shield = view.EaseOut(p)
	case evScan:
		if p < 1 {
			fr.Scans = append(fr.Scans, ScanView{Seat: e.seat, X: e.x1, Y: e.y1,
				R: ScanRadius * view.EaseOut(p/0.7), Alpha: 1 - view.Phase(p, 0.6, 1)})
		}
	case evMine:
		if e.flag {
			if p < 1 { // refused: a ghost that fades
				fr.Shots = append(fr.Shots, ShotView{Seat: e.seat, X0: e.x1, Y0: e.y1, X1: e.x1, Y1: e.y1, Miss: true, Splash: p, Front: 1, Alpha: 1 - p})
			}
			return
		}
		fr.Mines = append(fr.Mines, MineView{X: int(e.x1), Y: int(e.y1), Scale: view.EaseOut(p)})
	}
}

// removeMine takes the mine at square centre (x, y) off the frame.
func removeMine(fr *Frame, x, y float64) {
	for k, m := range fr.Mines {
		if m.X == int(x) && m.Y == int(y) {
			fr.Mines = append(fr.Mines[:k], fr.Mines[k+1:]...)
			return
		}
	}
}
