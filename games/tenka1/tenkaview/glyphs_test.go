package tenkaview

import (
	"math"
	"strconv"
	"testing"

	"floorfall/games/tenka1/engine"
)

// Each arrow of a person's keys is on the cell the engine moves their
// agent to for that key, wherever the agent stands and heads, in every
// view; on a face seen from outside (the cube turned any way, the net) an
// arrow is where it points relative to the agent's heading: ↑ ahead of the
// pointer, ↓ behind the agent, ← to its left, → to its right, on screen.
// An arrow on a cell where another agent stands moves into a corner, off
// its badge.
func TestGlyphsOnTheirCells(t *testing.T) {
	cams := []Camera{Iso, {Yaw: 2.1, Pitch: -0.7}, {Yaw: -1, Pitch: 1.2}}
	checked := 0
	for face := range engine.Faces {
		for _, jk := range [][2]int8{{0, 0}, {2, 2}, {4, 1}, {1, 4}, {3, 3}} {
			for d := range int8(4) {
				s := engine.New()
				me := engine.Agent{I: int8(face), J: jk[0], K: jk[1], D: d}
				s.Agents[0] = me
				// Another agent on the cell behind: the "↓" moves aside.
				behind := engine.Step(me, 2)
				s.Agents[3] = behind
				b := &Board{States: []engine.State{s}}
				turn := b.Yours(0).(*Turn)
				for _, v := range []View{Cube, Pair, Net} {
					for _, cam := range cams {
						b.SetView(v, cam)
						var fr Frame
						b.BuildFrame(0, &fr)
						gs := fr.Glyphs(turn)
						for m, key := range ArrowKeys {
							ans, ok := b.Answer(key)
							mv, _ := strconv.Atoi(ans)
							g := gs[mv]
							want := engine.Step(me, mv)
							if !ok || g.To != want || g.Arrow != ArrowGlyphs[m] {
								t.Fatalf("%+v, key %s: the arrow %q for %+v, the engine goes to %+v", me, key, g.Arrow, g.To, want)
							}
							if g.Face < 0 {
								continue
							}
							if fr.Faces[g.Face].Face != int(want.I) || int(math.Floor(g.J)) != int(want.J) || int(math.Floor(g.K)) != int(want.K) {
								t.Fatalf("%+v, key %s: the arrow at face %d (%.2f, %.2f), the engine goes to %+v", me, key, fr.Faces[g.Face].Face, g.J, g.K, want)
							}
							if want == behind {
								av := &fr.Agents[3]
								if !g.Small || math.Hypot(g.J-av.J-av.OJ, g.K-av.K-av.OK) < 0.4 {
									t.Fatalf("%+v, key %s: the arrow (%.2f, %.2f) on agent 3's badge (%.2f, %.2f)", me, key, g.J, g.K, av.J, av.K)
								}
							}
							for a := range fr.Agents {
								av := &fr.Agents[a]
								if av.Face == int(want.I) && math.Hypot(g.J-av.J-av.OJ, g.K-av.K-av.OK) < 0.4 {
									t.Fatalf("%+v, key %s: the arrow (%.2f, %.2f) on agent %d's badge", me, key, g.J, g.K, a)
								}
							}
							// On screen, on the agent's own face seen from outside.
							pl := placedOf(&fr, face)
							if pl == nil || want.I != me.I || v == Pair {
								continue
							}
							if pl.J.cross(pl.K) >= 0 {
								t.Fatalf("face %d in view %d is seen mirrored", face, v)
							}
							hj, hk := heading(int(me.D))
							h := pl.Dir(hj, hk)
							step := pl.Dir(float64(want.J-me.J), float64(want.K-me.K))
							dot, cross := h.X*step.X+h.Y*step.Y, h.X*step.Y-h.Y*step.X
							okDir := map[string]bool{"up": dot > 0 && math.Abs(cross) < 1e-6*h.Len()*step.Len(), "down": dot < 0 && math.Abs(cross) < 1e-6*h.Len()*step.Len(),
								"left": cross < 0, "right": cross > 0}[key]
							if !okDir {
								t.Errorf("%+v view %d, key %s: the arrow's cell is %v from the agent heading %v on screen", me, v, key, step, h)
							}
							checked++
						}
					}
				}
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d arrows checked on screen", checked)
	}
}

func placedOf(fr *Frame, face int) *Placed {
	for i := range fr.Placed() {
		if fr.Faces[i].Face == face {
			return &fr.Faces[i]
		}
	}
	return nil
}
