package match

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"floorfall/engine"
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
	cfg := Config{Seed: 1, Version: "bench"}
	for i := range cfg.Seats {
		cfg.Seats[i] = Seat{Name: "walker", Command: quote(walker)}
	}
	return cfg
}

// playOnce plays the 1000-turn match and writes its replay to io.Discard,
// what 'floorfall run --out /dev/null' does.
func playOnce(b *testing.B, cfg Config) {
	f, err := Play(context.Background(), cfg)
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
	if err := replay.Write(io.Discard, f); err != nil {
		b.Fatal(err)
	}
}

// floorInput is a bot input of the size the game sends: the input of turn 0
// of a fresh game.
func floorInput() []byte {
	s := engine.NewRandomGame(1, engine.DefaultTurnLimit)
	return []byte(engine.Input(s, engine.RowCol) + "\n")
}

// floor starts n copies of walker, reads their READY, sends input to each
// in turn and reads one line, turns times, then kills and waits for them.
// testdata/floor/main.go is the same as a program.
func floor(walker string, input []byte, turns int) error {
	type proc struct {
		cmd *exec.Cmd
		in  io.WriteCloser
		out *bufio.Reader
	}
	var ps [engine.NumPlayers]proc
	defer func() {
		for _, p := range ps {
			if p.cmd != nil && p.cmd.Process != nil {
				p.cmd.Process.Kill()
				p.cmd.Wait()
			}
		}
	}()
	for i := range ps {
		c := exec.Command(walker)
		in, err := c.StdinPipe()
		if err != nil {
			return err
		}
		out, err := c.StdoutPipe()
		if err != nil {
			return err
		}
		if err := c.Start(); err != nil {
			return err
		}
		ps[i] = proc{c, in, bufio.NewReader(out)}
	}
	for i := range ps {
		if line, err := ps[i].out.ReadString('\n'); err != nil || line != "READY\n" {
			return fmt.Errorf("bot %d: %q, %v", i, line, err)
		}
	}
	for t := range turns {
		p := &ps[t%engine.NumPlayers]
		if _, err := p.in.Write(input); err != nil {
			return err
		}
		if _, err := p.out.ReadSlice('\n'); err != nil {
			return err
		}
	}
	return nil
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
	input := floorInput()
	var floorTime time.Duration
	b.ReportAllocs()
	for b.Loop() {
		playOnce(b, cfg)
		b.StopTimer()
		// On a goroutine of its own: never locked to a thread.
		errc := make(chan error)
		start := time.Now()
		go func() { errc <- floor(walker, input, engine.DefaultTurnLimit) }()
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
	input := floorInput()
	b.ReportAllocs()
	for b.Loop() {
		if err := floor(walker, input, engine.DefaultTurnLimit); err != nil {
			b.Fatal(err)
		}
	}
}
