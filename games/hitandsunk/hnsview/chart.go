package hnsview

import "floorfall/view"

// The chart of a match's course: each seat's score after each call, a
// line in its colour.
func (b *Board) initChart() {
	n := b.States[0].Seats()
	b.chart = view.Chart{Label: "scores", Series: make([]view.Series, n)}
	for i := range n {
		b.chart.Series[i] = view.Series{Label: "score", Seat: i}
	}
}

// Chart is the scores over the calls, grown to the calls played; its
// range holds every score so far (a sunk ship's go below zero).
func (b *Board) Chart() *view.Chart {
	c := &b.chart
	for t := len(c.Series[0].Values); t < len(b.States); t++ {
		for i, sc := range b.States[t].Scores() {
			v := float64(sc.Score)
			c.Series[i].Values = append(c.Series[i].Values, v)
			c.Max = max(c.Max, v)
			c.Min = min(c.Min, v)
		}
	}
	if c.Max <= c.Min {
		c.Max = c.Min + 1
	}
	return c
}
