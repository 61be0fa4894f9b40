package view

import (
	"slices"
	"testing"
)

// Grow adds only the states a chart lacks, each series its value, and
// widens the range for the series on the chart's scale, not for one with
// its own.
func TestChartGrow(t *testing.T) {
	c := Chart{Series: []Series{{Label: "area", Area: true, Max: 100}, {Seat: 0}, {Seat: 1}}}
	asked := []int{}
	values := [][3]float64{{50, 0, 0}, {90, 3, -2}, {20, 7, 1}}
	at := func(t int, v []float64) {
		asked = append(asked, t)
		copy(v, values[t][:])
	}
	c.Grow(2, at)
	c.Grow(2, at) // nothing new
	c.Grow(3, at)
	if !slices.Equal(asked, []int{0, 1, 2}) {
		t.Errorf("states asked for %v, want each once: [0 1 2]", asked)
	}
	for k, want := range [][]float64{{50, 90, 20}, {0, 3, 7}, {0, -2, 1}} {
		if !slices.Equal(c.Series[k].Values, want) {
			t.Errorf("series %d: %v, want %v", k, c.Series[k].Values, want)
		}
	}
	if c.Max != 7 || c.Min != -2 {
		t.Errorf("range [%v, %v], want [-2, 7]: the seats' values, not the area's own scale", c.Min, c.Max)
	}

	flat := Chart{Series: []Series{{Seat: 0}}}
	flat.Grow(2, func(int, []float64) {})
	if flat.Max != 1 || flat.Min != 0 || len(flat.Series[0].Values) != 2 {
		t.Errorf("all zeros: range [%v, %v] with %d values, want [0, 1] with 2", flat.Min, flat.Max, len(flat.Series[0].Values))
	}
}
