package jcpaint

import (
	"image"
	"image/color"
	"testing"

	"floorfall/games/jc2015"
	"floorfall/games/jc2015/engine"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// lum is the brightness of a pixel (0..255).
func lum(c color.RGBA) float64 { return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B) }

// squarePixel is the pixel at a point of square (x, y): (fx, fy) in 0..1.
func squarePixel(img *image.RGBA, l view.Layout, x, y int, fx, fy float64) color.RGBA {
	px, py := l.At(float64(x)+fx, float64(y)+fy)
	return img.RGBAAt(int(px), int(py))
}

// A fallen block's squares look like a hole; a standing one's do not; a
// counting one takes its scheduler's colour; a player shows its colour.
func TestBoardPixels(t *testing.T) {
	r := rendertest.OpenReplay(t, rendertest.TraceReplay(t, "trace_003.json", t.TempDir()))
	tl := r.(*jc2015.Replay).Timeline()
	turn := -1
	for tt, s := range tl.States {
		if tt > 30 && s.Timer(engine.Block{X: 0, Y: 0}) == 0 && hasKinds(&s) {
			turn = tt
			break
		}
	}
	if turn < 0 {
		t.Fatal("no turn with a hole and a counting block")
	}
	img := paintFrame(t, &render.Frame{Screen: matchAt(t, r, float64(turn))}, 1280, 720)
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 720 {
		t.Fatalf("default size: %v", b)
	}
	l := view.NewLayout(1280, 720, 1, jcShape)
	s := &tl.States[turn]
	for by := range engine.Blocks {
		for bx := range engine.Blocks {
			k := s.Timers[by][bx]
			// A corner square of the block: away from labels and players.
			sx, sy := bx*3, by*3
			if s.PlayerAt(engine.Square{X: sx, Y: sy}) >= 0 {
				continue
			}
			c := squarePixel(img, l, sx, sy, 0.5, 0.5)
			switch {
			case k < 0 && lum(c) > 30:
				t.Errorf("turn %d: fallen block (%d,%d) is not a hole: %v", turn, bx, by, c)
			case k == 0 && lum(c) < 150:
				t.Errorf("turn %d: standing block (%d,%d) looks like a hole: %v", turn, bx, by, c)
			case k > 0:
				own := render.PlayerCol(s.Owner(engine.Block{X: bx, Y: by}))
				// Tinted: much nearer the owner's colour than plain grey is.
				if painttest.Dist(c, own) > 0.6*distRGBA(render.ColTop, own) {
					t.Errorf("turn %d: counting block (%d,%d) of P%d is not tinted: %v", turn, bx, by, s.Owner(engine.Block{X: bx, Y: by}), c)
				}
			}
		}
	}
	for i, p := range s.Players {
		if p.Fallen {
			continue
		}
		c := squarePixel(img, l, p.X, p.Y, 0.5, 0.5+0.26)
		if painttest.Dist(c, render.PlayerCol(i)) > 0.12 {
			t.Errorf("P%d's token at (%d,%d) is not its colour: %v", i, p.X, p.Y, c)
		}
	}
}

func distRGBA(a, b render.RGBA) float64 {
	n := a.NRGBA()
	return painttest.Dist(color.RGBA{n.R, n.G, n.B, 255}, b)
}

func hasKinds(s *engine.State) bool {
	hole, counting := false, false
	for y := range s.Timers {
		for _, k := range s.Timers[y] {
			hole = hole || k < 0
			counting = counting || k > 0
		}
	}
	return hole && counting
}
