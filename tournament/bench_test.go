package tournament

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkTournament plays 8 matches of four built-in hunters (in-process)
// into a folder, with 1 and 2 matches at once; matches/min is the figure
// (goal: 2 workers at least 1.8x one on 2 cores).
func BenchmarkTournament(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			games := 0
			for b.Loop() {
				cfg := builtinConfig(b.TempDir(), 8, 0, 1)
				cfg.Bots = []Bot{{"h1", "hunter"}, {"h2", "hunter"}, {"h3", "hunter"}, {"h4", "hunter"}}
				cfg.Parallel = workers
				if err := Run(context.Background(), cfg); err != nil {
					b.Fatal(err)
				}
				games += 8
			}
			b.ReportMetric(float64(games)/b.Elapsed().Minutes(), "matches/min")
		})
	}
}
