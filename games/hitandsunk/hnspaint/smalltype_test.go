package hnspaint

import (
	"testing"

	"floorfall/render/painttest"
	"floorfall/view/viewtest"
)

// The legend and the chart's label are at least the design guide's size
// for secondary text, from 640x360 up.
func TestLegendAndChartSmallType(t *testing.T) {
	v := painttest.ViewAt(viewtest.Load(t, trace("001")), 40)
	for _, sz := range [][2]int{{1280, 720}, {640, 360}, {1920, 1080}} {
		painttest.CheckSmallType(t, v, sz[0], sz[1])
	}
}
