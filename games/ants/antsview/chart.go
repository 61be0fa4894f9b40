package antsview

import "floorfall/view"

func (b *Board) initChart() {
	b.chart = view.Chart{Label: "ants per player", Max: 1}
	for p := range b.Players {
		b.chart.Series = append(b.chart.Series, view.Series{Seat: p})
	}
}

// Chart is each player's ants after each turn, grown to the turns played.
func (b *Board) Chart() *view.Chart {
	c := &b.chart
	for t := len(c.Series[0].Values); t < len(b.tallies); t++ {
		tl := &b.tallies[t]
		for p := range c.Series {
			v := float64(tl.Ants[p])
			c.Series[p].Values = append(c.Series[p].Values, v)
			c.Max = max(c.Max, v)
		}
	}
	return c
}
