package hnsview

import (
	"math"
	"testing"

	"floorfall/games/hitandsunk/engine"
)

// near reports whether two positions are the same within a hair.
func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

// sameAngle reports whether two headings are the same on screen.
func sameAngle(a, b float64) bool { return math.Abs(math.Remainder(a-b, 2*math.Pi)) < 1e-6 }

// checkShips compares the frame's ships with state s: where they are,
// heading, hull, afloat, under water, shield.
func checkShips(t *testing.T, what string, fr *Frame, s *engine.State) {
	t.Helper()
	for i := range s.Ships {
		sh, v := &s.Ships[i], &fr.Ships[i]
		if sh.Class != v.Class {
			t.Fatalf("%s: seat %d: class %d, drawn %d", what, i, sh.Class, v.Class)
		}
		if sh.Class == 0 {
			continue
		}
		x, y := float64(sh.X)+0.5, float64(sh.Y)+0.5
		switch {
		case !near(v.X, x) || !near(v.Y, y) || !sameAngle(v.Angle, angleOf(sh.Dir)):
			t.Fatalf("%s: seat %d at (%d,%d) heading %d, drawn at (%.2f,%.2f) angle %.2f", what, i, sh.X, sh.Y, sh.Dir, v.X, v.Y, v.Angle)
		case v.Hull != sh.Hull || v.Alive != sh.Alive():
			t.Fatalf("%s: seat %d hull %05b alive %v, drawn %05b %v", what, i, sh.Hull, sh.Alive(), v.Hull, v.Alive)
		case (v.Under > 0.5) != sh.Underwater || (v.Shield > 0.5) != sh.Shield:
			t.Fatalf("%s: seat %d under %v shield %v, drawn %.2f %.2f", what, i, sh.Underwater, sh.Shield, v.Under, v.Shield)
		}
	}
}

// checkMines compares the frame's mines with state s's.
func checkMines(t *testing.T, what string, fr *Frame, s *engine.State) {
	t.Helper()
	n := 0
	for _, v := range s.Board {
		if v == engine.Mine {
			n++
		}
	}
	if len(fr.Mines) != n {
		t.Fatalf("%s: %d mines, %d drawn", what, n, len(fr.Mines))
	}
	for _, m := range fr.Mines {
		if s.At(m.X, m.Y) != engine.Mine {
			t.Fatalf("%s: a mine drawn at (%d,%d), none there", what, m.X, m.Y)
		}
	}
}

// A settled frame is the state before the call; the end of a call's slot,
// with everything it did played, is the state after it: for every call of
// every trace.
func TestFramesSettledAndPlayed(t *testing.T) {
	for _, path := range traces(t) {
		b, _ := load(t, path)
		var fr Frame
		for call := range b.Turns() + 1 {
			b.BuildFrame(float64(call), &fr)
			checkShips(t, "settled", &fr, b.States[call])
			checkMines(t, "settled", &fr, b.States[call])
			if call == b.Turns() {
				break
			}
			b.BuildFrame(float64(call)+0.999, &fr)
			checkShips(t, "played", &fr, b.States[call+1])
			checkMines(t, "played", &fr, b.States[call+1])
			if len(fr.Shots)+len(fr.Blasts)+len(fr.Scans) > 0 {
				t.Fatalf("%s call %d: effects left at the slot's end: %+v %+v %+v", path, call, fr.Shots, fr.Blasts, fr.Scans)
			}
		}
	}
}

// A move glides: half-way through its letter the ship is between its two
// squares; a turn turns about the head.
func TestMidCallMoveAndTurn(t *testing.T) {
	b, _ := load(t, traces(t)[0])
	var fr Frame
	call, k := findStep(b, func(c *engine.Call, st *engine.Step) bool { return st.Effect == "moved" && len(st.Blasts) == 0 })
	if call < 0 {
		t.Fatal("no move in the trace")
	}
	a, e := stepTime(b, call, k)
	seat := b.Calls[call].Seat
	b.BuildFrame(float64(call)+(a+e)/2, &fr)
	x0, y0 := fr.Ships[seat].X, fr.Ships[seat].Y
	b.BuildFrame(float64(call)+a, &fr)
	x1, y1 := fr.Ships[seat].X, fr.Ships[seat].Y
	b.BuildFrame(float64(call)+e, &fr)
	x2, y2 := fr.Ships[seat].X, fr.Ships[seat].Y
	if d := math.Hypot(x2-x1, y2-y1); !near(d, 1) {
		t.Fatalf("call %d: a move of %.2f squares", call, d)
	}
	if !near(x0, (x1+x2)/2) || !near(y0, (y1+y2)/2) {
		t.Errorf("call %d: half-way at (%.2f,%.2f), not between (%.2f,%.2f) and (%.2f,%.2f)", call, x0, y0, x1, y1, x2, y2)
	}

	call, k = findStep(b, func(c *engine.Call, st *engine.Step) bool { return st.Effect == "rotated" && len(st.Blasts) == 0 })
	if call < 0 {
		t.Fatal("no turn in the trace")
	}
	a, e = stepTime(b, call, k)
	seat = b.Calls[call].Seat
	b.BuildFrame(float64(call)+a, &fr)
	before := fr.Ships[seat]
	b.BuildFrame(float64(call)+(a+e)/2, &fr)
	mid := fr.Ships[seat]
	if !near(mid.X, before.X) || !near(mid.Y, before.Y) {
		t.Errorf("call %d: the head moved while turning", call)
	}
	if d := math.Abs(math.Remainder(mid.Angle-before.Angle, 2*math.Pi)); !near(d, math.Pi/4) {
		t.Errorf("call %d: half-way through a quarter turn, turned %.2f", call, d)
	}
}

// A shot flies to its square, then splashes; the hull cell it hits goes
// dark when it lands, not before.
func TestMidCallShot(t *testing.T) {
	for _, path := range traces(t) {
		b, _ := load(t, path)
		call, k := findStep(b, func(c *engine.Call, st *engine.Step) bool {
			return st.Effect == "fired" && len(st.Hits) == 1 && st.Hits[0].Cell >= 0 && len(st.Blasts) == 0
		})
		if call < 0 {
			continue
		}
		a, e := stepTime(b, call, k)
		h := b.Calls[call].Steps[k].Hits[0]
		var fr Frame
		b.BuildFrame(float64(call)+a+0.2*(e-a), &fr)
		if len(fr.Shots) != 1 || fr.Shots[0].Splash != 0 || fr.Shots[0].Front <= 0 || fr.Shots[0].Front >= 1 {
			t.Fatalf("%s call %d: the tracer in flight: %+v", path, call, fr.Shots)
		}
		if fr.Shots[0].X1 != float64(h.X)+0.5 || fr.Shots[0].Y1 != float64(h.Y)+0.5 {
			t.Errorf("shot at (%.1f,%.1f), hit at (%d,%d)", fr.Shots[0].X1, fr.Shots[0].Y1, h.X, h.Y)
		}
		if fr.Ships[h.Seat].Hull&(1<<h.Cell) == 0 {
			t.Errorf("cell %d of seat %d is dark before the shot lands", h.Cell, h.Seat)
		}
		b.BuildFrame(float64(call)+a+0.8*(e-a), &fr)
		if len(fr.Shots) != 1 || fr.Shots[0].Splash <= 0 || fr.Ships[h.Seat].Hull&(1<<h.Cell) != 0 || fr.Ships[h.Seat].Flash[h.Cell] <= 0 {
			t.Errorf("%s call %d: landed: shots %+v, hull %05b, flash %v", path, call, fr.Shots, fr.Ships[h.Seat].Hull, fr.Ships[h.Seat].Flash)
		}
		return
	}
	t.Fatal("no shot hitting a hull in the traces")
}

// Mines in a chain go off one after the other, each taking its mine away
// as it goes off.
func TestMidCallChain(t *testing.T) {
	for _, path := range traces(t) {
		b, _ := load(t, path)
		call, k := findStep(b, func(c *engine.Call, st *engine.Step) bool { return len(st.Blasts) >= 2 })
		if call < 0 {
			continue
		}
		_, e := stepTime(b, call, k)
		st := &b.Calls[call].Steps[k]
		var fr Frame
		b.BuildFrame(float64(call)+e+0.01, &fr)
		if len(fr.Blasts) != 1 || !near(fr.Blasts[0].X, float64(st.Blasts[0].X)+0.5) {
			t.Fatalf("%s call %d: as the chain begins, blasts %+v (of %+v)", path, call, fr.Blasts, st.Blasts)
		}
		mines := len(fr.Mines)
		b.BuildFrame(float64(call)+e+blastW*(playTo-playFrom)/totalWeight(b.Calls[call])+0.01, &fr)
		if len(fr.Blasts) != 2 || fr.Blasts[1].Depth != st.Blasts[1].Depth {
			t.Fatalf("%s call %d: the chain's second blast: %+v", path, call, fr.Blasts)
		}
		if len(fr.Mines) != mines-1 {
			t.Errorf("%s call %d: %d mines, then %d as the second goes off", path, call, mines, len(fr.Mines))
		}
		return
	}
	t.Fatal("no chain of mines in the traces")
}

func totalWeight(c *engine.Call) float64 {
	w := 0.0
	for k := range c.Steps {
		w += weight(&c.Steps[k])
	}
	return w
}
