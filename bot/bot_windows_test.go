package bot

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"

	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
)

// The tests of bot_test.go run bots through sh and look at processes in
// /proc: Unix only. These check on Windows what the Windows code does
// differently (tree_windows.go, pipe_windows.go): deadlines on the named
// pipes, stderr read by looks, the job that kills a bot's whole tree.

// patient is a Config whose bots have time to start on a loaded machine.
var patient = Config{ReadyTimeout: testlimit.Scale(30 * time.Second), ActionTimeout: testlimit.Scale(10 * time.Second)}

// startWin starts a test bot and closes it at the end of the test.
func startWin(t *testing.T, mode string, cfg Config) *Bot {
	t.Helper()
	b, err := Start(helperCmd(t, mode), testCfg(cfg))
	if err != nil {
		t.Fatalf("Start(%s): %v", mode, err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

func TestWindowsWellBehaved(t *testing.T) {
	b := startWin(t, "stderrturn", patient)
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 3; n++ {
		r := b.Ask(input(600))
		if !r.OK || r.Line != "U" {
			t.Fatalf("turn %d: %+v (%s)", n, r, b.Detail())
		}
		if want := testbot.StderrTurn(n, 0); !bytes.Equal(r.Stderr, want) {
			t.Errorf("turn %d: stderr %q, want %q", n, r.Stderr, want)
		}
	}
	if err := b.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if b.Status() != StatusOK {
		t.Errorf("status %s (%s), want ok", b.Status(), b.Detail())
	}
}

func TestWindowsTimeout(t *testing.T) {
	const limit = 300 * time.Millisecond
	cfg := patient
	cfg.ActionTimeout = limit
	b := startWin(t, "hang:1", cfg)
	if r := b.Ask(input(100)); !r.OK {
		t.Fatalf("turn 1: %+v (%s)", r, b.Detail())
	}
	r := b.Ask(input(100))
	if r.OK || b.Status() != StatusTimeout {
		t.Fatalf("turn 2: %+v, status %s (%s), want a timeout", r, b.Status(), b.Detail())
	}
	if r.Took < limit || r.Took > limit+testlimit.Scale(5*time.Second) {
		t.Errorf("the timeout came after %v, want %v (and not much more)", r.Took, limit)
	}
	if err := b.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
}

func TestWindowsInputNotRead(t *testing.T) {
	const limit = 300 * time.Millisecond
	cfg := patient
	cfg.ActionTimeout = limit
	b := startWin(t, "noread", cfg)
	r := b.Ask(input(1 << 20)) // more than the pipe holds
	if r.OK || b.Status() != StatusTimeout || !strings.Contains(b.Detail(), "input not read") {
		t.Fatalf("%+v, status %s (%s), want input not read", r, b.Status(), b.Detail())
	}
	if r.Took < limit {
		t.Errorf("the timeout came after %v, before %v", r.Took, limit)
	}
}

func TestWindowsNotReady(t *testing.T) {
	const limit = 500 * time.Millisecond
	b := startWin(t, "sleep", Config{ReadyTimeout: limit})
	start := time.Now()
	if err := b.WaitReady(start.Add(limit)); err == nil || b.Status() != StatusNotReady {
		t.Fatalf("WaitReady: %v, status %s, want not ready", err, b.Status())
	}
	if took := time.Since(start); took < limit {
		t.Errorf("not ready after %v, before %v", took, limit)
	}
	if err := b.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
}

func TestWindowsExitBeforeReady(t *testing.T) {
	b := startWin(t, "exitbeforeready", patient)
	if err := b.WaitReady(time.Time{}); err == nil || b.Status() != StatusNotReady {
		t.Fatalf("WaitReady: %v, status %s, want not ready", err, b.Status())
	}
	if d := b.Detail(); !strings.Contains(d, "exited with status 1") {
		t.Errorf("detail %q, want the exit status", d)
	}
	if tail := string(b.StderrTail()); !strings.Contains(tail, "cannot load map") {
		t.Errorf("stderr tail %q, want what the bot wrote", tail)
	}
}

func TestWindowsCrash(t *testing.T) {
	b := startWin(t, "crash:1", patient)
	if r := b.Ask(input(100)); !r.OK {
		t.Fatalf("turn 1: %+v (%s)", r, b.Detail())
	}
	r := b.Ask(input(100))
	if r.OK || b.Status() != StatusExited {
		t.Fatalf("turn 2: %+v, status %s, want exited", r, b.Status())
	}
	if d := b.Detail(); !strings.Contains(d, "exited with status 3") {
		t.Errorf("detail %q, want the exit status", d)
	}
	if !strings.Contains(string(r.Stderr), "panic: index out of range") {
		t.Errorf("stderr %q, want what the bot wrote before it exited", r.Stderr)
	}
}

func TestWindowsStderrFlood(t *testing.T) {
	b := startWin(t, "stderrflood", patient)
	for n := 1; n <= 5; n++ {
		r := b.Ask(input(100))
		if !r.OK {
			t.Fatalf("turn %d: %+v (%s)", n, r, b.Detail())
		}
		want := string(testbot.StderrChunk(n)[:TurnStderrMax])
		if !strings.HasPrefix(string(r.Stderr), want) || !strings.Contains(string(r.Stderr), "bytes dropped]") {
			t.Fatalf("turn %d: stderr of %d bytes, want the turn's first %d bytes and a marker", n, len(r.Stderr), TurnStderrMax)
		}
	}
}

// TestWindowsGrandchild: the bot starts a child that holds its stdout and
// stderr; Close kills it too (the job), so stderr ends and Close does not
// wait for it.
func TestWindowsGrandchild(t *testing.T) {
	b := startWin(t, "grandchild", patient)
	if r := b.Ask(input(100)); !r.OK {
		t.Fatalf("%+v (%s)", r, b.Detail())
	}
	kids := children(t, b.Pid())
	if len(kids) != 1 {
		t.Fatalf("the bot has %d children, want 1", len(kids))
	}
	if err := b.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if !exited(t, kids[0], testlimit.Scale(5*time.Second)) {
		t.Errorf("the bot's child %d still runs after Close", kids[0])
	}
}

// TestWindowsKillAll: KillAll kills a bot and its child.
func TestWindowsKillAll(t *testing.T) {
	b := startWin(t, "grandchild", patient)
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatal(err)
	}
	kids := children(t, b.Pid())
	if len(kids) != 1 {
		t.Fatalf("the bot has %d children, want 1", len(kids))
	}
	KillAll()
	for _, pid := range []int{b.Pid(), kids[0]} {
		if !exited(t, pid, testlimit.Scale(5*time.Second)) {
			t.Errorf("process %d still runs after KillAll", pid)
		}
	}
}

// children lists the processes whose parent is pid and that run the test
// binary (not a console host that the system may add).
func children(t *testing.T, pid int) []int {
	t.Helper()
	snap, err := windows.CreateToolhelp32Snapshot(windows.TH32CS_SNAPPROCESS, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer windows.CloseHandle(snap)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var kids []int
	pe := windows.ProcessEntry32{Size: uint32(unsafe.Sizeof(windows.ProcessEntry32{}))}
	for err = windows.Process32First(snap, &pe); err == nil; err = windows.Process32Next(snap, &pe) {
		name := windows.UTF16ToString(pe.ExeFile[:])
		if pe.ParentProcessID == uint32(pid) && pe.ProcessID != uint32(pid) && strings.EqualFold(name, filepath.Base(exe)) {
			kids = append(kids, int(pe.ProcessID))
		}
	}
	return kids
}

// exited waits at most d for process pid to end; true if it has (or is
// gone).
func exited(t *testing.T, pid int, d time.Duration) bool {
	t.Helper()
	h, err := windows.OpenProcess(windows.SYNCHRONIZE, false, uint32(pid))
	if err != nil {
		return true // gone
	}
	defer windows.CloseHandle(h)
	ev, err := windows.WaitForSingleObject(h, uint32(d/time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	return ev == windows.WAIT_OBJECT_0
}
