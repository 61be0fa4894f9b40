//go:build unix

package bot

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
)

// start starts a bot and makes sure, at the end of the test, that Close
// leaves no process of its group alive.
func start(t *testing.T, command string, cfg Config) *Bot {
	t.Helper()
	b, err := Start(command, testCfg(cfg))
	if err != nil {
		t.Fatalf("Start(%q): %v", command, err)
	}
	t.Cleanup(func() { closeAndCheck(t, b) })
	return b
}

func closeAndCheck(t *testing.T, b *Bot) {
	t.Helper()
	if err := b.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if err := b.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	// SIGKILL is asynchronous: allow a killed process a moment to finish
	// dying (Close already waited for the pipes to be released).
	var alive []int
	for end := time.Now().Add(testlimit.Scale(10 * time.Second)); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if alive = groupAlive(b.Pid()); len(alive) == 0 {
			return
		}
	}
	t.Errorf("after Close, processes %v of group %d are still alive", alive, b.Pid())
}

// groupAlive lists the processes of group pgid that are not zombies
// (this machine's init reaps orphans only now and then).
func groupAlive(pgid int) []int {
	if err := syscall.Kill(-pgid, 0); err == syscall.ESRCH {
		return nil
	}
	var pids []int
	for _, p := range testbot.Alive() {
		if p.Pgrp == pgid {
			pids = append(pids, p.Pid)
		}
	}
	return pids
}

func wantStatus(t *testing.T, b *Bot, want Status, detail string) {
	t.Helper()
	if got := b.Status(); got != want {
		t.Fatalf("status %q (%s), want %q", got, b.Detail(), want)
	}
	if !strings.Contains(b.Detail(), detail) {
		t.Fatalf("detail %q does not contain %q", b.Detail(), detail)
	}
}

// waitReaped waits until b's process is reaped: WaitReady gives a bot
// that closed its output only a few milliseconds for that, and Detail says
// how the process ended once it is known.
func waitReaped(t *testing.T, b *Bot) {
	t.Helper()
	select {
	case <-b.reaped:
	case <-time.After(testlimit.Scale(30 * time.Second)):
		t.Fatal("the bot's process is never reaped")
	}
}

// wantDead checks that Ask on a failed bot returns at once with nothing:
// it does not even send the input (Took stays 0).
func wantDead(t *testing.T, b *Bot) {
	t.Helper()
	t0 := time.Now()
	for i := 0; i < 3; i++ {
		if r := b.Ask(input(100)); r.OK || r.Line != "" || r.Took != 0 || r.Stderr != nil {
			t.Fatalf("Ask on a failed bot: %+v", r)
		}
	}
	if d := time.Since(t0); d > testlimit.Scale(time.Second) {
		t.Fatalf("Asks on a failed bot took %v", d)
	}
}

// lateness is how long after its limit a call that hit it may return: its
// goroutine is woken at the deadline by the runtime, and on a loaded machine
// it may run some time later. It scales with the limit: the limit again,
// and never less than a second, both with the test's slack (testlimit).
func lateness(limit time.Duration) time.Duration { return testlimit.Scale(max(limit, time.Second)) }

// withinLimit checks that a call that hit its limit returned in time: not
// before the limit, and not much later.
func withinLimit(t *testing.T, took, limit time.Duration) {
	t.Helper()
	if took < limit || took > limit+lateness(limit) {
		t.Fatalf("a failing call took %v, limit %v (at most %v late)", took, limit, lateness(limit))
	}
}

// askWithin is b.Ask, failing the test if it does not return within the
// ActionTimeout and its lateness (Close then ends it): a broken limit makes
// the test fail rather than hang.
func askWithin(t *testing.T, b *Bot, input string) Reply {
	t.Helper()
	done := make(chan Reply, 1)
	go func() { done <- b.Ask(input) }()
	limit := b.cfg.ActionTimeout
	select {
	case r := <-done:
		return r
	case <-time.After(limit + lateness(limit)):
		b.Close()
		<-done
		t.Fatalf("Ask did not return within %v (limit %v)", limit+lateness(limit), limit)
		return Reply{}
	}
}

// for tests not about time limits
var slow = Config{ActionTimeout: testlimit.Scale(3 * time.Second), ReadyTimeout: patientReady}

// ready waits for READY from b, failing the test if it does not come.
func ready(t *testing.T, b *Bot) {
	t.Helper()
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatalf("%v (stderr %q)", err, b.StderrTail())
	}
}

func TestWellBehaved(t *testing.T) {
	b := start(t, helperCmd(t, "echo"), slow)
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatal(err)
	}
	in := input(600)
	for i := 1; i <= 200; i++ {
		r := b.Ask(in)
		if !r.OK || r.TooLong || r.Line != "U" || r.Stderr != nil || r.Took <= 0 {
			t.Fatalf("turn %d: %+v (%s)", i, r, b.Detail())
		}
	}
	wantStatus(t, b, StatusOK, "ok")
}

func TestAskWaitsReadyItself(t *testing.T) {
	b := start(t, helperCmd(t, "echo:N"), slow)
	if r := b.Ask(input(10)); !r.OK || r.Line != "N" {
		t.Fatalf("%+v", r)
	}
}

func TestLinesBeforeReadyIgnored(t *testing.T) {
	b := start(t, helperCmd(t, "banner"), slow)
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatal(err)
	}
	if r := b.Ask(input(10)); !r.OK || r.Line != "U" {
		t.Fatalf("%+v", r)
	}
}

func TestNeverReady(t *testing.T) {
	cfg := Config{ReadyTimeout: 300 * time.Millisecond}
	t0 := time.Now() // ReadyTimeout counts from Start
	b := start(t, helperCmd(t, "noready"), cfg)
	err := b.WaitReady(time.Time{})
	if err == nil {
		t.Fatal("WaitReady succeeded")
	}
	withinLimit(t, time.Since(t0), cfg.ReadyTimeout)
	wantStatus(t, b, StatusNotReady, `printed "hello", want READY (no READY within 300ms)`)
	if err2 := b.WaitReady(time.Time{}); err2 == nil || err2.Error() != err.Error() {
		t.Fatalf("second WaitReady: %v, first %v", err2, err)
	}
	wantDead(t, b)
	b.Close()
	if tail := string(b.StderrTail()); tail != "starting slowly\n" {
		t.Fatalf("StderrTail %q", tail)
	}
}

// A bot that never got ready: its Detail quotes the first non-blank line
// it printed, cut if long.
func TestNotReadySaysWhatItPrinted(t *testing.T) {
	x60 := strings.Repeat("x", 60)
	for _, tc := range []struct {
		name, cmd, want string
	}{
		{"wrong-word", helperCmd(t, "wrongready"), `printed "Ready", want READY (no READY within 1s)`},
		{"nothing", helperCmd(t, "sleep"), "printed no READY within 1s"},
		{"blank-lines-first", sh(`echo; echo "   "; echo " Loading map "; echo READY.; exec sleep 10`),
			`printed "Loading map", want READY (no READY within 1s)`},
		{"long", sh(`head -c 100 /dev/zero | tr '\0' x; echo; exec sleep 10`),
			`printed "` + x60 + `"..., want READY (no READY within 1s)`},
		{"longer-than-MaxLine", sh(`head -c 70000 /dev/zero | tr '\0' x; echo; exec sleep 10`),
			`printed "` + x60 + `"..., want READY (no READY within 1s)`},
		{"cut-before-a-whole-character", sh(`head -c 59 /dev/zero | tr '\0' x; printf '\303\251\303\251\n'; exec sleep 10`),
			`printed "` + x60[1:] + `"..., want READY (no READY within 1s)`},
		{"binary", sh(`printf '\001\377ok\n'; exec sleep 10`), `printed "\x01\xffok", want READY (no READY within 1s)`},
		{"no-newline", sh(`printf READY; exec sleep 10`), `printed "READY" without a newline, want READY (no READY within 1s)`},
		{"then-exits", sh(`echo Ready; exit 2`), `printed "Ready", want READY; output closed before READY (exited with status 2)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			b := start(t, tc.cmd, Config{})
			err := b.WaitReady(time.Time{})
			if err == nil {
				t.Fatal("WaitReady succeeded")
			}
			if strings.Contains(tc.want, "(exited with status") {
				waitReaped(t, b)
			}
			if b.Status() != StatusNotReady || b.Detail() != tc.want {
				t.Fatalf("status %q, detail\n%s\nwant\n%s", b.Status(), b.Detail(), tc.want)
			}
			if !strings.Contains(err.Error(), strings.TrimSuffix(tc.want, " (exited with status 2)")) {
				t.Fatalf("error %q", err)
			}
		})
	}
}

// sh is the command line that runs script with sh.
func sh(script string) string { return "sh -c " + quote(script) }

func TestExitBeforeReady(t *testing.T) {
	b := start(t, helperCmd(t, "exitbeforeready"), Config{ReadyTimeout: patientReady})
	if err := b.WaitReady(time.Time{}); err == nil {
		t.Fatal("WaitReady succeeded")
	}
	waitReaped(t, b)
	wantStatus(t, b, StatusNotReady, "output closed before READY (exited with status 1)")
	wantDead(t, b)
}

// Different bots are awaited in parallel: bots that print READY after
// 0.7s are found ready as soon as they are, while bots that never print it
// are waited for at the same time until their limit. (Each limit counts
// from the bot's Start, so waiting for a slow bot takes no time from the
// others.) The limit leaves 3s (with the test's slack) for a bot to start
// on a loaded machine.
func TestLateReadyParallel(t *testing.T) {
	const late = 700 * time.Millisecond
	cfg := Config{ReadyTimeout: late + testlimit.Scale(3*time.Second)}
	modes := []string{"sleep", "late:700", "sleep", "late:700", "late:700", "sleep"}
	t0 := time.Now()
	bots := make([]*Bot, len(modes))
	for i, mode := range modes {
		bots[i] = start(t, helperCmd(t, mode), cfg)
	}
	errs := make([]error, len(bots))
	took := make([]time.Duration, len(bots))
	var wg sync.WaitGroup
	for i, b := range bots {
		wg.Go(func() {
			errs[i] = b.WaitReady(time.Time{})
			took[i] = time.Since(t0)
		})
	}
	wg.Wait()
	firstGivenUp := time.Duration(1 << 62)
	for i, mode := range modes {
		if mode == "sleep" {
			if errs[i] == nil {
				t.Fatalf("bot %d (%s) is ready", i, mode)
			}
			firstGivenUp = min(firstGivenUp, took[i])
		}
	}
	t.Logf("waits ended after %v (the limit is %v)", took, cfg.ReadyTimeout)
	for i, b := range bots {
		if modes[i] == "sleep" {
			continue
		}
		if errs[i] != nil {
			t.Fatalf("bot %d: %v", i, errs[i])
		}
		if took[i] < late {
			t.Fatalf("bot %d found ready after %v, before it printed READY", i, took[i])
		}
		if took[i] >= firstGivenUp {
			t.Fatalf("bot %d found ready after %v, not before the first bot given up (%v): the waits were not parallel", i, took[i], firstGivenUp)
		}
		if r := b.Ask(input(100)); !r.OK || r.Line != "U" {
			t.Fatalf("bot %d: %+v", i, r)
		}
	}
}

func TestHangAfterFiveTurns(t *testing.T) {
	cfg := Config{ActionTimeout: 250 * time.Millisecond, ReadyTimeout: patientReady}
	b := start(t, helperCmd(t, "hang:5"), cfg)
	ready(t, b)
	for i := 1; i <= 5; i++ {
		if r := b.Ask(input(300)); !r.OK || r.Line != "U" {
			t.Fatalf("turn %d: %+v", i, r)
		}
	}
	r := askWithin(t, b, input(300))
	if r.OK || r.Line != "" {
		t.Fatalf("turn 6: %+v", r)
	}
	withinLimit(t, r.Took, cfg.ActionTimeout)
	wantStatus(t, b, StatusTimeout, "no answer within 250ms")
	wantDead(t, b)
}

func TestCrashMidGame(t *testing.T) {
	b := start(t, helperCmd(t, "crash:3"), slow)
	for i := 1; i <= 3; i++ {
		if r := b.Ask(input(300)); !r.OK || r.Line != "U" {
			t.Fatalf("turn %d: %+v", i, r)
		}
	}
	r := b.Ask(input(300))
	if r.OK || string(r.Stderr) != "panic: index out of range\n" {
		t.Fatalf("turn 4: %+v", r)
	}
	wantStatus(t, b, StatusExited, "output closed (exited with status 3)")
	wantDead(t, b)
	b.Close()
	if tail := string(b.StderrTail()); tail != "panic: index out of range\n" {
		t.Fatalf("StderrTail %q", tail)
	}
}

func TestExitRightAfterReady(t *testing.T) {
	b := start(t, helperCmd(t, "exitready"), slow)
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatal(err)
	}
	if r := b.Ask(input(300)); r.OK {
		t.Fatalf("%+v", r)
	}
	// Depending on timing the write fails (input closed) or the read does
	// (output closed): both are "exited".
	wantStatus(t, b, StatusExited, "closed (exited with status 0)")
	wantDead(t, b)
}

func TestHugeLine(t *testing.T) {
	b := start(t, helperCmd(t, "huge"), slow)
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r := b.Ask(input(100))
	runtime.ReadMemStats(&after)
	if !r.OK || !r.TooLong || r.Line != "" {
		t.Fatalf("%+v", r)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 1<<20 {
		t.Fatalf("a 20 MB line made Ask allocate %d bytes", alloc)
	}
	if r := b.Ask(input(100)); !r.OK || r.TooLong || r.Line != "U" {
		t.Fatalf("next turn: %+v", r)
	}
	wantStatus(t, b, StatusOK, "ok")
}

func TestHugeLineWithoutNewline(t *testing.T) {
	// Long enough for the bot to write over 64 KiB even on a loaded machine.
	cfg := Config{ActionTimeout: testlimit.Scale(2 * time.Second), ReadyTimeout: patientReady}
	b := start(t, helperCmd(t, "hugenonl"), cfg)
	ready(t, b) // the Ask's limit is for the answer alone
	r := askWithin(t, b, input(100))
	if r.OK {
		t.Fatalf("%+v", r)
	}
	withinLimit(t, r.Took, cfg.ActionTimeout)
	wantStatus(t, b, StatusTimeout, fmt.Sprintf("answer longer than 64 KiB not finished within %v", cfg.ActionTimeout))
	wantDead(t, b)
}

// Boundary: MaxLine bytes is fine, one more is too long.
func TestLineLimit(t *testing.T) {
	for _, tc := range []struct {
		n       int
		tooLong bool
	}{{MaxLine, false}, {MaxLine + 1, true}, {3 * MaxLine, true}} {
		script := `echo READY; while read -r l; do [ "$l" = EOD ] && head -c ` +
			strconv.Itoa(tc.n) + ` /dev/zero | tr '\0' x && printf '\r\n'; done`
		b := start(t, "sh -c "+quote(script), slow)
		for i := 0; i < 2; i++ {
			r := b.Ask(input(10))
			if !r.OK || r.TooLong != tc.tooLong || (!tc.tooLong && len(r.Line) != tc.n) || (tc.tooLong && r.Line != "") {
				t.Fatalf("line of %d bytes: OK %v TooLong %v len %d", tc.n, r.OK, r.TooLong, len(r.Line))
			}
		}
	}
}

// A bot that writes 64 KiB of stderr before each answer: each Reply
// holds the first TurnStderrMax bytes of its own turn's chunk and a marker
// counting the rest, and the bot is never held up by its stderr.
func TestStderrFlood(t *testing.T) {
	const turns = 1000
	b := start(t, helperCmd(t, "stderrflood"), slow)
	for i := 1; i <= turns; i++ {
		r := b.Ask(input(100))
		if !r.OK || r.Line != "U" {
			t.Fatalf("turn %d: %+v (%s)", i, r, b.Detail())
		}
		chunk := testbot.StderrChunk(i)
		want := append(chunk[:TurnStderrMax:TurnStderrMax], "\n[... "+strconv.Itoa(len(chunk)-TurnStderrMax)+" bytes dropped]"...)
		if !bytes.Equal(r.Stderr, want) {
			t.Fatalf("turn %d: stderr of %d bytes starting %q, want %d bytes starting %q",
				i, len(r.Stderr), r.Stderr[:min(len(r.Stderr), 12)], len(want), want[:12])
		}
	}
	wantStatus(t, b, StatusOK, "ok")
	b.Close()
	if tail := b.StderrTail(); !bytes.Equal(tail, testbot.StderrChunk(turns)) {
		t.Fatalf("StderrTail: %d bytes starting %q", len(tail), tail[:min(len(tail), 20)])
	}
}

// What a bot writes on stderr just before its answer is in that answer's
// Reply, never in a later one, however the scheduler runs the drainer.
func TestStderrBelongsToItsTurn(t *testing.T) {
	for _, size := range []int{0, 100, TurnStderrMax, 10 << 10} {
		t.Run(strconv.Itoa(size), func(t *testing.T) {
			b := start(t, helperCmd(t, "stderrturn:"+strconv.Itoa(size)), slow)
			for i := 1; i <= 200; i++ {
				r := b.Ask(input(100))
				if !r.OK || r.Line != "U" {
					t.Fatalf("turn %d: %+v (%s)", i, r, b.Detail())
				}
				want := testbot.StderrTurn(i, size)
				if n := len(want) - TurnStderrMax; n > 0 {
					want = append(want[:TurnStderrMax:TurnStderrMax], "\n[... "+strconv.Itoa(n)+" bytes dropped]"...)
				}
				if !bytes.Equal(r.Stderr, want) {
					t.Fatalf("turn %d: stderr of %d bytes %q..., want %d bytes %q...",
						i, len(r.Stderr), r.Stderr[:min(len(r.Stderr), 12)], len(want), want[:min(len(want), 12)])
				}
			}
		})
	}
}

// Stderr written before READY is not in the first Reply, but in StderrTail;
// what a crashing bot writes before it exits is in the failed Ask's Reply.
func TestStderrBeforeReadyAndAtExit(t *testing.T) {
	script := `echo booting >&2; echo READY; n=0; while read -r l; do [ "$l" = EOD ] || continue; n=$((n+1));` +
		` [ $n = 3 ] && { echo "died at $n" >&2; exit 3; }; echo U; done`
	b := start(t, "sh -c "+quote(script), slow)
	for i := 1; i <= 2; i++ {
		if r := b.Ask(input(10)); !r.OK || r.Line != "U" || r.Stderr != nil {
			t.Fatalf("turn %d: %+v", i, r)
		}
	}
	r := b.Ask(input(10))
	if r.OK || string(r.Stderr) != "died at 3\n" {
		t.Fatalf("turn 3: %+v, want stderr %q", r, "died at 3\n")
	}
	wantStatus(t, b, StatusExited, "output closed (exited with status 3)")
	if tail := string(b.StderrTail()); tail != "booting\ndied at 3\n" {
		t.Fatalf("StderrTail %q", tail)
	}
}

// Closed bots leave no goroutine behind (the stderr drainer, the reaper).
func TestNoGoroutineLeft(t *testing.T) {
	before := runtime.NumGoroutine()
	for _, mode := range []string{"stderrturn", "stderrflood", "noready", "crash:1", "hang:1", "grandchild"} {
		cfg := Config{ActionTimeout: 200 * time.Millisecond, ReadyTimeout: testlimit.Scale(3 * time.Second)}
		if mode == "noready" {
			cfg.ReadyTimeout = 200 * time.Millisecond
		}
		b, err := Start(helperCmd(t, mode), testCfg(cfg))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 3; i++ {
			b.Ask(input(10))
		}
		closeAndCheck(t, b)
	}
	noGoroutineLeft(t, before)
}

func TestStderrBuf(t *testing.T) {
	var s stderrBuf
	if s.takeTurn() != nil || len(s.tail()) != 0 {
		t.Fatal("not empty")
	}
	s.write([]byte("hello "))
	s.write([]byte("world"))
	if got := string(s.takeTurn()); got != "hello world" {
		t.Fatalf("turn %q", got)
	}
	if s.takeTurn() != nil {
		t.Fatal("turn not reset")
	}
	big := bytes.Repeat([]byte("0123456789"), 10000) // 100000 bytes
	for i := 0; i < len(big); i += 777 {
		s.write(big[i:min(i+777, len(big))])
	}
	want := append(append([]byte(nil), big[:TurnStderrMax]...), "\n[... 91808 bytes dropped]"...)
	if got := s.takeTurn(); !bytes.Equal(got, want) {
		t.Fatalf("turn: %d bytes, ends %q", len(got), got[len(got)-30:])
	}
	if got := s.tail(); !bytes.Equal(got, big[len(big)-StderrTailMax:]) {
		t.Fatalf("tail: %d bytes", len(got))
	}
	s.write(big)
	if got := s.tail(); !bytes.Equal(got, big[len(big)-StderrTailMax:]) {
		t.Fatalf("tail after big write: %d bytes", len(got))
	}
}

func TestGarbageAnswer(t *testing.T) {
	b := start(t, helperCmd(t, "garbagecr"), slow)
	r := b.Ask(input(100))
	if !r.OK || r.Line != "\x00\xff\xfe\rbin\x01\x7f" {
		t.Fatalf("%+v", r)
	}
}

// A bot that answers without reading: once its stdin pipe is full,
// writing the input times out.
func TestNeverReadsInput(t *testing.T) {
	cfg := Config{ActionTimeout: 300 * time.Millisecond, ReadyTimeout: patientReady}
	b := start(t, helperCmd(t, "spam"), cfg)
	ready(t, b)
	// The answers are all written before they are asked for: no Ask below
	// waits for the bot (answers "U\n" fill its stdout pipe, 64 KiB, and
	// about 280 inputs fill its stdin pipe).
	waitFor(t, 10*time.Second, "16 KiB of answers", func() bool { return pipeHolds(t, b.out) >= 16<<10 })
	in := input(200)
	var r Reply
	i := 1
	for ; i <= 1000; i++ {
		if r = askWithin(t, b, in); !r.OK {
			break
		}
	}
	if i > 1000 || i < 100 {
		t.Fatalf("failed at turn %d", i)
	}
	withinLimit(t, r.Took, cfg.ActionTimeout)
	wantStatus(t, b, StatusTimeout, "input not read within 300ms")
	wantDead(t, b)
}

func TestNeverReadsBigInput(t *testing.T) {
	cfg := Config{ActionTimeout: 100 * time.Millisecond, ReadyTimeout: patientReady}
	b := start(t, helperCmd(t, "noread"), cfg)
	ready(t, b) // the Ask's limit is for the input alone
	r := askWithin(t, b, input(1<<20))
	withinLimit(t, r.Took, cfg.ActionTimeout)
	wantStatus(t, b, StatusTimeout, "input not read within 100ms")
	wantDead(t, b)
}

// A child in the background holds the bot's pipes: Close kills it too.
func TestGrandchildHoldsPipes(t *testing.T) {
	script := `sleep 100 & echo READY; while read -r l; do [ "$l" = EOD ] && echo U; done`
	b := start(t, "sh -c "+quote(script), slow)
	for i := 0; i < 3; i++ {
		if r := b.Ask(input(100)); !r.OK || r.Line != "U" {
			t.Fatalf("%+v", r)
		}
	}
	if n := len(groupAlive(b.Pid())); n != 2 {
		t.Fatalf("%d processes in the group, want 2", n)
	}
	// Cleanup checks that none is left after Close.
}

// The leader exits but a child holds its stdout: the next Ask finds the
// input closed (the child has no stdin) and Close still kills the child.
func TestLeaderExitsGrandchildStays(t *testing.T) {
	b := start(t, "sh -c "+quote(`sleep 100 & echo READY`), Config{ReadyTimeout: patientReady})
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatal(err)
	}
	<-b.reaped
	// The background child drops its stdin (for /dev/null) just after it
	// is forked: wait for that, so that no process reads the bot's input.
	for end := time.Now().Add(testlimit.Scale(10 * time.Second)); ; {
		alive := groupAlive(b.Pid())
		if len(alive) != 1 {
			t.Fatalf("group: %v", alive)
		}
		if l, _ := os.Readlink("/proc/" + strconv.Itoa(alive[0]) + "/fd/0"); l == "/dev/null" {
			break
		}
		if time.Now().After(end) {
			t.Fatal("the child keeps its stdin")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if r := b.Ask(input(100)); r.OK {
		t.Fatalf("%+v", r)
	}
	wantStatus(t, b, StatusExited, "input closed (exited with status 0)")
}

// Close during an Ask ends it at once and leaves the status alone.
func TestCloseDuringAsk(t *testing.T) {
	b := start(t, helperCmd(t, "mute"), Config{ActionTimeout: time.Minute, ReadyTimeout: patientReady})
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatal(err)
	}
	done := make(chan Reply)
	go func() { done <- b.Ask(input(100)) }()
	// The bot has read the input: Ask waits for the answer.
	waitFor(t, 30*time.Second, "input read by the bot", func() bool {
		return bytes.Contains(b.StderrTail(), []byte("turn 1 read"))
	})
	b.Close()
	select {
	case r := <-done:
		if r.OK {
			t.Fatalf("%+v", r)
		}
	case <-time.After(testlimit.Scale(5 * time.Second)):
		t.Fatal("Ask did not return after Close")
	}
	wantStatus(t, b, StatusOK, "ok")
	wantDead(t, b)
}

func TestDir(t *testing.T) {
	dir := t.TempDir()
	script := "#!/bin/sh\necho READY\nwhile read -r l; do [ \"$l\" = EOD ] && pwd; done\n"
	if err := os.WriteFile(filepath.Join(dir, "my bot.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	b := start(t, `"./my bot.sh"`, Config{Dir: dir})
	if r := b.Ask(input(10)); !r.OK || r.Line != dir {
		t.Fatalf("%+v, want %q", r, dir)
	}
}

// Start errors say what is wrong, with a hint, and do not repeat the
// command (the caller names it).
func TestStartErrors(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for name, content := range map[string]string{
		"bot.py":       "#!/bin/sh\necho READY\n",
		"bad.py":       "#!/usr/bin/floorfall-no-python -u\nprint('READY')\n",
		"crlf.sh":      "#!/bin/sh\r\necho READY\r\n",
		"noshebang.sh": "echo READY\n",
	} {
		mode := os.FileMode(0o755)
		if name == "bot.py" {
			mode = 0o644
		}
		if err := os.WriteFile(name, []byte(content), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(name, mode); err != nil { // whatever the umask
			t.Fatal(err)
		}
	}
	if err := os.Mkdir("bots", 0o755); err != nil {
		t.Fatal(err)
	}
	other := t.TempDir()
	if err := os.WriteFile(filepath.Join(other, "run.sh"), []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(other, "run.sh"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A script in PATH whose interpreter is missing.
	if err := os.WriteFile(filepath.Join(other, "ff-bad-bot"), []byte("#!/usr/bin/floorfall-no-python\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", other+string(filepath.ListSeparator)+os.Getenv("PATH"))
	for _, tc := range []struct {
		cmd, dir string
		want     string
		is       error
	}{
		{cmd: "ff-bad-bot x", want: `ff-bad-bot: its interpreter "/usr/bin/floorfall-no-python" (first line #!) not found`, is: fs.ErrNotExist},
		{cmd: "./bot.py --fast", want: "./bot.py is not executable (chmod +x ./bot.py)", is: fs.ErrPermission},
		{cmd: "./run.sh", dir: other, want: "./run.sh is not executable (chmod +x " + filepath.Join(other, "run.sh") + ")", is: fs.ErrPermission},
		{cmd: "bot.py --fast", want: "bot.py not found; did you mean ./bot.py?", is: exec.ErrNotFound},
		{cmd: "run.sh x", dir: other, want: "run.sh not found; did you mean ./run.sh?", is: exec.ErrNotFound},
		{cmd: "./bots -v", want: "./bots is a folder, not a program", is: fs.ErrPermission},
		{cmd: "bots -v", want: `program "bots" not found`, is: exec.ErrNotFound},
		{cmd: "javaa -jar bot.jar", want: `program "javaa" not found`, is: exec.ErrNotFound},
		{cmd: "/nonexistent/dir/bot --fast", want: `program "/nonexistent/dir/bot" not found`, is: fs.ErrNotExist},
		{cmd: "./bad.py x", want: `./bad.py: its interpreter "/usr/bin/floorfall-no-python" (first line #!) not found`},
		{cmd: "./crlf.sh x", want: `./crlf.sh: its interpreter "/bin/sh\r" (first line #!) not found; it has Windows line ends (dos2unix ./crlf.sh)`},
		{cmd: "./noshebang.sh x", want: "./noshebang.sh is not a program this system can run (a script needs a first line such as #!/bin/sh)"},
		{cmd: "bot 'unterminated", want: "bad command line: 1:5: reached EOF without closing quote `'`"},
		{cmd: "bot.py | tee log", want: "bad command line: 1:8: `|` is not a valid word (it is run without a shell; write sh -c '...' for one)"},
		{cmd: "", want: "empty command"},
		{cmd: "   ", want: "empty command"},
		{cmd: "true x", dir: "/nonexistent/dir", want: "working folder /nonexistent/dir not found", is: fs.ErrNotExist},
		{cmd: "true x", dir: filepath.Join(dir, "bot.py"), want: "working folder " + filepath.Join(dir, "bot.py") + " is not a folder"},
	} {
		b, err := Start(tc.cmd, Config{Dir: tc.dir})
		if err == nil {
			b.Close()
			t.Errorf("Start(%q) succeeded", tc.cmd)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("Start(%q) in %q:\n got %s\nwant %s", tc.cmd, tc.dir, err, tc.want)
		}
		if tc.is != nil && !errors.Is(err, tc.is) {
			t.Errorf("Start(%q): %v is not %v", tc.cmd, err, tc.is)
		}
	}
}

func TestSplit(t *testing.T) {
	t.Setenv("FLOORFALL_TEST_DIR", "/opt/bots")
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"java -jar bot.jar", []string{"java", "-jar", "bot.jar"}},
		{`  java   -cp "my dir/x.jar" Main  `, []string{"java", "-cp", "my dir/x.jar", "Main"}},
		{`python3 'a b' c\ d "e'f" ''`, []string{"python3", "a b", "c d", "e'f", ""}},
		{`sh -c 'echo $HOME; exit 1'`, []string{"sh", "-c", "echo $HOME; exit 1"}},
		{"$FLOORFALL_TEST_DIR/bot", []string{"/opt/bots/bot"}},
		{"./bot\t--x=1\n", []string{"./bot", "--x=1"}},
	} {
		got, err := Split(tc.in)
		if err != nil || strings.Join(got, "|") != strings.Join(tc.want, "|") || len(got) != len(tc.want) {
			t.Errorf("Split(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{"", "  \t", `bot "x`, `bot 'x`, "a | b", "a; b", "a > f"} {
		if got, err := Split(in); err == nil {
			t.Errorf("Split(%q) = %q, want an error", in, got)
		}
	}
}
