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
	c := &b.chart
	for t := len(c.Series[seriesAlive].Values); t < len(b.States); t++ {
		s := &b.States[t]
		alive, down := 0, 0
		for _, p := range s.Players {
			if !p.Fallen {
				alive++
			}
		}
		for y := range s.Timers {
			for x := range s.Timers[y] {
				if s.Timers[y][x] < 0 {
					down++
				}
			}
		}
		c.Series[seriesAlive].Values = append(c.Series[seriesAlive].Values, float64(alive))
		c.Series[seriesDown].Values = append(c.Series[seriesDown].Values, float64(down))
	}
	return c
}
