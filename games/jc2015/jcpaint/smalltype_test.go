package jcpaint

import (
	"testing"

	"floorfall/render/painttest"
	"floorfall/render/rendertest"
)

// The legend and the chart's label are at least the design guide's size
// for secondary text, from 640x360 up.
func TestLegendAndChartSmallType(t *testing.T) {
	r := rendertest.OpenReplay(t, rendertest.TraceReplay(t, "trace_003.json", t.TempDir()))
	v := matchAt(t, r, 40)
	for _, sz := range [][2]int{{1280, 720}, {640, 360}, {1920, 1080}} {
		painttest.CheckSmallType(t, v, sz[0], sz[1])
	}
}
