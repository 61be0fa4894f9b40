package match

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/floor"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/replay"
)

// The run benchmark: a 1000-turn match of four fast native bots (the C
// random walker of testdata/walker.c, which never attacks, so the match
// lasts all 1000 turns) against its floor, the bare cost of the same four
// processes and 1000 pipe round trips with no game. scripts/bench-run.sh
// measures the same with the floorfall binary; see BENCHMARKS.md.
//
//	go test -run='^$' -bench='Match1000|Floor1000' -benchtime=20x ./match/

// buildWalker compiles testdata/walker.c with cc -O2 into a temporary
// directory, or skips the benchmark if there is no C compiler.
func buildWalker(b *testing.B) string {
	b.Helper()
	cc := os.Getenv("CC")
	if cc == "" {
		cc = "cc"
	}
	if _, err := exec.LookPath(cc); err != nil {
		b.Skipf("no C compiler (%s): %v", cc, err)
	}
	src, err := filepath.Abs(filepath.Join("testdata", "walker.c"))
	if err != nil {
		b.Fatal(err)
	}
	exe := filepath.Join(b.TempDir(), "walker")
	if out, err := exec.Command(cc, "-O2", "-o", exe, src).CombinedOutput(); err != nil {
		b.Fatalf("%s -O2 walker.c: %v\n%s", cc, err, out)
	}
	return exe
}

func walkerConfig(walker string) Config {
	cfg := jcConfig(1, 0)
	for i := range cfg.Seats {
		cfg.Seats[i] = Seat{Name: "walker", Command: quote(walker)}
	}
	return cfg
}

// playOnce plays the 1000-turn match and writes its replay to io.Discard,
// what 'floorfall run --out /dev/null' does.
func playOnce(b *testing.B, cfg Config) {
	f, err := playFile(context.Background(), cfg)
	if err != nil {
		b.Fatal(err)
	}
	if len(f.Commands) != engine.DefaultTurnLimit {
		b.Fatalf("%d turns, want %d", len(f.Commands), engine.DefaultTurnLimit)
	}
	for i, p := range f.Meta.Players {
		if p.Status != replay.StatusOK {
			b.Fatalf("player %d: %s (%s)", i, p.Status, p.Detail)
		}
	}
	if err := jcreplay.Write(io.Discard, f); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkMatch1000 is 'floorfall run' without the process start of
// floorfall itself: a 1000-turn match of four C walkers, replay written to
// io.Discard. It also runs the floor after each match, untimed, and reports
// the ratio of the two (floor-x) and the floor's time (floor-ns/op):
// measured interleaved, the ratio is steadier than the ratio of two
// separate benchmarks on a busy machine.
func BenchmarkMatch1000(b *testing.B) { benchMatch(b) }

// BenchmarkMatch1000Locked is BenchmarkMatch1000 played from a goroutine
// locked to its OS thread, as the main goroutine is once Ebitengine's init
// has run (it calls runtime.LockOSThread): each blocking read then hands
// the thread off and back, which costs about as much as the round trip.
// A headless command run from the main goroutine pays it at every turn.
func BenchmarkMatch1000Locked(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	benchMatch(b)
}

func benchMatch(b *testing.B) {
	walker := buildWalker(b)
	cfg := walkerConfig(walker)
	input := floor.Input()
	var floorTime time.Duration
	b.ReportAllocs()
	for b.Loop() {
		playOnce(b, cfg)
		b.StopTimer()
		// On a goroutine of its own: never locked to a thread.
		errc := make(chan error)
		start := time.Now()
		go func() { errc <- floor.Run(walker, input, engine.DefaultTurnLimit) }()
		if err := <-errc; err != nil {
			b.Fatal(err)
		}
		floorTime += time.Since(start)
		b.StartTimer()
	}
	if b.N > 0 && floorTime > 0 {
		b.ReportMetric(float64(b.Elapsed())/float64(floorTime), "floor-x")
		b.ReportMetric(float64(floorTime.Nanoseconds())/float64(b.N), "floor-ns/op")
	}
}

// BenchmarkFloor1000 is the floor alone: four walker processes started,
// READY read, 1000 round trips with an input of the game's size, killed.
func BenchmarkFloor1000(b *testing.B) {
	walker := buildWalker(b)
	input := floor.Input()
	b.ReportAllocs()
	for b.Loop() {
		if err := floor.Run(walker, input, engine.DefaultTurnLimit); err != nil {
			b.Fatal(err)
		}
	}
}
