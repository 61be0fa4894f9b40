package cli

import (
	"runtime/debug"
	"testing"
)

// A match command sets its own GOGC, unless the GOGC variable is set.
func TestMatchGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	t.Setenv("GOGC", "")
	matchGC()
	if got := debug.SetGCPercent(100); got != matchGCPercent {
		t.Errorf("GOGC unset: the collector at %d, want %d", got, matchGCPercent)
	}
	t.Setenv("GOGC", "50")
	matchGC()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GOGC=50 set: the collector changed to %d", got)
	}
}
