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
	c := &b.chart
	for t := len(c.Series[seriesPainted].Values); t < len(b.States); t++ {
		s := &b.States[t]
		painted := 0
		for a := range engine.Agents {
			painted += s.Area[a]
			c.Series[1+a].Values = append(c.Series[1+a].Values, float64(s.Score[a]))
			c.Max = max(c.Max, float64(s.Score[a]))
		}
		c.Series[seriesPainted].Values = append(c.Series[seriesPainted].Values, float64(painted))
	}
	if c.Max == 0 {
		c.Max = 1
	}
	return c
}
