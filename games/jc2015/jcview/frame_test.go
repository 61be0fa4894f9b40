package jcview

import (
	"math"
	"testing"

	"floorfall/view"
)

func TestSettledStart(t *testing.T) {
	m := scenario(t)
	fr := frameAt(m, 0)
	for y := range fr.Blocks {
		for x, b := range fr.Blocks[y] {
			if b.Kind != Standing || b.Scale != 1 || b.Alpha != 1 || b.Wave != 0 {
				t.Fatalf("block (%d,%d) at start: %+v", x, y, b)
			}
		}
	}
	if tk := fr.Tokens[0]; !tk.Visible || tk.X != 1.5 || tk.Y != 1.5 || tk.Angle != 0 || tk.Acting != 1 {
		t.Fatalf("P0 at start: %+v", tk)
	}
	if fr.Wave.Alpha != 0 {
		t.Fatalf("wave at start: %+v", fr.Wave)
	}
}

func TestAttackWave(t *testing.T) {
	m := scenario(t)
	// Five blocks to the right of block (0,0): block k is reached at
	// WaveStart + (WaveEnd-WaveStart)*k/5 and shows 4k until the tick.
	arrive := func(k int) float64 { return WaveStart + (WaveEnd-WaveStart)*float64(k)/5 }
	fr := frameAt(m, arrive(1)-0.01)
	if b := fr.Blocks[0][1]; b.Kind != Standing || b.Wave <= 0 {
		t.Fatalf("block 1 before the wave: %+v", b)
	}
	fr = frameAt(m, arrive(1)+0.01)
	if b := fr.Blocks[0][1]; b.Kind != Counting || b.Timer != 4 || b.Owner != 0 || b.Flash <= 0.9 {
		t.Fatalf("block 1 just reached: %+v", b)
	}
	if b := fr.Blocks[0][5]; b.Kind != Standing {
		t.Fatalf("block 5 not reached yet: %+v", b)
	}
	fr = frameAt(m, arrive(5)+0.01)
	if b := fr.Blocks[0][5]; b.Kind != Counting || b.Timer != 20 {
		t.Fatalf("block 5 reached: %+v", b)
	}
	if fr.Wave.Owner != 0 || fr.Wave.Len != 5 || fr.Wave.DX != 1 || fr.Wave.Alpha < 0.9 {
		t.Fatalf("wave: %+v", fr.Wave)
	}
	fr = frameAt(m, view.TickAt+0.01)
	if b := fr.Blocks[0][1]; b.Timer != 3 || fr.Shown != 1 {
		t.Fatalf("after the tick block 1 shows 3: %+v (shown %d)", b, fr.Shown)
	}
	if fr.Tokens[0].Wait != 2 {
		t.Fatalf("attacker's wait ring after the attack: %v", fr.Tokens[0].Wait)
	}
	if fr := frameAt(m, 0.99); fr.Wave.Alpha != 0 {
		t.Fatalf("the wave is gone by the end of the slot: %+v", fr.Wave)
	}
}

func TestMoveGlides(t *testing.T) {
	m := scenario(t)
	// Turn 2: P2 moves L from (10,10) to (9,10).
	last := 10.5
	for f := 0.05; f < 1; f += 0.05 {
		tk := frameAt(m, 2+f).Tokens[2]
		if tk.X > last+1e-12 || tk.Y != 10.5 {
			t.Fatalf("f=%.2f: P2 at (%v,%v) after %v: the glide goes left only", f, tk.X, tk.Y, last)
		}
		last = tk.X
		if f >= MoveEnd && tk.X != 9.5 {
			t.Fatalf("f=%.2f: glide over by MoveEnd, at %v", f, tk.X)
		}
	}
	if tk := frameAt(m, 2+TurnEnd).Tokens[2]; !near(tk.Angle, math.Pi) && !near(tk.Angle, -math.Pi) {
		t.Fatalf("P2 faces left after turning: %v", tk.Angle)
	}
}

func TestBlockedMoveBumps(t *testing.T) {
	m := scenario(t)
	// Turn 3: P3 at (0,17) moves L: the edge blocks it.
	maxOff := 0.0
	for f := 0.0; f <= 1; f += 0.01 {
		tk := frameAt(m, 3+f).Tokens[3]
		off := 0.5 - tk.X
		if off < -1e-9 || tk.Y != 17.5 {
			t.Fatalf("f=%.2f: bump goes toward the blocked side only: (%v,%v)", f, tk.X, tk.Y)
		}
		maxOff = math.Max(maxOff, off)
	}
	if maxOff < 0.19 || maxOff > 0.2+1e-9 {
		t.Fatalf("bump reaches 20%% of a square: %v", maxOff)
	}
	if tk := frameAt(m, 3.99).Tokens[3]; tk.X != 0.5 {
		t.Fatalf("back in place: %v", tk.X)
	}
}

func TestFallAndRestore(t *testing.T) {
	m := scenario(t)
	// End of turn 3: block (1,0) falls with P1.
	fr := frameAt(m, 3)
	if b := fr.Blocks[0][1]; b.Kind != Counting || b.Timer != 1 || b.Owner != 0 {
		t.Fatalf("before the fall: %+v", b)
	}
	fr = frameAt(m, 3+FallStart/2)
	if b := fr.Blocks[0][1]; b.Kind != Falling || b.Scale != 1 || b.DX == 0 && b.DY == 0 {
		t.Fatalf("shaking before it sinks: %+v", b)
	}
	prev := 1.0
	for f := FallStart + 0.05; f < 1; f += 0.05 {
		fr = frameAt(m, 3+f)
		b := fr.Blocks[0][1]
		if b.Kind != Falling || b.Scale >= prev || b.Dark <= 0 || b.Alpha >= 1 {
			t.Fatalf("f=%.2f: sinking: %+v", f, b)
		}
		prev = b.Scale
		tk := fr.Tokens[1]
		if !tk.Visible || !tk.Falling || tk.Scale >= 1 || tk.Spin <= 0 {
			t.Fatalf("f=%.2f: P1 falls with it: %+v", f, tk)
		}
	}
	fr = frameAt(m, 4)
	if b := fr.Blocks[0][1]; b.Kind != Hole || b.Timer != 19 {
		t.Fatalf("a hole after the fall: %+v", b)
	}
	if fr.Tokens[1].Visible {
		t.Fatalf("P1 gone: %+v", fr.Tokens[1])
	}
	if b := frameAt(m, 22.3).Blocks[0][1]; b.Kind != Hole || b.Timer != 1 {
		t.Fatalf("a hole until it rises: %+v", b)
	}
	if b := frameAt(m, 22.8).Blocks[0][1]; b.Kind != Rising || b.Scale < 0.9 || b.Scale >= 1 || b.Alpha <= 0 || b.Alpha >= 1 {
		t.Fatalf("rising: %+v", b)
	}
	if b := frameAt(m, 23).Blocks[0][1]; b.Kind != Standing {
		t.Fatalf("standing again: %+v", b)
	}
}

// Every integer position is a settled state: what is drawn is the state,
// with no effect left over from the turn before.
func TestIntegerPositionsAreSettled(t *testing.T) {
	m := trace(t, "trace_003.json")
	for turn := 0; turn <= m.Turns(); turn++ {
		fr := frameAt(m, float64(turn))
		s := &jb(m).States[turn]
		for y := range fr.Blocks {
			for x, b := range fr.Blocks[y] {
				k := s.Timers[y][x]
				want := Standing
				switch {
				case k > 0:
					want = Counting
				case k < 0:
					want = Hole
				}
				if b.Kind != want || b.Scale != 1 || b.Alpha != 1 || b.Dark != 0 || b.Wave != 0 || b.Flash != 0 {
					t.Fatalf("turn %d block (%d,%d) timer %d: %+v", turn, x, y, k, b)
				}
			}
		}
		for i, tk := range fr.Tokens {
			p := s.Players[i]
			if tk.Visible == p.Fallen || (!p.Fallen && (tk.X != float64(p.X)+0.5 || tk.Y != float64(p.Y)+0.5 || tk.Scale != 1)) {
				t.Fatalf("turn %d P%d %+v: %+v", turn, i, p, tk)
			}
		}
	}
}

// Just before the end of a slot every effect of the turn is (nearly) over.
func TestEffectsFitTheirSlot(t *testing.T) {
	m := trace(t, "trace_003.json")
	falls := 0
	for turn := 0; turn < m.Turns(); turn++ {
		fr := frameAt(m, float64(turn)+0.999)
		if fr.Wave.Alpha > 0 {
			t.Fatalf("turn %d: wave still on", turn)
		}
		for y := range fr.Blocks {
			for x, b := range fr.Blocks[y] {
				if b.Kind == Falling {
					falls++
					if b.Alpha > 0.15 || b.Scale > 0.56 {
						t.Fatalf("turn %d block (%d,%d): fall not over: %+v", turn, x, y, b)
					}
				}
				if b.Kind == Rising && b.Alpha < 0.99 {
					t.Fatalf("turn %d block (%d,%d): rise not over: %+v", turn, x, y, b)
				}
			}
		}
	}
	if falls == 0 {
		t.Fatal("the trace has no falls")
	}
}

func TestPulseOnlyWhenLive(t *testing.T) {
	m := scenario(t)
	var a, b Frame
	jb(m).BuildFrame(2, 0.1, false, &a)
	jb(m).BuildFrame(2, 0.3, false, &b)
	if a.Blocks[0][1] != b.Blocks[0][1] {
		t.Fatal("a paused frame does not depend on the clock")
	}
	jb(m).BuildFrame(2, 0.1, true, &a)
	jb(m).BuildFrame(2, 0.2, true, &b)
	if a.Blocks[0][1].Glow == b.Blocks[0][1].Glow {
		t.Fatal("a counting block pulses while playing")
	}
	// Block (1,0) has 2 turns left at turn 2: it shakes, and P1 on it too.
	if a.Blocks[0][1].DX == 0 || a.Tokens[1].X == 5.5 {
		t.Fatalf("the block near 0 shakes, with its player: %+v %+v", a.Blocks[0][1], a.Tokens[1])
	}
}

func TestActingHandsOver(t *testing.T) {
	m := scenario(t)
	fr := frameAt(m, 1)
	if fr.Tokens[1].Acting != 1 || fr.Tokens[0].Acting != 0 {
		t.Fatalf("P1 acts in turn 1: %v %v", fr.Tokens[0].Acting, fr.Tokens[1].Acting)
	}
	fr = frameAt(m, 1.9)
	if fr.Tokens[1].Acting <= 0 || fr.Tokens[2].Acting <= 0 || fr.Tokens[1].Acting >= 1 {
		t.Fatalf("the highlight moves on at the end of the slot: %v %v", fr.Tokens[1].Acting, fr.Tokens[2].Acting)
	}
	if fr := frameAt(m, float64(m.Turns())); fr.Tokens[0].Acting != 0 {
		t.Fatal("nobody acts at the end")
	}
}

func TestCurves(t *testing.T) {
	for _, c := range []func(float64) float64{view.EaseOut, view.EaseIn, view.Smooth} {
		if c(0) != 0 || c(1) != 1 || c(-1) != 0 || c(2) != 1 {
			t.Fatal("curves map 0..1 to 0..1, clamped")
		}
		for x := 0.0; x < 1; x += 0.01 {
			if c(x+0.01) < c(x) {
				t.Fatal("curves never go back")
			}
		}
	}
	if view.EaseOut(0.5) <= 0.5 || view.EaseIn(0.5) >= 0.5 || !near(view.Bump(0.5), 1) || view.Bump(0) != 0 {
		t.Fatal("ease-out is ahead, ease-in behind, bump peaks at the middle")
	}
	if a := lerpAngle(angleOf('L'), angleOf('U'), 1); !near(math.Mod(a+2*math.Pi, 2*math.Pi), 1.5*math.Pi) {
		t.Fatalf("L to U turns a quarter: %v", a)
	}
	if a := lerpAngle(angleOf('L'), angleOf('U'), 0.5); !near(a, 1.25*math.Pi) {
		t.Fatalf("L to U turns the short way: %v", a)
	}
}

// A fall is told on the board: from the tick of its turn, for a round,
// at the square the victim fell from, naming who dropped it.
func TestFallCallout(t *testing.T) {
	m := scenario(t) // P1 at (5,1) falls at the end of turn 3, dropped by P0
	for _, tc := range []struct {
		pos  float64
		want bool
	}{{3.2, false}, {3.9, true}, {6, true}, {7.99, true}, {8, false}} {
		fr := frameAt(m, tc.pos)
		if (fr.NCallouts == 1) != tc.want {
			t.Fatalf("at %v: %d callouts, want %v", tc.pos, fr.NCallouts, tc.want)
		}
		if !tc.want {
			continue
		}
		c := fr.Callouts[0]
		if c.Player != 1 || c.By != 0 || c.X != 5.5 || c.Y != 1.5 || c.Name != m.Name(1) || c.By2 != "dropped by Alice" || c.Alpha <= 0 {
			t.Fatalf("at %v: %+v", tc.pos, c)
		}
	}
}
