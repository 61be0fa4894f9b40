package antsview

import "floorfall/view"

// charts are the game's charts: each player's count of one tally after
// each turn (its ants, its hills standing, its score as the engine keeps
// it).
var charts = [...]struct {
	tab, label string
	of         func(tl *tally, p int) int32
}{
	{"ants", "ants per player", func(tl *tally, p int) int32 { return tl.Ants[p] }},
	{"hills", "hills per player", func(tl *tally, p int) int32 { return tl.Hills[p] }},
	{"score", "score per player", func(tl *tally, p int) int32 { return tl.Score[p] }},
}

var chartTabs = func() []string {
	var tabs []string
	for _, c := range charts {
		tabs = append(tabs, c.tab)
	}
	return tabs
}()

func (b *Board) initChart() {
	for k := range charts {
		c := &b.charts[k]
		*c = view.Chart{Label: charts[k].label, Max: 1, Tabs: chartTabs, Tab: k}
		for p := range b.Players {
			c.Series = append(c.Series, view.Series{Seat: p})
		}
	}
}

// ShowChart makes Chart chart k: 0 ants, 1 hills, 2 score.
func (b *Board) ShowChart(k int) {
	if k >= 0 && k < len(charts) {
		b.chart = k
	}
}

// Chart is the chart shown, grown to the turns played.
func (b *Board) Chart() *view.Chart {
	c := &b.charts[b.chart]
	of := charts[b.chart].of
	c.Grow(len(b.tallies), func(t int, v []float64) {
		for p := range v {
			v[p] = float64(of(&b.tallies[t], p))
		}
	})
	return c
}
