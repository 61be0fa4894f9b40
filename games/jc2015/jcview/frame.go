package jcview

import (
	"math"

	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

// The phases of a turn's slot, as fractions of it. Everything of turn t
// happens inside its slot [t, t+1].
const (
	TurnEnd   = 0.25        // a moving player has turned to its new facing
	MoveEnd   = 0.6         // a move's glide, or a blocked move's bump, is over
	WaveStart = 0.05        // an attack's wave leaves the attacker's block...
	WaveEnd   = 0.45        // ...and reaches the edge of the board
	TickAt    = view.TickAt // timers count down: labels and the HUD show the next state
	FallStart = 0.4         // a falling block shakes until here, then sinks into the void
	RiseStart = 0.45        // a restored block rises from here
	HandOver  = 0.8         // the acting highlight starts moving to the next player
)

// BlockKind is how a block is drawn.
type BlockKind uint8

// The kinds of block.
const (
	Standing BlockKind = iota // timer 0
	Counting                  // counting down: tinted with its Owner's colour, shows Timer
	Hole                      // fallen: the void, shows in Timer turns when it comes back
	Falling                   // sinking into the void (draw the hole, then the block)
	Rising                    // coming back (draw the hole, then the block)
)

// BlockView is one block as drawn.
type BlockView struct {
	Kind  BlockKind
	Timer int // Counting: turns left; Hole: turns until it stands again; Falling: 1
	Owner int // who scheduled it (Counting, Falling), else -1
	// The block's top face: Scale around its centre, Alpha, Dark (0..1
	// towards the void's colour), and a shake offset in squares.
	Scale, Alpha, Dark float64
	DX, DY             float64
	LabelAlpha         float64 // the timer label's opacity
	Glow               float64 // 0..1 warning strength, pulse applied
	Flash              float64 // 0..1 an attack has just set its timer
	Wave               float64 // 0..1 an attack's wave passing over it
	WaveOwner          int
}

// Token is a player as drawn on the board.
type Token struct {
	Visible bool
	X, Y    float64 // centre, in squares: square (x, y) has its centre at (x+0.5, y+0.5)
	Angle   float64 // facing, radians, screen axes (0 is right, pi/2 is down)
	Scale   float64
	Alpha   float64
	Spin    float64 // extra rotation of the whole token while it falls
	Wait    float64 // the wait ring: 0..2, animated
	Acting  float64 // 0..1 the player to act is highlighted
	Falling bool
}

// Wave is an attack running along its line of blocks.
type Wave struct {
	Owner  int
	X, Y   int     // the attacker's block
	DX, DY int     // the direction, in blocks
	Len    int     // blocks from the attacker's block to the edge
	Front  float64 // how far the wave has gone, in blocks
	Alpha  float64
}

// Frame is the board as drawn at one playback position.
type Frame struct {
	Turn   int // the turn being played (or the next one when settled)
	Shown  int // the state the labels show (Turn, or Turn+1 after the tick)
	Blocks [engine.Blocks][engine.Blocks]BlockView
	Tokens [engine.NumPlayers]Token
	Wave   Wave // Alpha 0 when there is none
	// Callouts name who fell and who dropped them, on the board, for a
	// round after each fall; the first NCallouts are in use.
	Callouts  [engine.NumPlayers]Callout
	NCallouts int
}

// Callout is a fall told on the board, at the square the victim fell
// from, (X, Y) its centre in squares.
type Callout struct {
	Player, By int
	X, Y       float64
	Name, By2  string // the victim's name, and "dropped by Alice" or "by its own attack"
	Alpha      float64
}

// calloutTurns is how long a fall's callout stays, in turns after the
// fall's turn (a round); it fades in and out.
const calloutTurns = 4

// Frame is the picture at position pos (in turns). clock (seconds)
// drives the pulse and shake of counting-down blocks while animating. The
// frame is the board's own, made anew by the next call.
func (b *Board) Frame(pos, clock float64, animating bool) any {
	b.BuildFrame(pos, clock, animating, &b.fr)
	return &b.fr
}

// BuildFrame fills fr with the picture at position pos.
func (b *Board) BuildFrame(pos, clock float64, animating bool, fr *Frame) {
	n := b.Turns()
	pos = math.Max(0, math.Min(pos, float64(n)))
	t, f, shown := view.At(pos, n)
	fr.Turn, fr.Shown = t, shown
	s0 := &b.States[t]
	s1, ev := s0, (*engine.Events)(nil)
	if f > 0 {
		s1, ev = &b.States[t+1], &b.Events[t]
	}
	buildBlocks(fr, s0, s1, ev, f, clock, animating)
	buildWave(fr, ev, f)
	buildTokens(fr, b, s0, s1, ev, t, f)
	buildCallouts(fr, b, pos)
}

// buildCallouts tells the falls around pos: from the tick of the fall's
// turn, for calloutTurns turns.
func buildCallouts(fr *Frame, m *Board, pos float64) {
	fr.NCallouts = 0
	for p, o := range m.outs {
		from := float64(o.Turn) + TickAt
		to := float64(o.Turn+1) + calloutTurns
		if !o.Out || o.Turn < 0 || o.Turn >= len(m.Events) || pos < from || pos >= to || fr.NCallouts == len(fr.Callouts) {
			continue
		}
		sq := m.States[o.Turn].Players[p].Square
		if ev := &m.Events[o.Turn]; ev.Move != nil && ev.Move.Moved && o.Turn%engine.NumPlayers == p {
			sq = ev.Move.To
		}
		fr.Callouts[fr.NCallouts] = Callout{
			Player: p, By: o.By, X: float64(sq.X) + 0.5, Y: float64(sq.Y) + 0.5,
			Name: m.name(p), By2: m.callout(p, o),
			Alpha: math.Min(view.Clamp01((pos-from)/0.2), view.Clamp01(to-pos)),
		}
		fr.NCallouts++
	}
}

// urgency is how strongly a block k turns from falling warns: 1 at k = 1.
func urgency(k int) float64 {
	switch {
	case k <= 0:
		return 0
	case k == 1:
		return 1
	case k == 2:
		return 0.7
	case k == 3:
		return 0.45
	case k == 4:
		return 0.3
	}
	return math.Max(0.12, 0.3-0.02*float64(k-4))
}

func buildBlocks(fr *Frame, s0, s1 *engine.State, ev *engine.Events, f, clock float64, live bool) {
	shown := s0
	if f >= TickAt {
		shown = s1
	}
	for y := range engine.Blocks {
		for x := range engine.Blocks {
			b := &fr.Blocks[y][x]
			*b = BlockView{Owner: -1, WaveOwner: -1, Scale: 1, Alpha: 1, LabelAlpha: 1}
			k := int(shown.Timers[y][x])
			switch {
			case k > 0:
				b.Kind, b.Timer, b.Owner = Counting, k, int(shown.Owners[y][x])
			case k < 0:
				b.Kind, b.Timer = Hole, -k
			}
			if b.Kind == Counting {
				u := urgency(k)
				b.Glow = u * 0.75
				if live {
					seed := float64(y*7 + x*3)
					hz := 1 + 3*u
					b.Glow = u * (0.6 + 0.4*math.Sin(2*math.Pi*clock*hz+seed))
					if k <= 2 {
						amp := 0.045 * u
						b.DX = amp * math.Sin(2*math.Pi*11*clock+seed)
						b.DY = amp * math.Sin(2*math.Pi*13*clock+seed*1.7)
					}
				}
			}
		}
	}
	if ev == nil {
		return
	}
	if a := ev.Attack; a != nil {
		n := len(a.Scheduled) + len(a.Skipped)
		for _, sc := range a.Scheduled {
			dist := abs(sc.X-a.From.X) + abs(sc.Y-a.From.Y)
			arrive := view.Lerp(WaveStart, WaveEnd, float64(dist)/float64(n))
			b := &fr.Blocks[sc.Y][sc.X]
			if f < arrive {
				continue // the wave has not reached it: it still stands
			}
			b.Flash = 1 - view.Phase(f, arrive, arrive+0.35)
			if f < TickAt {
				b.Kind, b.Timer, b.Owner = Counting, sc.Timer, ev.Actor
				b.Glow = urgency(sc.Timer) * 0.75
			}
		}
	}
	for _, fl := range ev.Falls {
		b := &fr.Blocks[fl.Y][fl.X]
		*b = BlockView{Kind: Falling, Timer: 1, Owner: fl.By, WaveOwner: -1, Scale: 1, Alpha: 1, Glow: 1, LabelAlpha: 1}
		shake := 0.05 + 0.05*view.Phase(f, 0, FallStart)
		p := view.EaseIn(view.Phase(f, FallStart, 1))
		shake *= 1 - p
		b.DX = shake * math.Sin(2*math.Pi*7*f+float64(fl.X))
		b.DY = shake * math.Sin(2*math.Pi*9*f+float64(fl.Y))
		b.Scale = 1 - 0.45*p
		b.Alpha = 1 - 0.9*p
		b.Dark = p
		b.LabelAlpha = 1 - view.Phase(f, FallStart, FallStart+0.2)
	}
	for _, r := range ev.Restores {
		b := &fr.Blocks[r.Y][r.X]
		if f < RiseStart {
			continue // still the hole, showing 1
		}
		p := view.EaseOut(view.Phase(f, RiseStart, 1))
		*b = BlockView{Kind: Rising, Owner: -1, WaveOwner: -1, Scale: 0.9 + 0.1*p, Alpha: p, Dark: 1 - p}
	}
}

func buildWave(fr *Frame, ev *engine.Events, f float64) {
	fr.Wave = Wave{Owner: -1}
	if ev == nil || ev.Attack == nil {
		return
	}
	a := ev.Attack
	dx, dy := a.Dir.Delta()
	n := len(a.Scheduled) + len(a.Skipped)
	w := Wave{Owner: ev.Actor, X: a.From.X, Y: a.From.Y, DX: dx, DY: dy, Len: n}
	w.Front = float64(n) * view.Phase(f, WaveStart, WaveEnd)
	w.Alpha = 1 - view.Phase(f, WaveEnd, WaveEnd+0.3)
	if f < WaveStart {
		w.Alpha = view.Phase(f, 0, WaveStart)
	}
	fr.Wave = w
	for k := 1; k <= n; k++ {
		b := &fr.Blocks[a.From.Y+k*dy][a.From.X+k*dx]
		b.Wave = w.Alpha * math.Max(0, 1-math.Abs(float64(k)-w.Front))
		b.WaveOwner = ev.Actor
	}
}

func buildTokens(fr *Frame, m *Board, s0, s1 *engine.State, ev *engine.Events, t int, f float64) {
	n := m.Turns()
	for i := range fr.Tokens {
		tk := &fr.Tokens[i]
		pl := &s0.Players[i]
		*tk = Token{Visible: !pl.Fallen, Scale: 1, Alpha: 1}
		tk.X, tk.Y = float64(pl.X)+0.5, float64(pl.Y)+0.5
		tk.Angle = angleOf(byte(pl.Facing))
		tk.Wait = float64(pl.Wait)
		if t < n {
			h := view.Smooth(view.Phase(f, HandOver, 1))
			switch i {
			case t % engine.NumPlayers:
				tk.Acting = 1 - h
			case (t + 1) % engine.NumPlayers:
				if t+1 < n {
					tk.Acting = h
				}
			}
		}
		if ev == nil || pl.Fallen {
			shakeWith(fr, tk)
			continue
		}
		if ev.Actor == i {
			tk.Wait = view.Lerp(float64(pl.Wait), float64(s1.Players[i].Wait), view.Smooth(view.Phase(f, 0, 0.3)))
			if mv := ev.Move; mv != nil {
				tk.Angle = lerpAngle(tk.Angle, angleOf(byte(mv.Dir)), view.Smooth(view.Phase(f, 0, TurnEnd)))
				dx, dy := mv.Dir.Delta()
				g := view.EaseOut(view.Phase(f, 0, MoveEnd))
				if !mv.Moved {
					g = 0.2 * view.Bump(view.Phase(f, 0.05, MoveEnd))
				}
				tk.X += g * float64(dx)
				tk.Y += g * float64(dy)
			}
		}
		if _, fell := ev.Fell(i); !fell {
			shakeWith(fr, tk)
			continue
		}
		// It falls with its block (where it ends the turn): it follows the
		// block's shake and shrink, then spins away.
		b := s1.Players[i].Block()
		bv := &fr.Blocks[b.Y][b.X]
		cx, cy := float64(b.X*engine.BlockSize)+1.5, float64(b.Y*engine.BlockSize)+1.5
		tk.X = cx + (tk.X-cx)*bv.Scale + bv.DX
		tk.Y = cy + (tk.Y-cy)*bv.Scale + bv.DY
		p := view.EaseIn(view.Phase(f, FallStart, 1))
		tk.Falling = true
		tk.Scale = 1 - 0.8*p
		tk.Alpha = 1 - 0.85*p
		tk.Spin = p * 2.5 * math.Pi
	}
}

// shakeWith moves a token with the shaking block under it.
func shakeWith(fr *Frame, tk *Token) {
	x, y := int(tk.X)/engine.BlockSize, int(tk.Y)/engine.BlockSize
	if tk.Visible && x >= 0 && x < engine.Blocks && y >= 0 && y < engine.Blocks {
		tk.X += fr.Blocks[y][x].DX
		tk.Y += fr.Blocks[y][x].DY
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// angleOf is the angle of a facing on screen, in radians (y grows
// downwards: R is 0, D is pi/2).
func angleOf(d byte) float64 {
	switch d {
	case 'R':
		return 0
	case 'D':
		return math.Pi / 2
	case 'L':
		return math.Pi
	case 'U':
		return -math.Pi / 2
	}
	return 0
}

// lerpAngle turns from a to b by the shorter way.
func lerpAngle(a, b, x float64) float64 {
	d := math.Remainder(b-a, 2*math.Pi)
	return a + d*x
}
