package builtin_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/match"
)

// demoResult is one demo match: the winning seat (-1 for a draw) and the
// turns played.
type demoResult struct{ winner, turns int }

// playDemo plays the demo's line-up (jc2015's Info().Demo) headless on
// placement seed, seated as 'floorfall' seats it: built-in bot of seat i
// seeded seed*4+i+1 (cli's seatFor), default parameters.
func playDemo(t testing.TB, seed int64) demoResult {
	t.Helper()
	g := jc2015.Game{}
	demo := g.Info().Demo
	cfg := match.Config{Game: g, Seed: seed, NoRecords: true, Seats: make([]match.Seat, len(demo))}
	for i, name := range demo {
		botSeed := seed*int64(len(demo)) + int64(i) + 1
		cfg.Seats[i] = match.Seat{Name: fmt.Sprintf("%s %d", name, i), Command: name, Start: func() (bot.Player, error) {
			return g.Builtin(name, i, botSeed, game.Setup{Seats: len(demo), Seed: seed})
		}}
	}
	r, err := match.Play(context.Background(), cfg)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	res := r.Result()
	if !res.Over {
		t.Fatalf("seed %d: the match did not end", seed)
	}
	return demoResult{winner: winnerOf(res), turns: res.Turns}
}

// winnerOf is the only seat ranked first, or -1.
func winnerOf(res game.Result) int {
	w := -1
	for i, r := range res.Places() {
		if r == 1 {
			if w >= 0 {
				return -1
			}
			w = i
		}
	}
	return w
}

// demoFigures plays the demo on seeds 1..n: how many have a winner, and
// the turns played, sorted.
func demoFigures(t testing.TB, n int) (won int, turns []int) {
	for seed := int64(1); seed <= int64(n); seed++ {
		r := playDemo(t, seed)
		if r.winner >= 0 {
			won++
		}
		turns = append(turns, r.turns)
	}
	slices.Sort(turns)
	return won, turns
}

// percentile is the p-th percentile (nearest rank) of sorted values.
func percentile(sorted []int, p int) int {
	k := (p*len(sorted) + 99) / 100
	return sorted[max(k, 1)-1]
}

// TestDemoShowsTheGame: the demo has a winner in at least 9 seeds in 10
// (seeds 1..30; everything is seeded, the figure is the same every run).
func TestDemoShowsTheGame(t *testing.T) {
	const n = 30
	won, turns := demoFigures(t, n)
	t.Logf("demo, seeds 1..%d: %d with a winner; turns median %d, p90 %d, max %d",
		n, won, percentile(turns, 50), percentile(turns, 90), turns[len(turns)-1])
	if won*10 < n*9 {
		t.Errorf("the demo had a winner in %d of %d seeds, want at least 9 in 10", won, n)
	}
}

// BenchmarkDemo plays the demo on seeds 1..100 and reports the share with
// a winner and the turns played (BENCHMARKS.md, "Demo"):
//
//	go test ./games/jc2015/builtin/ -run XXX -bench Demo -benchtime 1x
func BenchmarkDemo(b *testing.B) {
	for b.Loop() {
		won, turns := demoFigures(b, 100)
		b.ReportMetric(float64(won), "won/100")
		b.ReportMetric(float64(percentile(turns, 50)), "median-turns")
		b.ReportMetric(float64(percentile(turns, 90)), "p90-turns")
		b.ReportMetric(float64(turns[len(turns)-1]), "max-turns")
	}
}
