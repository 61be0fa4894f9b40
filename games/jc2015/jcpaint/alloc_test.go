package jcpaint

import (
	"testing"

	"floorfall/render/painttest"
	"floorfall/render/rendertest"
	"floorfall/view/viewtest"
)

// Painting a frame while playing allocates (nearly) nothing: the batch,
// faces, texts and frame are kept from frame to frame; and with the end
// banner up, neither.
func TestPaintAllocations(t *testing.T) {
	r := rendertest.OpenReplay(t, rendertest.TraceReplay(t, "trace_003.json", t.TempDir()))
	m := viewtest.Match(t, r, "trace")
	painttest.CheckAllocs(t, m, 100, 100)
}
