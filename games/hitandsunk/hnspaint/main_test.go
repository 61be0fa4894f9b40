package hnspaint

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/game"
	_ "floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// Painting needs Ebitengine's game loop: the tests run inside it (see
// rendertest.Main), and skip without a display.
func TestMain(m *testing.M) { rendertest.Main(m, "hnspaint", nil) }

// trace is a reference game's file.
func trace(n string) string { return filepath.Join("..", "testdata", "trace_"+n+".json.gz") }

// matchOf is the viewer's match of a replay file.
func matchOf(t testing.TB, path string) *view.Match {
	t.Helper()
	r, err := game.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := view.FromReplay(r, path)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// paintAt paints match m at playback position pos, w x h, inside the game
// loop; with the layout used.
func paintAt(t testing.TB, m *view.Match, pos float64, w, h int) (*image.RGBA, view.Layout) {
	t.Helper()
	pb := view.NewPlayback(m)
	pb.SetPos(pos)
	var fr view.Frame
	pb.Frame(&fr)
	v := &render.MatchView{}
	v.Set(m, pb, &fr)
	l := view.NewLayout(float64(w), float64(h), view.UIScale(float64(w), float64(h), 1), m.Board().Shape())
	var img *image.RGBA
	rendertest.InLoop(t, func() {
		p, err := render.NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		p.Paint(dst, l, &render.Frame{Screen: v})
		img = render.ReadImage(dst)
	})
	return img, l
}

// dist is how far a pixel is from a colour (0..3).
func dist(c color.RGBA, d render.RGBA) float64 {
	n := d.NRGBA()
	dr, dg, db := float64(c.R)/255-float64(n.R)/255, float64(c.G)/255-float64(n.G)/255, float64(c.B)/255-float64(n.B)/255
	return dr*dr + dg*dg + db*db
}
