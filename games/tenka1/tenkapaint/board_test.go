package tenkapaint

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/games/tenka1/tenkaview"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/view"
)

// dist is how far a pixel is from a colour (0..~1.7).
func dist(c color.RGBA, d render.RGBA) float64 { return math.Sqrt(painttest.Dist(c, d)) }

// nearest is the player whose colour c is nearest, -1 for the unpainted
// cell's when that is nearer.
func nearest(c color.RGBA, light float64) int {
	best, who := dist(c, lit(cellBase, light)), -1
	for a := range 6 {
		if d := dist(c, lit(render.PlayerCol(a), light)); d < best {
			best, who = d, a
		}
	}
	return who
}

// pixel is the pixel at point (j, k) of face pl.
func pixel(img *image.RGBA, l view.Layout, pl *tenkaview.Placed, j, k float64) color.RGBA {
	v := pl.At(j, k)
	x, y := l.At(v.X, v.Y)
	return img.RGBAAt(int(x), int(y))
}

// Every cell drawn, in the net and on the turned cube, shows its paint:
// a full cell its owner's colour (lit as its face), a half one its
// owner's colour round an unpainted middle, an unpainted one none.
func TestCellPixels(t *testing.T) {
	m := traceMatch(t, 3)
	const w, h = 1280, 720
	l := layout(w, h)
	for _, v := range []tenkaview.View{tenkaview.Net, tenkaview.Cube, tenkaview.Pair} {
		mv := matchAt(m, 180, v, tenkaview.Camera{Yaw: 2.2, Pitch: -0.4})
		img := paintFrame(t, &render.Frame{Screen: mv}, w, h)
		fr := mv.Frame.Board.(*tenkaview.Frame)
		checked := 0
		for i := range fr.Placed() {
			pl := &fr.Faces[i]
			for j := range 5 {
				for k := range 5 {
					cv := fr.Cells[pl.Face][j][k]
					if agentNear(fr, pl, j, k) {
						continue
					}
					fj, fk := float64(j), float64(k)
					mid, rim := nearest(pixel(img, l, pl, fj+0.5, fk+0.5), pl.Light), nearest(pixel(img, l, pl, fj+0.15, fk+0.5), pl.Light)
					want, wantMid := int(cv.Owner), int(cv.Owner)
					if cv.Val == 1 {
						wantMid = -1
					}
					if rim != want || mid != wantMid {
						t.Fatalf("view %d face %d cell %d %d (%+v): rim %d middle %d", v, pl.Face, j, k, cv, rim, mid)
					}
					checked++
				}
			}
		}
		if checked < 50 {
			t.Fatalf("view %d: %d cells checked", v, checked)
		}
	}
}

// agentNear reports whether an agent is drawn on or beside cell (j, k)
// of face pl.
func agentNear(fr *tenkaview.Frame, pl *tenkaview.Placed, j, k int) bool {
	for _, av := range fr.Agents {
		if av.Face == pl.Face && math.Abs(av.J+av.OJ-float64(j)-0.5) < 1.2 && math.Abs(av.K+av.OK-float64(k)-0.5) < 1.2 {
			return true
		}
	}
	return false
}

// An agent on a face drawn shows its colour at its centre.
func TestAgentPixels(t *testing.T) {
	m := traceMatch(t, 0)
	const w, h = 1280, 720
	l := layout(w, h)
	mv := matchAt(m, 0, tenkaview.Net, tenkaview.Iso)
	img := paintFrame(t, &render.Frame{Screen: mv}, w, h)
	fr := mv.Frame.Board.(*tenkaview.Frame)
	for a, av := range fr.Agents {
		pl := &fr.Faces[av.Face] // the net places face i i-th
		// Right of the number, left of the rim.
		v := pl.At(av.J+av.OJ, av.K+av.OK)
		x, y := l.At(v.X, v.Y)
		r := 0.32 * pl.Scale * l.Square
		if c := img.RGBAAt(int(x+0.7*r), int(y)); dist(c, render.PlayerCol(a)) > 0.1 {
			t.Errorf("agent %d at %v: %v", a, av, c)
		}
	}
}

// Painting a frame allocates little: the batch, faces, texts and frame
// are kept from frame to frame. Playing in the first half, and with the
// cube turning (paused, in the second half), under 100 a frame. Playing
// in the second half, the six cards' scores change every turn, ten
// times a second: text/v2 lays each new text out anew, which allocates
// (logged, see BENCHMARKS.md).
func TestPaintAllocations(t *testing.T) {
	m := traceMatch(t, 1)
	var playing, turning, scoring float64
	painttest.InPainter(t, 1280, 720, func(p *render.Painter, dst *ebiten.Image) {
		l := layout(1280, 720)
		b := m.Board().(*tenkaview.Board)
		b.SetView(tenkaview.Cube, tenkaview.Iso)
		pb := view.NewPlayback(m)
		var fr view.Frame
		v := &render.MatchView{}
		f := &render.Frame{Screen: v}
		frame := func() {
			pb.Advance(1.0 / 60)
			pb.Frame(&fr)
			v.Set(m, pb, &fr)
			p.Paint(dst, l, f)
		}
		turn := func() {
			b.Drag(3, 1)
			frame()
		}
		measure := func(at float64, play bool, f func()) float64 {
			pb.SetPos(at)
			if play {
				pb.Play()
			} else {
				pb.Pause()
			}
			for range 30 { // warm the caches: glyphs, faces, shaped texts
				f()
			}
			return testing.AllocsPerRun(30, f)
		}
		playing = measure(20, true, frame)
		turning = measure(160.3, false, turn)
		scoring = measure(160, true, frame)
	})
	t.Logf("allocations per frame: %.0f playing, %.0f the cube turning, %.0f playing while the scores change", playing, turning, scoring)
	if playing > 100 || turning > 100 || scoring > 100 {
		t.Fatalf("%.0f allocations per frame playing, %.0f the cube turning, %.0f while the scores change", playing, turning, scoring)
	}
}

// Two agents on one cell are both seen: beside its number, toward the
// other, each sphere shows its own colour (the nearer one covered the
// other's number).
func TestAgentsSharingACellSeen(t *testing.T) {
	m := traceMatch(t, 2)
	const w, h = 1280, 720
	l := layout(w, h)
	checked := 0
	for turn := 0; turn <= m.Turns() && checked < 4; turn++ {
		mv := matchAt(m, float64(turn), tenkaview.Net, tenkaview.Iso)
		fr := mv.Frame.Board.(*tenkaview.Frame)
		var img *image.RGBA
		for a, av := range fr.Agents {
			if av.OJ == 0 && av.OK == 0 || av.Alpha < 1 || av.Idle {
				continue
			}
			for b, bv := range fr.Agents {
				if b == a || bv.Face != av.Face || math.Hypot(bv.J-av.J, bv.K-av.K) > 0.01 {
					continue
				}
				if img == nil {
					img = paintFrame(t, &render.Frame{Screen: mv}, w, h)
				}
				pl := &fr.Faces[av.Face] // the net places face i i-th
				ax, ay := l.At(pl.At(av.J+av.OJ, av.K+av.OK).X, pl.At(av.J+av.OJ, av.K+av.OK).Y)
				bx, by := l.At(pl.At(bv.J+bv.OJ, bv.K+bv.OK).X, pl.At(bv.J+bv.OJ, bv.K+bv.OK).Y)
				r := 0.32 * pl.Scale * l.Square
				if av.MaxR > 0 {
					r = min(r, av.MaxR*pl.Scale*l.Square)
				}
				d := math.Hypot(bx-ax, by-ay)
				x, y := ax+0.55*r*(bx-ax)/d, ay+0.55*r*(by-ay)/d
				if c := img.RGBAAt(int(x), int(y)); dist(c, render.PlayerCol(a)) > 0.15 {
					t.Errorf("turn %d: agent %d beside %d on a cell shows %v toward it, not its colour", turn, a, b, c)
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no agents share a cell in the trace")
	}
}
