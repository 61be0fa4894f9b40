package view

// Chart is a match's course: series of values after each turn.
type Chart struct {
	Label string // under the chart: "scores"
	// Series are drawn over each other, the first as a filled area;
	// Values[t] is the value in state t, within [Min, Max] (Min is
	// usually 0).
	Series   []Series
	Max, Min float64
	// Tabs name the board's charts (see Charts), Tab the one this is;
	// nil for a board with one chart.
	Tabs []string
	Tab  int
}

// Series is one line of a Chart: a seat's (Seat >= 0, drawn in its
// colour) or the match's (Seat -1).
type Series struct {
	Label  string // what it counts, for a tooltip: "score"
	Seat   int
	Values []float64
	Max    float64 // the top of this series' scale; 0: the chart's Max (and Min)
	Area   bool    // drawn as a filled area
}

// Grow adds to c's series the values of states len(Values) to n-1 (the
// states c lacks of the n there are): at(t, v) sets v[k] to series k's
// value in state t. It widens [Min, Max] to hold every value of a series
// without a scale of its own (Series.Max 0), and keeps Max above Min. A
// Board's Chart calls it to grow its chart to the turns played, live ones
// included.
func (c *Chart) Grow(n int, at func(t int, v []float64)) {
	if len(c.Series) == 0 {
		return
	}
	var v []float64
	for t := len(c.Series[0].Values); t < n; t++ {
		if v == nil {
			v = make([]float64, len(c.Series))
		}
		clear(v)
		at(t, v)
		for k := range c.Series {
			s := &c.Series[k]
			s.Values = append(s.Values, v[k])
			if s.Max == 0 {
				c.Max, c.Min = max(c.Max, v[k]), min(c.Min, v[k])
			}
		}
	}
	if c.Max <= c.Min {
		c.Max = c.Min + 1
	}
}
