package hnspaint

import (
	"testing"

	"floorfall/render/painttest"
	"floorfall/view/viewtest"
)

// Painting a frame of the sea while playing allocates (nearly) nothing:
// the frame's slices, the call's script, the batch, faces and texts are
// kept from frame to frame; and with the end banner up, neither.
func TestPaintAllocations(t *testing.T) {
	m := viewtest.Load(t, trace("007")) // eight seats
	painttest.CheckAllocs(t, m, 200, 100)
}
