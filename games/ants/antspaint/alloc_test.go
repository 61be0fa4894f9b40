package antspaint

import (
	"testing"

	"floorfall/games/ants/antsview"
	"floorfall/render/painttest"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// Painting a frame while playing allocates (nearly) nothing, with a
// player's fog too: the frame, its fog and the batch are kept from frame
// to frame.
func TestPaintAllocations(t *testing.T) {
	r, _ := traceReplay(t, "trace_001")
	m := viewtest.Match(t, r, "trace")
	playing, fog, _ := painttest.FrameAllocs(t, m, 100, func(*view.Playback) {
		m.Board().(*antsview.Board).SetViewpoint(0)
	})
	t.Logf("%.0f allocations per frame playing, %.0f with a player's fog", playing, fog)
	if playing > 100 || fog > 100 {
		t.Fatalf("%.0f allocations per frame playing, %.0f with a player's fog", playing, fog)
	}
}
