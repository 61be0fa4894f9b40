package jcpaint

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/game"
	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// Painting needs Ebitengine's game loop: the tests run inside it (see
// rendertest.Main), and skip without a display.
func TestMain(m *testing.M) { rendertest.Main(m, "jcpaint", nil) }

var jcShape = view.Shape{W: 18, H: 18, Seats: 4}

// paintFrame paints f at w x h inside the game loop.
func paintFrame(t testing.TB, f *render.Frame, w, h int) *image.RGBA {
	t.Helper()
	var img *image.RGBA
	rendertest.InLoop(t, func() {
		p, err := render.NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		p.Paint(dst, view.NewLayout(float64(w), float64(h), view.UIScale(float64(w), float64(h), 1), jcShape), f)
		img = render.ReadImage(dst)
	})
	return img
}

// matchAt is the view of a replay at a playback position (see
// show.Shot.At), as a screenshot shows it.
func matchAt(t testing.TB, r game.Replay, at float64) *render.MatchView {
	m, err := view.FromReplay(r, "test")
	if err != nil {
		t.Fatal(err)
	}
	pb := view.NewPlayback(m)
	pb.SetPos(at)
	var fr view.Frame
	pb.Frame(&fr)
	v := &render.MatchView{}
	v.Set(m, pb, &fr)
	return v
}
