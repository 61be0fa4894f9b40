package hnspaint

import (
	"testing"

	"floorfall/render/painttest"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// Painting a frame of the sea while playing allocates (nearly) nothing:
// the frame's slices, the call's script, the batch, faces and texts are
// kept from frame to frame; and with the end banner up, neither.
func TestPaintAllocations(t *testing.T) {
	m := viewtest.Load(t, trace("007")) // eight seats
	playing, banner, v := painttest.FrameAllocs(t, m, 200, func(pb *view.Playback) { pb.End() })
	if v.Banner == nil {
		t.Error("no banner at the end")
	}
	t.Logf("%.0f allocations per frame playing, %.0f with the banner", playing, banner)
	if playing > 100 || banner > 100 {
		t.Fatalf("%.0f allocations per frame playing, %.0f with the banner", playing, banner)
	}
}
