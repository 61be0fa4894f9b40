package bot

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// BenchmarkAsk: one Ask round trip (about 650 bytes of input, a one-letter
// answer) with a fast bot.
func BenchmarkAsk(b *testing.B) {
	bot, err := Start(helperCmd(b, "echo:N"), testCfg(Config{}))
	if err != nil {
		b.Fatal(err)
	}
	defer bot.Close()
	if err := bot.WaitReady(time.Time{}); err != nil {
		b.Fatal(err)
	}
	in := input(600)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if r := bot.Ask(in); !r.OK || r.Line != "N" {
			b.Fatalf("%+v (%s)", r, bot.Detail())
		}
	}
}

// BenchmarkPipeFloor: the same round trip with the same bot over bare
// pipes, without the bot layer (no deadlines, no stderr capture).
func BenchmarkPipeFloor(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	benchPipe(b, exec.Command(exe, helperFlag+"echo:N"), input(600), "N")
}

// BenchmarkPipeFloorCat: a bare round trip of one line through cat.
func BenchmarkPipeFloorCat(b *testing.B) {
	if _, err := exec.LookPath("cat"); err != nil {
		b.Skip(err)
	}
	benchPipe(b, exec.Command("cat"), "", "")
}

func benchPipe(b *testing.B, cmd *exec.Cmd, in, want string) {
	w, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	rc, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		w.Close()
		cmd.Process.Kill()
		cmd.Wait()
	}()
	r := bufio.NewReaderSize(rc, 64<<10)
	if want == "" { // cat: answer = the input line
		in, want = "0 1 2 3 4 5 6 7 8 9 1 1 1 1 0 0 0 2", "0 1 2 3 4 5 6 7 8 9 1 1 1 1 0 0 0 2"
	} else if line, err := r.ReadString('\n'); err != nil || line != "READY\n" {
		b.Fatalf("%q %v", line, err)
	}
	msg := []byte(in + "\n")
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := w.Write(msg); err != nil {
			b.Fatal(err)
		}
		line, err := r.ReadSlice('\n')
		if err != nil || string(line[:len(line)-1]) != want {
			b.Fatalf("%q %v", line, err)
		}
	}
}

// BenchmarkClose: Close of a fast bot that has answered a turn (on Linux
// with the walk of floorfall's descendants that finds nothing to kill but
// the bot), Start and READY not timed.
func BenchmarkClose(b *testing.B) {
	cmd := helperCmd(b, "echo:N")
	for b.Loop() {
		b.StopTimer()
		bot, err := Start(cmd, testCfg(Config{ReadyTimeout: 20 * time.Second, ActionTimeout: 20 * time.Second}))
		if err != nil {
			b.Fatal(err)
		}
		if r := bot.Ask(input(10)); !r.OK {
			b.Fatalf("%+v (%s)", r, bot.Detail())
		}
		b.StartTimer()
		if err := bot.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPerCall: one call of a PerCall bot (echo with one argument of
// the size of Hit and Sunk's, its output read to the end, the process
// reaped, its group killed and, on Linux, floorfall's descendants walked).
func BenchmarkPerCall(b *testing.B) {
	echo, err := exec.LookPath("echo")
	if err != nil {
		b.Skip(err)
	}
	p, err := NewPerCall(quote(echo), Config{ActionTimeout: 10 * time.Second})
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()
	arg := callArg()
	b.ReportAllocs()
	for b.Loop() {
		if r := p.Ask(arg); !r.OK || len(r.Line) != len(arg)+1 {
			b.Fatalf("%+v", r)
		}
	}
}

// BenchmarkForkExecFloor: the same program run with the same argument
// through os/exec alone (stdout read to the end, the process waited for).
func BenchmarkForkExecFloor(b *testing.B) {
	echo, err := exec.LookPath("echo")
	if err != nil {
		b.Skip(err)
	}
	arg := callArg()
	b.ReportAllocs()
	for b.Loop() {
		out, err := exec.Command(echo, arg).Output()
		if err != nil || len(out) != len(arg)+1 {
			b.Fatalf("%q %v", out, err)
		}
	}
}

// callArg is an argument of the size of Hit and Sunk's (a 361-character
// map and the fields before it).
func callArg() string {
	return "12;3;14,15,1;11011;1,1,3,0;2,0,1;0,0,1;" + strings.Repeat(".", 361)
}

// BenchmarkAskLines: one Ask of a bot answering 100 lines and "go" (an
// Ants turn of 100 orders) to a two-line input (a shell bot reads its
// input a byte at a time).
func BenchmarkAskLines(b *testing.B) {
	script := `a=$(for i in $(seq 100); do echo "o 12 34 n"; done); ` +
		`while IFS= read -r l; do [ "$l" = go ] && printf '%s\ngo\n' "$a"; done`
	bot, err := Start("sh -c "+quote(script), Config{ActionTimeout: 10 * time.Second, Protocol: &Protocol{End: "go"}})
	if err != nil {
		b.Fatal(err)
	}
	defer bot.Close()
	b.ReportAllocs()
	for b.Loop() {
		if r := bot.Ask("turn 1\ngo"); !r.OK || len(r.Lines) != 100 {
			b.Fatalf("%+v (%s)", r, bot.Detail())
		}
	}
}
