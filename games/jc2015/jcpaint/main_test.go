package jcpaint

import (
	"image"
	"testing"

	"floorfall/game"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/render/rendertest"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// Painting needs Ebitengine's game loop: the tests run inside it (see
// rendertest.Main), and skip without a display.
func TestMain(m *testing.M) { rendertest.Main(m, "jcpaint", nil) }

var jcShape = view.Shape{W: 18, H: 18, Seats: 4}

// paintFrame paints f at w x h inside the game loop.
func paintFrame(t testing.TB, f *render.Frame, w, h int) *image.RGBA {
	t.Helper()
	return painttest.Paint(t, f, painttest.Layout(w, h, jcShape))
}

// matchAt is the view of a replay at a playback position (see
// show.Shot.At), as a screenshot shows it.
func matchAt(t testing.TB, r game.Replay, at float64) *render.MatchView {
	return painttest.ViewAt(viewtest.Match(t, r, "test"), at)
}
