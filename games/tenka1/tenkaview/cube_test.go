package tenkaview

import (
	"math"
	"testing"

	"floorfall/games/tenka1/engine"
)

// everyStep calls f for every cell and heading with where one cell
// forward takes an agent (the rules' own step).
func everyStep(f func(from, to engine.Agent)) {
	for i := range engine.Faces {
		for j := range engine.N {
			for k := range engine.N {
				for d := range 4 {
					a := engine.Agent{I: int8(i), J: int8(j), K: int8(k), D: int8(d)}
					f(a, engine.Step(a, 0))
				}
			}
		}
	}
}

// Half a cell forward from a cell's centre is half a cell back from the
// next cell's centre, on the cube: every step of the rules, edges
// crossed or not, joins cells that touch, and the faces are seen from
// outside (j × k is the outward normal).
func TestFramesFollowTheRules(t *testing.T) {
	for f, fr := range frames {
		if fr.J.cross(fr.K) != fr.N {
			t.Errorf("face %d: j × k is not the outward normal", f)
		}
	}
	crossings := 0
	everyStep(func(a, b engine.Agent) {
		aj, ak := heading(int(a.D))
		bj, bk := heading(int(b.D))
		edge := point(int(a.I), float64(a.J)+0.5+aj/2, float64(a.K)+0.5+ak/2)
		from := point(int(b.I), float64(b.J)+0.5-bj/2, float64(b.K)+0.5-bk/2)
		if !edge.near(from, 1e-9) {
			t.Errorf("%v → %v: %v is not %v", a, b, edge, from)
		}
		if a.I != b.I {
			crossings++
		}
	})
	if crossings != engine.Faces*4*engine.N {
		t.Errorf("%d edge crossings, want %d", crossings, engine.Faces*4*engine.N)
	}
}

// netAt is the net's point of face f at (j, k).
func netAt(f int, j, k float64) Vec {
	n := net[f]
	return n.O.Add(n.J.Scale(j)).Add(n.K.Scale(k))
}

// Faces beside each other in the net are joined as on the cube: a step
// across their shared edge goes straight on in the net; the net is the
// problem statement's (5, 4, 0, 1 in a column, 3 and 2 beside 0).
func TestNetJoinsAsTheCube(t *testing.T) {
	joins := 0
	everyStep(func(a, b engine.Agent) {
		if a.I == b.I || !netJoined(int(a.I), int(b.I)) {
			return
		}
		joins++
		aj, ak := heading(int(a.D))
		bj, bk := heading(int(b.D))
		p := netAt(int(a.I), float64(a.J)+0.5+aj, float64(a.K)+0.5+ak)
		q := netAt(int(b.I), float64(b.J)+0.5, float64(b.K)+0.5)
		da := net[a.I].J.Scale(aj).Add(net[a.I].K.Scale(ak))
		db := net[b.I].J.Scale(bj).Add(net[b.I].K.Scale(bk))
		if math.Hypot(p.X-q.X, p.Y-q.Y) > 1e-9 || math.Hypot(da.X-db.X, da.Y-db.Y) > 1e-9 {
			t.Errorf("%v → %v: not straight on in the net (%v %v, %v %v)", a, b, p, q, da, db)
		}
	})
	if joins != 2*5*engine.N { // five joins, both ways, five cells each
		t.Errorf("%d steps across the net's joins, want %d", joins, 2*5*engine.N)
	}
	centre := func(f int) Vec { return netAt(f, 2.5, 2.5) }
	c0 := centre(0)
	if c := centre(1); c.X != c0.X || c.Y <= c0.Y {
		t.Errorf("face 1 is not below 0 in the net")
	}
	if c := centre(4); c.X != c0.X || c.Y >= c0.Y || centre(5).Y >= c.Y {
		t.Errorf("faces 4 and 5 are not above 0 in the net")
	}
	if centre(3).X >= c0.X || centre(2).X <= c0.X {
		t.Errorf("3 is not left and 2 right of 0 in the net")
	}
}

// The official viewer's look: from its corner, face 0 on top, 1 left, 2
// right; through the cube (its upper, mirrored picture), 3 left, 4
// right, 5 below.
func TestIsoIsTheOfficialView(t *testing.T) {
	front := Iso.place(nil, Vec{}, 1, false, 0)
	back := Iso.place(nil, Vec{}, 1, true, 1)
	if len(front) != 3 || len(back) != 3 {
		t.Fatalf("%d faces in front, %d behind", len(front), len(back))
	}
	at := func(ps []Placed, f int) Vec {
		for i := range ps {
			if ps[i].Face == f {
				return ps[i].At(2.5, 2.5)
			}
		}
		t.Fatalf("face %d not placed", f)
		return Vec{}
	}
	if c0, c1, c2 := at(front, 0), at(front, 1), at(front, 2); !(c0.Y < c1.Y && c0.Y < c2.Y && c1.X < c2.X) {
		t.Errorf("front: 0 %v 1 %v 2 %v", c0, c1, c2)
	}
	if c3, c4, c5 := at(back, 3), at(back, 4), at(back, 5); !(c5.Y > c3.Y && c5.Y > c4.Y && c3.X < c4.X) {
		t.Errorf("back: 3 %v 4 %v 5 %v", c3, c4, c5)
	}
}

// From any camera, one to three faces face the eye, and a placed face's
// cells come back from their board points.
func TestPlaceAndInverse(t *testing.T) {
	for yaw := -3.0; yaw < 3.2; yaw += 0.37 {
		for pitch := -MaxPitch; pitch <= MaxPitch; pitch += 0.29 {
			ps := Camera{yaw, pitch}.place(nil, Vec{5, 5}, 1, false, 0)
			if len(ps) < 1 || len(ps) > 3 {
				t.Fatalf("yaw %.2f pitch %.2f: %d faces", yaw, pitch, len(ps))
			}
			for _, p := range ps {
				j, k, ok := p.Inverse(p.At(1.5, 3.5))
				if ok && (math.Abs(j-1.5) > 1e-9 || math.Abs(k-3.5) > 1e-9) {
					t.Fatalf("face %d: (1.5, 3.5) back as (%v, %v)", p.Face, j, k)
				}
				for _, c := range []Vec{p.At(0, 0), p.At(5, 5), p.At(0, 5), p.At(5, 0)} {
					if math.Hypot(c.X-5, c.Y-5) > Size/2 {
						t.Fatalf("yaw %.2f pitch %.2f: a corner of face %d is off the board: %v", yaw, pitch, p.Face, c)
					}
				}
			}
		}
	}
}
