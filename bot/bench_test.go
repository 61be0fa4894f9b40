package bot

import (
	"bufio"
	"os"
	"os/exec"
	"testing"
	"time"
)

// BenchmarkAsk: one Ask round trip (about 650 bytes of input, a one-letter
// answer) with a fast bot.
func BenchmarkAsk(b *testing.B) {
	bot, err := Start(helperCmd(b, "echo:N"), Config{})
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
		bot, err := Start(cmd, Config{ReadyTimeout: 20 * time.Second, ActionTimeout: 20 * time.Second})
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
