package antspaint

import (
	"testing"

	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/games/ants/antsview"
	tracefile "floorfall/games/ants/internal/trace"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/render/rendertest"
	"floorfall/view"
	"floorfall/view/viewtest"
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
	m := viewtest.Match(t, r, "test")
	m.Board().(*antsview.Board).SetViewpoint(fog)
	return painttest.ViewAt(m, at), m
}
