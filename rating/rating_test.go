package rating

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func check(t *testing.T, what string, got [][]Rating, want [][]Rating, tol float64) {
	t.Helper()
	for i := range want {
		for j := range want[i] {
			g, w := got[i][j], want[i][j]
			if !near(g.Mu, w.Mu, tol) || !near(g.Sigma, w.Sigma, tol) {
				t.Errorf("%s: team %d player %d: %.4f ± %.4f, want %.4f ± %.4f", what, i, j, g.Mu, g.Sigma, w.Mu, w.Sigma)
			}
		}
	}
}

// The figures published with openskill (the reference implementation of
// the paper's Plackett-Luce model), to the digits they are given with.
func TestPublishedFigures(t *testing.T) {
	four := [][]Rating{{New()}, {New()}, {New()}, {New()}}
	check(t, "four players, ranks 4 1 3 2", Rate(four, []int{4, 1, 3, 2}), [][]Rating{
		{{20.963, 8.084}}, {{27.795, 8.263}}, {{24.689, 8.084}}, {{26.553, 8.179}},
	}, 0.0005)
	// Scores 37 19 37 42: two players tie for second.
	check(t, "four players, a tie", Rate(four, []int{2, 4, 2, 1}), [][]Rating{
		{{24.689, 8.179}}, {{22.826, 8.179}}, {{24.689, 8.179}}, {{27.795, 8.263}},
	}, 0.0005)
	teams := [][]Rating{
		{{25, 25.0 / 3}, {32.444, 5.123}},
		{{43.381, 2.421}, {25.188, 6.211}},
	}
	check(t, "two teams of two", Rate(teams, []int{1, 2}), [][]Rating{
		{{28.669648436582808, 8.071520788025197}, {33.83086971107981, 5.062772998705765}},
		{{43.071274808241974, 2.4166900452721256}, {23.149503312339064, 6.1378606973362135}},
	}, 1e-9)
	if o := (Rating{43.071274808241974, 2.4166900452721256}).Ordinal(); !near(o, 35.821204672425594, 1e-9) {
		t.Errorf("ordinal %v", o)
	}
}

// Properties: the winner's Mu goes up and the last's down, every Sigma
// shrinks, and only the order of the ranks matters.
func TestRateProperties(t *testing.T) {
	start := [][]Rating{{{30, 6}}, {{20, 7}}, {{25, 3}}, {{22, 8}}}
	got := Rate(start, []int{3, 1, 4, 2})
	if got[1][0].Mu <= start[1][0].Mu || got[2][0].Mu >= start[2][0].Mu {
		t.Errorf("winner %v, last %v", got[1][0], got[2][0])
	}
	for i := range got {
		if got[i][0].Sigma >= start[i][0].Sigma {
			t.Errorf("player %d: sigma %v from %v", i, got[i][0].Sigma, start[i][0].Sigma)
		}
	}
	again := Rate(start, []int{30, 10, 40, 20})
	check(t, "ranks scaled", again, got, 1e-12)
	if start[0][0] != (Rating{30, 6}) {
		t.Error("Rate changed its input")
	}
}
