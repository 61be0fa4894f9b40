//go:build linux

package bot

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
)

// testMarkVar marks every process a test starts (through env, which execs
// the bot: same process), so that the test can find them in /proc.
const testMarkVar = "FLOORFALL_TESTMARK"

// newMark returns a fresh mark. Whatever the test finds, every process
// marked with it is killed at its end (those that keep starting others
// too), so that a broken Close leaves nothing behind.
func newMark(t testing.TB) string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	mark := hex.EncodeToString(b[:])
	t.Cleanup(func() {
		for deadline := time.Now().Add(testlimit.Scale(5 * time.Second)); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			left := markedAlive(mark)
			if len(left) == 0 {
				return
			}
			for _, p := range left {
				_ = syscall.Kill(p.pid, syscall.SIGKILL)
			}
		}
		t.Errorf("processes marked %s still alive", mark)
	})
	return mark
}

// markedSh is the command line that runs script with sh, marked with mark.
func markedSh(mark, script string) string {
	return "env " + testMarkVar + "=" + mark + " " + sh(script)
}

// answerLoop ends a bot script: READY, then U at each turn.
const answerLoop = `echo READY; while read -r l; do [ "$l" = EOD ] && echo U; done`

// psEntry is a process of /proc, zombies included.
type psEntry struct {
	pid, ppid, pgrp, sid int
	state                byte
	comm                 string
}

// ps lists the processes of /proc, zombies included.
func ps() []psEntry {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var list []psEntry
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(stat)
		i, j := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
		if i < 0 || j < i {
			continue
		}
		f := strings.Fields(s[j+1:])
		if len(f) < 4 || len(f[0]) != 1 {
			continue
		}
		p := psEntry{pid: pid, state: f[0][0], comm: s[i+1 : j]}
		p.ppid, _ = strconv.Atoi(f[1])
		p.pgrp, _ = strconv.Atoi(f[2])
		p.sid, _ = strconv.Atoi(f[3])
		list = append(list, p)
	}
	return list
}

func (p psEntry) String() string {
	return fmt.Sprintf("pid %d (%s) state %c ppid %d pgrp %d sid %d", p.pid, p.comm, p.state, p.ppid, p.pgrp, p.sid)
}

// markedAlive lists the live processes marked with mark.
func markedAlive(mark string) []psEntry {
	var found []psEntry
	for _, p := range ps() {
		if p.state != 'Z' && p.state != 'X' && (testbot.Proc{Pid: p.pid}).HasEnv(testMarkVar+"="+mark) {
			found = append(found, p)
		}
	}
	return found
}

// waitMarked waits until cond holds for the live processes marked with
// mark, and returns them.
func waitMarked(t *testing.T, mark, what string, cond func([]psEntry) bool) []psEntry {
	t.Helper()
	var procs []psEntry
	waitFor(t, 20*time.Second, what, func() bool {
		procs = markedAlive(mark)
		return cond(procs)
	})
	return procs
}

// sleepers keeps the processes named sleep.
func sleepers(procs []psEntry) []psEntry {
	var s []psEntry
	for _, p := range procs {
		if p.comm == "sleep" {
			s = append(s, p)
		}
	}
	return s
}

// wantGone fails the test if any of procs (pids seen alive before) still
// exists, alive or as a zombie, after a short grace (SIGKILL is
// asynchronous), or if the test process has a zombie child. It kills those
// it finds, so that they do not outlive the test.
func wantGone(t *testing.T, procs []psEntry) {
	t.Helper()
	self := os.Getpid()
	var left []string
	for deadline := time.Now().Add(testlimit.Scale(2 * time.Second)); ; time.Sleep(10 * time.Millisecond) {
		left = left[:0]
		was := make(map[int]bool)
		for _, p := range procs {
			was[p.pid] = true
		}
		for _, p := range ps() {
			if was[p.pid] || (p.state == 'Z' && p.ppid == self) {
				left = append(left, p.String())
			}
		}
		if len(left) == 0 || time.Now().After(deadline) {
			break
		}
	}
	if len(left) > 0 {
		for _, p := range procs {
			_ = syscall.Kill(p.pid, syscall.SIGKILL)
		}
		t.Fatalf("left after Close: %s", strings.Join(left, "; "))
	}
}

// closeQuickly closes b and checks that it succeeds soon: a process holding
// the pipes would make it wait a second and fail.
func closeQuickly(t *testing.T, b *Bot) {
	t.Helper()
	t0 := time.Now()
	err := b.Close()
	took := time.Since(t0)
	t.Logf("Close took %v", took)
	if err != nil {
		t.Fatalf("Close: %v", err)
	}
	if took > testlimit.Scale(5*time.Second) {
		t.Fatalf("Close took %v", took)
	}
}

// askOK asks b one turn and wants the answer U.
func askOK(t *testing.T, b *Bot) {
	t.Helper()
	if r := b.Ask(input(100)); !r.OK || r.Line != "U" {
		t.Fatalf("%+v (%s)", r, b.Detail())
	}
}

// A child in a session of its own (setsid) holds the bot's stdout and
// stderr: Close kills it at once and reaps it.
func TestCloseKillsSetsidChild(t *testing.T) {
	mark := newMark(t)
	b := start(t, markedSh(mark, `setsid sleep 1000 & `+answerLoop), slow)
	askOK(t, b)
	procs := waitMarked(t, mark, "a sleep in a session of its own", func(ps []psEntry) bool {
		s := sleepers(ps)
		return len(s) == 1 && s[0].sid == s[0].pid && s[0].pgrp != b.Pid()
	})
	closeQuickly(t, b)
	wantGone(t, procs)
}

// A double-forked daemon: the bot's child starts it in a session of its own
// and exits, so it is an orphan, re-parented to this process (a subreaper)
// while the bot runs. Close kills it at once and reaps it.
func TestCloseKillsDaemon(t *testing.T) {
	mark := newMark(t)
	b := start(t, markedSh(mark, `(setsid sleep 1000 &); `+answerLoop), slow)
	askOK(t, b)
	self := os.Getpid()
	procs := waitMarked(t, mark, "a daemon re-parented to the test process", func(ps []psEntry) bool {
		s := sleepers(ps)
		return len(s) == 1 && s[0].ppid == self && s[0].sid == s[0].pid
	})
	askOK(t, b)
	closeQuickly(t, b)
	wantGone(t, procs)
}

// A daemon that keeps starting daemons, every 10ms: Close looks again
// until none is left.
func TestCloseKillsDaemonSpawner(t *testing.T) {
	mark := newMark(t)
	spawner := `while :; do setsid sleep 1000 & sleep 0.01; done`
	b := start(t, markedSh(mark, `(setsid sh -c `+quote(spawner)+` &); `+answerLoop), slow)
	askOK(t, b)
	procs := waitMarked(t, mark, "5 daemons", func(ps []psEntry) bool { return len(sleepers(ps)) >= 5 })
	closeQuickly(t, b)
	// Those started after the list was made, too (wantGone gives the
	// killed ones time to finish dying: SIGKILL is asynchronous).
	procs = append(procs, markedAlive(mark)...)
	wantGone(t, procs)
}

// Closing a bot kills its daemons but not those of another bot, though
// both are orphans re-parented to this process.
func TestCloseSparesOtherBots(t *testing.T) {
	self := os.Getpid()
	daemon := func(ps []psEntry) bool {
		s := sleepers(ps)
		return len(s) == 1 && s[0].ppid == self
	}
	markA, markB := newMark(t), newMark(t)
	a := start(t, markedSh(markA, `(setsid sleep 1000 &); `+answerLoop), slow)
	bb := start(t, markedSh(markB, `(setsid sleep 1000 &); `+answerLoop), slow)
	askOK(t, a)
	askOK(t, bb)
	procsA := waitMarked(t, markA, "bot A's daemon", daemon)
	procsB := waitMarked(t, markB, "bot B's daemon", daemon)
	closeQuickly(t, a)
	// Not wantGone: B's processes are children of the test process.
	waitFor(t, 2*time.Second, "bot A's processes gone", func() bool { return len(markedAlive(markA)) == 0 })
	if alive := markedAlive(markB); len(alive) != len(procsB) {
		t.Fatalf("bot B's processes %v, were %v", alive, procsB)
	}
	askOK(t, bb)
	closeQuickly(t, bb)
	wantGone(t, append(procsA, procsB...))
}

// KillAll kills every process of every bot not closed: 50 children in a
// bot's group, another bot's daemon. Close then succeeds at once.
func TestKillAll(t *testing.T) {
	mark := newMark(t)
	fifty := `i=0; while [ $i -lt 50 ]; do sleep 1000 & i=$((i+1)); done; `
	a := start(t, markedSh(mark, fifty+answerLoop), slow)
	b := start(t, markedSh(mark, `(setsid sleep 1000 &); `+answerLoop), slow)
	askOK(t, a)
	askOK(t, b)
	procs := waitMarked(t, mark, "51 sleeps", func(ps []psEntry) bool { return len(sleepers(ps)) == 51 })
	t0 := time.Now()
	KillAll()
	t.Logf("KillAll took %v", time.Since(t0))
	waitFor(t, 2*time.Second, "no marked process alive", func() bool { return len(markedAlive(mark)) == 0 })
	if r := a.Ask(input(100)); r.OK {
		t.Fatalf("a killed bot answered: %+v", r)
	}
	closeQuickly(t, a)
	closeQuickly(t, b)
	wantGone(t, procs)
	KillAll() // nothing left to kill
}

// KillAll while bots are being closed, from other goroutines.
func TestKillAllDuringClose(t *testing.T) {
	mark := newMark(t)
	var bots []*Bot
	for i := 0; i < 4; i++ {
		script := `(setsid sleep 1000 &); sleep 1000 & ` + answerLoop
		bots = append(bots, start(t, markedSh(mark, script), slow))
	}
	for _, b := range bots {
		askOK(t, b)
	}
	procs := waitMarked(t, mark, "8 sleeps", func(ps []psEntry) bool { return len(sleepers(ps)) == 8 })
	var wg sync.WaitGroup
	for _, b := range bots {
		wg.Go(func() {
			if err := b.Close(); err != nil {
				t.Errorf("Close: %v", err)
			}
		})
	}
	wg.Go(KillAll)
	wg.Go(KillAll)
	wg.Wait()
	wantGone(t, procs)
}

// Reaping the killed never takes the exit status of a child that os/exec
// waits for: one that has exited, a zombie not yet waited for while bots
// are closed, still has its status for Wait.
func TestReapLeavesOtherChildren(t *testing.T) {
	cmd := exec.Command("sh", "-c", "exit 7")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, "a zombie", func() bool {
		for _, p := range ps() {
			if p.pid == cmd.Process.Pid {
				return p.state == 'Z'
			}
		}
		return false
	})
	mark := newMark(t)
	for i := 0; i < 3; i++ {
		b := start(t, markedSh(mark, `(setsid sleep 1000 &); sleep 1000 & `+answerLoop), slow)
		askOK(t, b)
		waitMarked(t, mark, "2 sleeps", func(ps []psEntry) bool { return len(sleepers(ps)) == 2 })
		closeQuickly(t, b)
		waitFor(t, 2*time.Second, "no marked process", func() bool { return len(markedAlive(mark)) == 0 })
	}
	KillAll()
	err := cmd.Wait()
	if ee, ok := errors.AsType[*exec.ExitError](err); !ok || ee.ExitCode() != 7 {
		t.Fatalf("Wait: %v, want exit status 7", err)
	}
}

func TestParseStat(t *testing.T) {
	line := "4242 (a) b (c)) S 17 4242 17 0 -1 4194560 97 0 0 0 0 0 0 0 20 0 1 0 123456789 2260992 136 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0\n"
	p, ok := parseStat(4242, []byte(line))
	if want := (proc{pid: 4242, ppid: 17, pgrp: 4242, sid: 17, threads: 1, state: 'S', start: 123456789}); !ok || p != want {
		t.Fatalf("%+v %v, want %+v", p, ok, want)
	}
	if _, ok := parseStat(1, []byte("1 (x) S 0 1")); ok {
		t.Fatal("a cut line parsed")
	}
	me, ok := readStat(os.Getpid())
	if !ok || me.ppid != os.Getppid() || me.start == 0 {
		t.Fatalf("readStat of self: %+v %v", me, ok)
	}
}
