package antspaint

import (
	"testing"

	"floorfall/render/painttest"
)

// The legend and the chart's tabs are at least the design guide's size
// for secondary text, from 640x360 up.
func TestLegendAndChartSmallType(t *testing.T) {
	r, _ := traceReplay(t, "trace_003")
	v, _ := matchAt(t, r, 40, -1)
	for _, sz := range [][2]int{{1280, 720}, {640, 360}, {1920, 1080}} {
		painttest.CheckSmallType(t, v, sz[0], sz[1])
	}
}
