package antspaint

import (
	"image"
	"image/color"
	"math"
	"testing"

	"floorfall/games/ants"
	"floorfall/games/ants/antsview"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// pixel is the pixel at the centre of square (col, row).
func pixel(img *image.RGBA, l view.Layout, col, row int) color.RGBA {
	x, y := l.At(float64(col)+0.5, float64(row)+0.5)
	return img.RGBAAt(int(x), int(y))
}

// Each ant is painted in its player's colour on its square, water in the
// water's colour, food in the food's, bare land in the land's; with a
// player's fog, what it does not see is darker.
func TestBoardPixels(t *testing.T) {
	r, _ := traceReplay(t, "trace_001")
	const turn = 100
	s, err := r.(*ants.Replay).State(turn)
	if err != nil {
		t.Fatal(err)
	}
	v, m := matchAt(t, r, turn, -1)
	shape := m.Board().Shape()
	l := painttest.Layout(1280, 720, shape)
	img := painttest.Paint(t, &render.Frame{Screen: v}, l)
	// Squares near a hill are under its ring: left out.
	nearHill := func(sq int) bool {
		for _, h := range s.Hills {
			dr, dc := int(h.Sq)/s.Cols-sq/s.Cols, int(h.Sq)%s.Cols-sq%s.Cols
			if dr*dr+dc*dc <= 8 || dr*dr+dc*dc >= (s.Rows-3)*(s.Rows-3) {
				return true
			}
		}
		return false
	}
	ants, water, food, land := 0, 0, 0, 0
	for _, a := range s.Live() {
		sq := int(s.Ants[a].Sq)
		c := pixel(img, l, sq%s.Cols, sq/s.Cols)
		if d := painttest.Dist(c, render.PlayerCol(int(s.Ants[a].Owner))); d > 0.01 {
			t.Errorf("ant of P%d on square %d: %v", s.Ants[a].Owner, sq, c)
		}
		ants++
	}
	foodAt := map[int]bool{}
	for _, f := range s.Present() {
		foodAt[int(s.Food[f].Sq)] = true
	}
	for sq := range s.Rows * s.Cols {
		if nearHill(sq) || s.AntAt(sq) >= 0 {
			continue
		}
		c := pixel(img, l, sq%s.Cols, sq/s.Cols)
		switch {
		case foodAt[sq]:
			food++
			if painttest.Dist(c, ColFood) > 0.02 {
				t.Errorf("food on square %d: %v", sq, c)
			}
		case s.Water(sq):
			water++
			if painttest.Dist(c, ColWater) > 0.001 {
				t.Fatalf("water on square %d: %v", sq, c)
			}
		default:
			land++
			if painttest.Dist(c, ColLand) > 0.001 {
				t.Fatalf("land on square %d: %v", sq, c)
			}
		}
	}
	if ants == 0 || water == 0 || food == 0 || land == 0 {
		t.Fatalf("checked %d ants, %d water, %d food, %d land squares", ants, water, food, land)
	}

	// As player 1 sees it: the land it does not see is darker, what it
	// sees is as before.
	v, _ = matchAt(t, r, turn, 1)
	img = painttest.Paint(t, &render.Frame{Screen: v}, l)
	fogged, clear := 0, 0
	for sq := range s.Rows * s.Cols {
		if nearHill(sq) || s.AntAt(sq) >= 0 || foodAt[sq] || s.Water(sq) {
			continue
		}
		c := pixel(img, l, sq%s.Cols, sq/s.Cols)
		if s.Sees(1, sq) {
			clear++
			if painttest.Dist(c, ColLand) > 0.001 {
				t.Fatalf("land P1 sees, square %d: %v", sq, c)
			}
			continue
		}
		fogged++
		if want := ColLand.Mix(render.ColVoid, 0.62); painttest.Dist(c, want) > 0.002 {
			t.Fatalf("land P1 does not see, square %d: %v, want %v", sq, c, want.NRGBA())
		}
	}
	if fogged == 0 || clear == 0 {
		t.Errorf("%d squares in the fog, %d clear", fogged, clear)
	}
}

// The ant selected is ringed in the mark's colour, over the fog; no ant is
// ringed with none selected.
func TestSelectedAntMarked(t *testing.T) {
	r, _ := traceReplay(t, "trace_001")
	const turn = 100
	m := viewtest.Match(t, r, "test")
	b := m.Board().(*antsview.Board)
	b.SetViewpoint(1)
	l := painttest.Layout(1280, 720, m.Board().Shape())
	// An ant of player 0, seen through player 1's fog.
	var fr antsview.Frame
	b.BuildFrame(turn, &fr)
	var a antsview.Ant
	for _, d := range fr.Ants {
		if d.Owner == 0 {
			a = d
			break
		}
	}
	// The ring's pixels: left and right of the ant, at the ring's radius.
	ring := func(img *image.RGBA) (near, far color.RGBA) {
		x, y := l.At(a.X, a.Y)
		rad := math.Max(0.95*l.Square, 7*l.U)
		return img.RGBAAt(int(x-rad), int(y)), img.RGBAAt(int(x+3*rad), int(y))
	}
	before, _ := ring(painttest.Paint(t, &render.Frame{Screen: painttest.ViewAt(m, turn)}, l))
	if painttest.Dist(before, ColMark) < 0.3 {
		t.Fatalf("the mark's colour %v beside an ant with nothing selected", before)
	}
	if !b.Select(&fr, a.X, a.Y, 0.5) {
		t.Fatal("the ant was not selected")
	}
	near, far := ring(painttest.Paint(t, &render.Frame{Screen: painttest.ViewAt(m, turn)}, l))
	if painttest.Dist(near, ColMark) > 0.02 || painttest.Dist(far, ColMark) < 0.3 {
		t.Errorf("ring %v, outside it %v; the mark's colour %v", near, far, ColMark.NRGBA())
	}
}
