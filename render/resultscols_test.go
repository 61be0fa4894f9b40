package render

import (
	"fmt"
	"testing"

	"floorfall/tournament"
	"floorfall/view"
)

// Every column title of the standings table fits its column whole at
// every window size ("damage" was cut to "dama..." at 1920x1080): the
// columns' widths, measured in design pixels without the type, leave room
// for the titles as drawn.
func TestResultsColumnTitlesWhole(t *testing.T) {
	p, err := NewPainter()
	if err != nil {
		t.Fatal(err)
	}
	names := [][]string{{"hits", "sunken", "damage", "alive"}, {"ants", "hills", "razed"}, {"area", "rank_points"}, {"drops"}}
	outs := [][]string{{"sunk"}, {"eliminated"}, nil, {"fell"}}
	for g := range names {
		r := &tournament.Results{Outs: outs[g]}
		for _, n := range names[g] {
			r.Figures = append(r.Figures, tournament.FigureColumn{Name: n})
		}
		for i := range 4 {
			r.Bots = append(r.Bots, tournament.BotResult{Name: fmt.Sprint("bot", i), Games: 8, Draws: i % 2})
		}
		v := view.NewResults(r, []string{"cup"})
		for _, sz := range [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {3840, 2160}} {
			u := view.UIScale(sz[0], sz[1], 1)
			l := view.NewLayout(sz[0], sz[1], u, view.NoBoard)
			var pl view.ResultsPlaces
			l.ResultsLayout(v, &pl)
			for _, c := range pl.Cols {
				title := v.Columns[c.Col].Title
				if got := p.fit(title, 13*u, c.W-10*u); got != title {
					t.Errorf("%v %v: column %q drawn %q (%.1f px in %.1f)", names[g], sz, title, got, p.width(title, 13*u), c.W-10*u)
				}
			}
		}
	}
}
