package hitandsunk

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/internal/trace"
	"floorfall/match"
)

// BenchmarkCall: the rules' share of a call: the argument made and the
// answer played, over the 613 calls of trace_007 (8 players, 100 rounds).
func BenchmarkCall(b *testing.B) {
	tr, err := trace.Read("testdata/trace_007.json.gz")
	if err != nil {
		b.Fatal(err)
	}
	var buf []byte
	calls := 0
	for b.Loop() {
		s := engine.New(len(tr.Setup.Players), 1, &tr.Setup)
		for _, c := range tr.Calls {
			buf = s.AppendArg(buf[:0])
			s.Play(deref(c.Out), true)
			calls++
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(calls), "ns/call")
}

// BenchmarkGame8Builtins: a whole 8-player game of built-in bots through
// match.Play (two of each), seeds varying.
func BenchmarkGame8Builtins(b *testing.B) {
	names := []string{"hunter", "random", "peacemaker", "passive", "hunter", "random", "peacemaker", "passive"}
	calls := 0
	seed := int64(0)
	for b.Loop() {
		seed++
		var seats []match.Seat
		for i, name := range names {
			seats = append(seats, match.Seat{Name: name, Command: name, Start: func() (bot.Player, error) {
				return Game{}.Builtin(name, i, seed*8+int64(i), game.Setup{})
			}})
		}
		r, err := match.Play(context.Background(), match.Config{Game: Game{}, Seats: seats, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		calls += r.Turns()
	}
	b.ReportMetric(float64(calls)/float64(b.N), "calls/game")
}

// BenchmarkGame8Programs: a whole 8-player game of bot programs run anew
// for every call (testdata/bots), in each language there is a toolchain
// for, then a game mixing them; run it with -benchtime 1x.
func BenchmarkGame8Programs(b *testing.B) {
	dir := b.TempDir()
	src, _ := filepath.Abs("testdata/bots")
	langs := map[string]string{}
	if py, err := exec.Command("python3", "-c", "import sys; print(sys.executable)").Output(); err == nil {
		langs["python"] = strings.TrimSpace(string(py)) + " " + filepath.Join(src, "shooter.py")
	}
	if exec.Command("javac", "-d", dir, filepath.Join(src, "Shooter.java")).Run() == nil {
		langs["java"] = "java -Xshare:auto -XX:TieredStopAtLevel=1 -cp " + dir + " Shooter"
	}
	if exec.Command("cc", "-O2", "-o", filepath.Join(dir, "shooter"), filepath.Join(src, "shooter.c")).Run() == nil {
		langs["c"] = filepath.Join(dir, "shooter")
	}
	var mixed []string
	for _, l := range []string{"python", "java", "c"} {
		cmd, ok := langs[l]
		if !ok {
			b.Logf("no %s toolchain: skipped", l)
			continue
		}
		mixed = append(mixed, cmd)
		b.Run(l, func(b *testing.B) { benchPrograms(b, repeat(cmd, 8)) })
		b.Run(l+"-floor", func(b *testing.B) { benchFloor(b, cmd) })
	}
	if len(mixed) > 1 {
		var seats []string
		for i := range 8 {
			seats = append(seats, mixed[i%len(mixed)])
		}
		b.Run("mixed", func(b *testing.B) { benchPrograms(b, seats) })
	}
}

// benchFloor runs a bot program with a turn's argument through os/exec
// alone (its output read to the end, the process waited for): the floor
// of a call, 100 calls an op.
func benchFloor(b *testing.B, cmd string) {
	args, err := bot.Split(cmd)
	if err != nil {
		b.Fatal(err)
	}
	arg := "12;3;14,15,1;111;1,2,2,0;2,0,1;0,0,0;" + strings.Repeat("U", 80) + strings.Repeat(".", 281)
	for b.Loop() {
		for range 100 {
			if out, err := exec.Command(args[0], append(args[1:], arg)...).Output(); err != nil || len(out) == 0 {
				b.Fatalf("%q %v", out, err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(100*b.N), "ms/call")
}

func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// benchPrograms plays whole games of the given bot commands.
func benchPrograms(b *testing.B, cmds []string) {
	calls, fails := 0, 0
	seed := int64(0)
	for b.Loop() {
		seed++
		var seats []match.Seat
		for i, c := range cmds {
			seats = append(seats, match.Seat{Name: fmt.Sprint(i), Command: c})
		}
		r, err := match.Play(context.Background(), match.Config{Game: Game{}, Seats: seats, Seed: seed, NoRecords: true})
		if err != nil {
			b.Fatal(err)
		}
		calls += r.Turns()
		for _, c := range r.(*Replay).calls {
			if c.Missing != "" {
				fails++
			}
		}
		if !r.Result().Over {
			b.Fatal("the game did not end")
		}
	}
	b.ReportMetric(float64(calls)/float64(b.N), "calls/game")
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(calls), "ms/call")
	if fails > 0 {
		b.Logf("%d calls failed (timed out or could not run)", fails)
	}
}
