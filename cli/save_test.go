package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
)

// rescued returns the file a message says the replay was saved to, after
// checking it reads back.
func rescued(t *testing.T, stderr string) string {
	t.Helper()
	i := strings.Index(stderr, "saved to ")
	if i < 0 {
		t.Fatalf("the message does not say where the replay went:\n%s", stderr)
	}
	path := strings.Fields(stderr[i+len("saved to "):])[0]
	if _, err := jcreplay.Load(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// runBinary runs floorfall with extra environment, returning when it
// ends; cmd may be changed by setup before it starts.
func runBinary(t *testing.T, setup func(*exec.Cmd), args ...string) (stderr string, code int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = append(os.Environ(), "DISPLAY=", "TMPDIR="+t.TempDir())
	var e bytes.Buffer
	cmd.Stderr = &e
	if setup != nil {
		setup(cmd)
	}
	err := cmd.Run()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatal(err)
	}
	return e.String(), cmd.ProcessState.ExitCode()
}

// chatty is four bots writing 200 bytes of stderr each turn: a replay of
// 1000 turns well over a pipe's 64 KiB.
func chatty(t *testing.T) []string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	b := testbot.Command(exe, "stderrturn:200")
	return []string{"run", "-a", b, "-a", b, "-a", b, "-a", b, "-q", "--ready-timeout", testlimit.Scale(20 * time.Second).String(), "--action-timeout", testlimit.Scale(5 * time.Second).String()}
}

// Standard output a pipe whose reader went away (floorfall run | head -c
// 10): the replay is saved in the temporary folder, the message says
// where, exit status 1 (before: killed by SIGPIPE, the match lost).
func TestBrokenPipeKeepsReplay(t *testing.T) {
	stderr, code := runBinary(t, func(cmd *exec.Cmd) {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stdout = w
		go func() {
			io.ReadFull(r, make([]byte, 10))
			r.Close()
		}()
		t.Cleanup(func() { w.Close() })
	}, chatty(t)...)
	if code != ExitFailure || !strings.Contains(stderr, "broken pipe") {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	f, err := jcreplay.Load(rescued(t, stderr))
	if err != nil || len(f.Commands) != 1000 {
		t.Fatalf("rescued replay: %v", err)
	}
}

// Standard output closed (>&-): not written to /dev/null as if all was
// well, but saved in the temporary folder, exit status 1.
func TestClosedStdoutKeepsReplay(t *testing.T) {
	cmd := exec.Command("sh", "-c", `exec "$0" run -a random -t 40 -q >&-`, binary)
	cmd.Env = append(os.Environ(), "DISPLAY=", "TMPDIR="+t.TempDir())
	out, _ := cmd.CombinedOutput()
	stderr, code := string(out), cmd.ProcessState.ExitCode()
	if code != ExitFailure || !strings.Contains(stderr, "standard output is closed") {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	rescued(t, stderr)
}

// --out a FIFO nobody reads: Ctrl-C still saves the replay in the
// temporary folder and ends floorfall.
func TestFIFONobodyReadsInterrupt(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("tells when floorfall waits for a reader from /proc (Linux)")
	}
	fifo := filepath.Join(t.TempDir(), "out.json")
	if err := mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	cmd := exec.Command(binary, "run", "-a", "random", "-t", "40", "-q", "--out", fifo)
	cmd.Env = append(os.Environ(), "DISPLAY=", "TMPDIR="+t.TempDir())
	e, done := startBinary(t, cmd)
	// The match takes milliseconds; then floorfall waits for a reader:
	// Ctrl-C then (not before it catches Ctrl-C, at its start).
	for deadline := time.Now().Add(testlimit.Scale(30 * time.Second)); !waitsForFIFOReader(cmd.Process.Pid); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("floorfall never waits for a reader of the FIFO\n%s", e.String())
		}
	}
	cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-done:
	case <-time.After(testlimit.Scale(30 * time.Second)):
		cmd.Process.Kill()
		t.Fatal("floorfall does not end")
	}
	stderr, code := e.String(), cmd.ProcessState.ExitCode()
	if code != ExitInterrupt || !strings.Contains(stderr, "interrupted while writing the replay to "+fifo) {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	rescued(t, stderr)
}

// waitsForFIFOReader reports whether a thread of process pid waits in the
// kernel for the other end of a FIFO it opens (Linux: wait_for_partner).
func waitsForFIFOReader(pid int) bool {
	files, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/wchan", pid))
	for _, f := range files {
		if w, _ := os.ReadFile(f); string(w) == "wait_for_partner" {
			return true
		}
	}
	return false
}

// When even the temporary folder cannot take the replay (here: a file
// size limit), no partial file is left there and the message says the
// match could not be saved.
func TestRescueFailsLeavesNothing(t *testing.T) {
	tmp := t.TempDir()
	cmd := exec.Command("sh", "-c", `ulimit -f 2 && exec "$0" run -a random -a random -t 200 -q --out /proc/floorfall-test.json`, binary)
	cmd.Env = append(os.Environ(), "DISPLAY=", "TMPDIR="+tmp)
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != ExitFailure || !strings.Contains(string(out), "could not be saved anywhere else") {
		t.Fatalf("%v\n%s", err, out)
	}
	left, _ := os.ReadDir(tmp)
	if len(left) != 0 {
		t.Fatalf("left in the temporary folder: %v", left)
	}
}

// sleepBotStarted reports whether a process "sleep" marked with mark (an
// entry of its environment) is alive.
func sleepBotStarted(mark string) bool {
	for _, p := range testbot.Alive() {
		if p.Comm == "(sleep)" && p.HasEnv(mark) {
			return true
		}
	}
	return false
}

// Ctrl-C while floorfall waits for a bot's READY acts at once, not when
// the limit runs out, and the replay is still written.
func TestInterruptDuringReadyWait(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("tells when the bot is started from /proc (Linux)")
	}
	out := filepath.Join(t.TempDir(), "cut.json")
	mark := "FLOORFALL_CLITEST=" + strconv.FormatInt(time.Now().UnixNano(), 36)
	cmd := exec.Command(binary, "run", "-a", "sleep 100", "-a", "random", "--ready-timeout", testlimit.Scale(60*time.Second).String(), "--out", out, "-q")
	cmd.Env = append(os.Environ(), "DISPLAY=", mark)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	// The bot is started: floorfall waits for its READY.
	for deadline := time.Now().Add(testlimit.Scale(30 * time.Second)); !sleepBotStarted(mark); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("floorfall never started the bot")
		}
	}
	t0 := time.Now()
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Wait()
	took := time.Since(t0)
	// Generous for a loaded machine; the limit it must not wait out is 60 s
	// (both with the test's slack).
	if code := cmd.ProcessState.ExitCode(); code != ExitInterrupt || took > testlimit.Scale(10*time.Second) {
		t.Fatalf("exit %d after %v", code, took)
	}
	if _, err := jcreplay.Load(out); err != nil {
		t.Fatal(err)
	}
	t.Logf("ended %v after Ctrl-C", took)
}
