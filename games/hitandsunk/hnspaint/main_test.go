package hnspaint

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"floorfall/game"
	_ "floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
	"floorfall/render/painttest"
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

// paintAt paints match m at playback position pos, w x h.
func paintAt(t testing.TB, m *view.Match, pos float64, w, h int) (*image.RGBA, view.Layout) {
	t.Helper()
	return painttest.PaintAt(t, m, pos, w, h)
}

// dist is how far a pixel is from a colour (0..3).
func dist(c color.RGBA, d render.RGBA) float64 {
	n := d.NRGBA()
	dr, dg, db := float64(c.R)/255-float64(n.R)/255, float64(c.G)/255-float64(n.G)/255, float64(c.B)/255-float64(n.B)/255
	return dr*dr + dg*dg + db*db
}
