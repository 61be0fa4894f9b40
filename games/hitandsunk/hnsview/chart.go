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
	b.chart.Grow(len(b.States), func(t int, v []float64) {
		for i, sc := range b.States[t].Scores() {
			v[i] = float64(sc.Score)
		}
	})
	return &b.chart
}
