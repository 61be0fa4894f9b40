package tenkaview

import (
	"floorfall/games/tenka1/engine"
	"floorfall/view"
)

// The chart of a match's course: the cells painted (an area), and each
// seat's score (a line), flat in the first half, climbing in the second.
const seriesPainted = 0

func (b *Board) initChart() {
	b.chart = view.Chart{Label: "score per seat · cells painted"}
	b.chart.Series = append(b.chart.Series, view.Series{Label: "cells painted", Seat: -1, Area: true,
		Max: engine.Faces * engine.N * engine.N})
	for a := range engine.Agents {
		b.chart.Series = append(b.chart.Series, view.Series{Label: "score", Seat: a})
	}
}

// Chart is the match's course, grown to the turns played; its scale is
// the highest score so far.
func (b *Board) Chart() *view.Chart {
	b.chart.Grow(len(b.States), func(t int, v []float64) {
		s := &b.States[t]
		for a := range engine.Agents {
			v[seriesPainted] += float64(s.Area[a])
			v[1+a] = float64(s.Score[a])
		}
	})
	return &b.chart
}
