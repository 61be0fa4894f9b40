package cli

import (
	"os"
	"runtime/debug"
)

// matchGCPercent is the GOGC of the commands that play matches without a
// window (run, tournament).
const matchGCPercent = 400

// matchGC lets a process that plays matches keep more garbage between
// collections than Go's default (GOGC=100), unless the GOGC variable says
// otherwise. A match's own live data is small (its replay), and the
// collector's work competes with the bots for the cores: a 500-turn Ants
// match of ten bots collects once instead of six times, ~5% less wall time,
// its peak memory 23 → 28 MB (BENCHMARKS.md, the arena).
func matchGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(matchGCPercent)
	}
}
