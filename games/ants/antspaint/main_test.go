package antspaint

import (
	"image"
	"testing"

	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/games/ants/antsview"
	tracefile "floorfall/games/ants/internal/trace"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// Painting needs Ebitengine's game loop: the tests run inside it (see
// rendertest.Main), and skip without a display.
func TestMain(m *testing.M) { rendertest.Main(m, "antspaint", nil) }

// traceReplay is the official replay of a reference game.
func traceReplay(t testing.TB, name string) (game.Replay, []string) {
	t.Helper()
	tr := tracefile.MustRead(t, "../testdata/"+name+".json.gz")
	r, err := ants.Game{}.Decode(tr.OfficialReplay, name+".json")
	if err != nil {
		t.Fatal(err)
	}
	return r, tr.Players
}

// matchAt is the view of a replay at a playback position, as a screenshot
// shows it, seen by seat fog (-1: all of the map).
func matchAt(t testing.TB, r game.Replay, at float64, fog int) (*render.MatchView, *view.Match) {
	m, err := view.FromReplay(r, "test")
	if err != nil {
		t.Fatal(err)
	}
	m.Board().(*antsview.Board).SetViewpoint(fog)
	return painttest.ViewAt(m, at), m
}

// paintFrame paints f at w x h inside the game loop.
func paintFrame(t testing.TB, f *render.Frame, s view.Shape, w, h int) *image.RGBA {
	t.Helper()
	return painttest.Paint(t, f, view.NewLayout(float64(w), float64(h), view.UIScale(float64(w), float64(h), 1), s))
}
