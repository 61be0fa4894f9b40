//go:build linux

package bot

import (
	"os"
	"testing"
	"time"
)

// BenchmarkDescendants: one look at floorfall's descendants, with 4 bots
// running (what each round of a Close reads).
func BenchmarkDescendants(b *testing.B) {
	for range 4 {
		bot, err := Start(helperCmd(b, "echo:N"), testCfg(Config{ReadyTimeout: 20 * time.Second}))
		if err != nil {
			b.Fatal(err)
		}
		defer bot.Close()
		if err := bot.WaitReady(time.Time{}); err != nil {
			b.Fatal(err)
		}
	}
	self := os.Getpid()
	b.ReportAllocs()
	for b.Loop() {
		procs, err := descendants(self, func(*proc) bool { return false }, false)
		if err != nil || len(procs) != 4 {
			b.Fatalf("%v %v", procs, err)
		}
	}
}
