package hnspaint

import (
	"testing"

	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/view/viewtest"
)

// The sea is painted: open squares in the sea's colour, a ship afloat in
// its seat's colour along its body, a damaged cell dark, a mine dark, a
// shot's tracer in flight bright.
func TestSeaPixels(t *testing.T) {
	m := viewtest.Load(t, trace("001"))
	b := m.Board().(*hnsview.Board)
	// A state with a damaged ship afloat, surfaced.
	turn, seat := -1, -1
	for n, s := range b.States {
		for i := range s.Ships {
			sh := &s.Ships[i]
			if sh.Class != 0 && sh.Alive() && !sh.Underwater && sh.Hull != 1<<sh.Len()-1 {
				turn, seat = n, i
			}
		}
		if turn >= 0 {
			break
		}
	}
	if turn < 0 {
		t.Fatal("no damaged ship afloat in the trace")
	}
	img, l := painttest.PaintAt(t, m, float64(turn), 1280, 720)
	s := b.States[turn]
	at := func(x, y, fx, fy float64) (int, int) {
		px, py := l.At(x+fx, y+fy)
		return int(px), int(py)
	}
	sh := &s.Ships[seat]
	for c := range sh.Len() {
		x, y := sh.Cell(c)
		px, py := at(float64(x), float64(y), 0.5, 0.5)
		got := img.RGBAAt(px, py)
		if !sh.Intact(c) {
			if lum := int(got.R) + int(got.G) + int(got.B); lum > 3*120 {
				t.Errorf("damaged cell %d of seat %d at (%d,%d) is not dark: %v", c, seat, x, y, got)
			}
			continue
		}
		if c == sh.Len()/2 || sh.Len() == 2 && c == 1 {
			continue // the seat's number
		}
		// Beside the centre line (away from turrets and towers).
		dx, dy := engine.Unit(sh.Dir)
		qx, qy := at(float64(x), float64(y), 0.5+0.2*float64(dy), 0.5+0.2*float64(dx))
		if c2 := img.RGBAAt(qx, qy); painttest.Dist(c2, render.PlayerCol(seat)) > 0.05 {
			t.Errorf("cell %d of seat %d at (%d,%d) is not its colour: %v", c, seat, x, y, c2)
		}
	}
	// An empty square far from everything is the sea.
	for y := 0; y < s.H; y++ {
		for x := 0; x < s.W; x++ {
			if empty(s, x, y) {
				px, py := at(float64(x), float64(y), 0.3, 0.3)
				if d := painttest.Dist(img.RGBAAt(px, py), colSea); d > 0.01 {
					t.Fatalf("open square (%d,%d) is not the sea: %v", x, y, img.RGBAAt(px, py))
				}
				return
			}
		}
	}
}

// empty reports whether the 5x5 squares around (x, y) hold nothing.
func empty(s *engine.State, x, y int) bool {
	for j := y - 2; j <= y+2; j++ {
		for k := x - 2; k <= x+2; k++ {
			if k < 0 || j < 0 || k >= s.W || j >= s.H || s.At(k, j) != engine.Empty {
				return false
			}
			for i := range s.Ships {
				for c := range s.Ships[i].Len() {
					if cx, cy := s.Ships[i].Cell(c); cx == k && cy == j {
						return false
					}
				}
			}
		}
	}
	return true
}

// A mine explodes in fire: mid-blast its square is the fire's colours.
func TestBlastPixels(t *testing.T) {
	for _, n := range []string{"001", "002", "003", "004", "005", "006", "007", "008", "009", "010"} {
		m := viewtest.Load(t, trace(n))
		b := m.Board().(*hnsview.Board)
		var fr hnsview.Frame
		for call := range b.Turns() {
			for f := 0.05; f < 1; f += 0.02 {
				b.BuildFrame(float64(call)+f, &fr)
				if len(fr.Blasts) == 1 && fr.Blasts[0].Grow > 0.5 && fr.Blasts[0].Alpha > 0.9 {
					bl := fr.Blasts[0]
					img, l := painttest.PaintAt(t, m, float64(call)+f, 1280, 720)
					px, py := l.At(bl.X, bl.Y)
					if c := img.RGBAAt(int(px), int(py)); painttest.Dist(c, colFlame) > 0.15 {
						t.Errorf("trace %s call %d: the blast at (%.1f,%.1f) is not fire: %v", n, call, bl.X, bl.Y, c)
					}
					return
				}
			}
		}
	}
	t.Fatal("no blast in the traces")
}
