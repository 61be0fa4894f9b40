package jcpaint

import (
	"testing"

	"floorfall/render/painttest"
	"floorfall/render/rendertest"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// Painting a frame while playing allocates (nearly) nothing: the batch,
// faces, texts and frame are kept from frame to frame; and with the end
// banner up, neither.
func TestPaintAllocations(t *testing.T) {
	r := rendertest.OpenReplay(t, rendertest.TraceReplay(t, "trace_003.json", t.TempDir()))
	m := viewtest.Match(t, r, "trace")
	playing, banner, v := painttest.FrameAllocs(t, m, 100, func(pb *view.Playback) { pb.End() })
	if v.Banner == nil {
		t.Error("no banner at the end")
	}
	t.Logf("%.0f allocations per frame playing, %.0f with the banner", playing, banner)
	if playing > 100 || banner > 100 {
		t.Fatalf("%.0f allocations per frame playing, %.0f with the banner", playing, banner)
	}
}
