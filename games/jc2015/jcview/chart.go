package jcview

import (
	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

// The chart of a match's course: after each turn, the blocks down (falling,
// or fallen and not back; an area) and the players on the board (a line).
const (
	seriesDown  = 0
	seriesAlive = 1
)

func (b *Board) initChart() {
	b.chart = view.Chart{Label: "on board · blocks down", Max: engine.NumPlayers, Series: []view.Series{
		{Label: "blocks down", Seat: -1, Area: true, Max: engine.Blocks * engine.Blocks},
		{Label: "on board", Seat: -1},
	}}
}

// Chart is the match's course, grown to the turns played.
func (b *Board) Chart() *view.Chart {
	b.chart.Grow(len(b.States), func(t int, v []float64) {
		s := &b.States[t]
		for _, p := range s.Players {
			if !p.Fallen {
				v[seriesAlive]++
			}
		}
		for y := range s.Timers {
			for x := range s.Timers[y] {
				if s.Timers[y][x] < 0 {
					v[seriesDown]++
				}
			}
		}
	})
	return &b.chart
}
