//go:build unix

package bot

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"floorfall/internal/testbot"
	"floorfall/internal/testlimit"
)

// perCall makes a PerCall bot of a shell script (its arguments "$@") whose
// processes carry a variable of their own, checked at the end of the test
// to be on no process left alive.
func perCall(t *testing.T, script string, cfg Config) *PerCall {
	t.Helper()
	tag := markTag()
	cfg.Env = append(cfg.Env, tag)
	p, err := NewPerCall("sh -c "+quote(script)+" bot", cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := p.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		if runtime.GOOS != "linux" {
			return
		}
		var alive []testbot.Proc
		for i := 0; i < 100; i++ {
			if alive = aliveWith(tag); len(alive) == 0 {
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
		t.Errorf("processes of the calls still alive: %v", alive)
	})
	return p
}

var tagSeq atomic.Int64

// markTag is a variable "NAME=value" unique to this test process and call.
func markTag() string {
	return "FLOORFALL_TEST_TAG=" + strconv.Itoa(os.Getpid()) + "." + strconv.FormatInt(tagSeq.Add(1), 10)
}

// aliveWith lists the processes alive with the environment entry kv.
func aliveWith(kv string) []testbot.Proc {
	var ps []testbot.Proc
	for _, p := range testbot.Alive() {
		if p.HasEnv(kv) {
			ps = append(ps, p)
		}
	}
	return ps
}

// The extra argument is one argv element, whatever it holds; an empty
// input means no argument; stdin is /dev/null.
func TestPerCallArgument(t *testing.T) {
	p := perCall(t, `printf '%s|' "$#" "$@"; cat; echo end`, Config{ActionTimeout: testlimit.Scale(5 * time.Second)})
	if err := p.WaitReady(time.Time{}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"", "0|end\n"},
		{"1;0;3,4,1;1111;1,1,0,0;0,0,0;0,0,0;" + strings.Repeat("U", 361), "1|1;0;3,4,1;1111;1,1,0,0;0,0,0;0,0,0;" + strings.Repeat("U", 361) + "|end\n"},
		{`a b 'c' "d" $HOME * ; | $(x)` + "\nline2", `1|a b 'c' "d" $HOME * ; | $(x)` + "\nline2|end\n"},
	} {
		r := p.Ask(tc.in)
		if !r.OK || r.Status != StatusOK || r.Line != tc.want || r.Exit != "exited with status 0" || r.Took <= 0 || r.Stderr != nil {
			t.Fatalf("Ask(%.20q): %+v, want %q", tc.in, r, tc.want)
		}
	}
	if r := p.Call([]string{"x", "", "y z"}, 0); r.Line != "3|x||y z|end\n" {
		t.Fatalf("Call: %+v", r)
	}
	wantPerCall(t, p, "ok")
}

func wantPerCall(t *testing.T, p *PerCall, detail string) {
	t.Helper()
	if p.Status() != StatusOK || p.Detail() != detail {
		t.Fatalf("status %q detail %q, want ok and %q", p.Status(), p.Detail(), detail)
	}
}

// A call that ends with an error having printed no answer (nothing, or
// white space only) crashed: no answer, its exit and stderr in the Reply;
// the next call runs as usual. Printing nothing with status 0 is an empty
// answer.
func TestPerCallCrashed(t *testing.T) {
	p := perCall(t, `echo "oops $1" >&2; case $1 in blank) printf ' \n'; exit 3;; kill) kill -9 $$;; ok) echo fine;; esac; exit $2`,
		Config{ActionTimeout: 5 * time.Second})
	for _, tc := range []struct {
		args         []string
		ok           bool
		line, exit   string
		failedDetail string
	}{
		{[]string{"none", "3"}, false, "", "exited with status 3", "1 of 1 calls failed; the last, call 1: exited with status 3, printing no answer"},
		{[]string{"blank", "0"}, false, "", "exited with status 3", "2 of 2 calls failed; the last, call 2: exited with status 3, printing no answer"},
		{[]string{"kill", "0"}, false, "", "killed by signal killed", "3 of 3 calls failed; the last, call 3: killed by signal killed, printing no answer"},
		{[]string{"ok", "0"}, true, "fine\n", "exited with status 0", "3 of 4 calls failed; the last, call 3: killed by signal killed, printing no answer"},
		{[]string{"silent", "0"}, true, "", "exited with status 0", "3 of 5 calls failed; the last, call 3: killed by signal killed, printing no answer"},
	} {
		r := p.Call(tc.args, 0)
		want := StatusCrashed
		if tc.ok {
			want = StatusOK
		}
		if r.OK != tc.ok || r.Status != want || r.Line != tc.line || r.Exit != tc.exit || string(r.Stderr) != "oops "+tc.args[0]+"\n" {
			t.Errorf("call %q: %+v, want OK %v, %s, line %q, %s", tc.args, r, tc.ok, want, tc.line, tc.exit)
		}
		wantPerCall(t, p, tc.failedDetail)
	}
}

// A non-zero exit with an answer is no failure: the answer is what was
// printed.
func TestPerCallExitStatus(t *testing.T) {
	p := perCall(t, `echo "$1" >&2; printf 'MM F+1+1'; exit $1`, Config{ActionTimeout: testlimit.Scale(5 * time.Second)})
	for _, code := range []string{"0", "3"} {
		r := p.Ask(code)
		if !r.OK || r.Status != StatusOK || r.Line != "MM F+1+1" || r.Exit != "exited with status "+code || string(r.Stderr) != code+"\n" {
			t.Fatalf("exit %s: %+v", code, r)
		}
	}
	r := p.Call([]string{"0"}, 0)
	if r.Exit != "exited with status 0" {
		t.Fatalf("%+v", r)
	}
	if tail := string(p.StderrTail()); tail != "0\n3\n0\n" {
		t.Fatalf("StderrTail %q", tail)
	}
	p = perCall(t, `printf x; kill -9 $$`, Config{ActionTimeout: testlimit.Scale(5 * time.Second)})
	if r := p.Ask(""); !r.OK || r.Line != "x" || r.Exit != "killed by signal killed" {
		t.Fatalf("%+v", r)
	}
	wantPerCall(t, p, "ok")
}

// A call that does not end its output in time is killed at the limit and
// gives no answer; the next call runs as usual.
func TestPerCallTimeout(t *testing.T) {
	const limit = 300 * time.Millisecond
	p := perCall(t, `printf 'partial'; [ "$1" = slow ] && sleep 10; echo " done"`, Config{ActionTimeout: limit})
	r := p.Ask("slow")
	if r.OK || r.Status != StatusTimeout || r.Line != "" || r.Exit != "killed at the limit" {
		t.Fatalf("%+v", r)
	}
	withinLimit(t, r.Took, limit)
	wantPerCall(t, p, "1 of 1 calls failed; the last, call 1: no end of output within 300ms (7 bytes printed)")
	if r := p.Ask("fast"); !r.OK || r.Line != "partial done\n" {
		t.Fatalf("next call: %+v", r)
	}
	r = p.AskWithin("slow", 2*limit)
	withinLimit(t, r.Took, 2*limit)
	wantPerCall(t, p, "2 of 3 calls failed; the last, call 3: no end of output within 600ms (7 bytes printed)")
}

// Children: one that holds stdout makes the call time out; one that left
// the group (Linux) is killed with the call; none is left running.
func TestPerCallChildren(t *testing.T) {
	const limit = 300 * time.Millisecond
	p := perCall(t, `echo hi; sleep 100 &`, Config{ActionTimeout: limit})
	r := p.Ask("")
	if r.Status != StatusTimeout {
		t.Fatalf("a child holding stdout: %+v", r)
	}
	withinLimit(t, r.Took, limit)
	if _, err := exec.LookPath("setsid"); err != nil || runtime.GOOS != "linux" {
		t.Skip("no setsid, or not Linux")
	}
	p = perCall(t, `setsid sleep 100 >/dev/null 2>&1 </dev/null & echo hi`, Config{ActionTimeout: testlimit.Scale(5 * time.Second)})
	for i := 0; i < 3; i++ {
		if r := p.Ask(""); !r.OK || r.Line != "hi\n" {
			t.Fatalf("%+v", r)
		}
	}
	// One that left the group holding stderr: killed too, and its
	// stderr's end is not waited for longer than its death takes.
	p = perCall(t, `setsid sleep 100 >/dev/null </dev/null & echo hi`, Config{ActionTimeout: testlimit.Scale(5 * time.Second)})
	if r := p.Ask(""); !r.OK || r.Line != "hi\n" || r.Exit != "exited with status 0" {
		t.Fatalf("a child holding stderr: %+v", r)
	}
	// The cleanup checks that no sleep is left.
}

// A process that closes its output and goes on is killed at the limit; its
// answer stands (the limit, with the test's slack, is the time it has to
// answer).
func TestPerCallOutputEndsNoExit(t *testing.T) {
	limit := testlimit.Scale(300 * time.Millisecond)
	p := perCall(t, `echo answer; exec >&-; exec sleep 10`, Config{ActionTimeout: limit})
	r := p.Ask("")
	if !r.OK || r.Status != StatusOK || r.Line != "answer\n" || !strings.HasPrefix(r.Exit, "killed at the limit") {
		t.Fatalf("%+v", r)
	}
	withinLimit(t, r.Took, limit)
}

func TestPerCallTooLong(t *testing.T) {
	p := perCall(t, `head -c $1 /dev/zero`, Config{ActionTimeout: testlimit.Scale(10 * time.Second)})
	for _, tc := range []struct {
		n       int
		tooLong bool
	}{{MaxOutput, false}, {MaxOutput + 1, true}, {20 << 20, true}} {
		r := p.Ask(strconv.Itoa(tc.n))
		if !r.OK || r.TooLong != tc.tooLong || (tc.tooLong && r.Line != "") || (!tc.tooLong && len(r.Line) != tc.n) {
			t.Fatalf("%d bytes: OK %v TooLong %v %d bytes", tc.n, r.OK, r.TooLong, len(r.Line))
		}
	}
}

// Each call's stderr is in its Reply, bounded.
func TestPerCallStderr(t *testing.T) {
	p := perCall(t, `echo "call $1" >&2; [ "$1" = big ] && head -c 100000 /dev/zero >&2; echo ok`, Config{ActionTimeout: testlimit.Scale(5 * time.Second)})
	for _, arg := range []string{"1", "2"} {
		if r := p.Ask(arg); string(r.Stderr) != "call "+arg+"\n" {
			t.Fatalf("%+v", r)
		}
	}
	r := p.Ask("big")
	if len(r.Stderr) < TurnStderrMax || !dropped.Match(r.Stderr) {
		t.Fatalf("stderr of %d bytes ending %q", len(r.Stderr), r.Stderr[max(0, len(r.Stderr)-40):])
	}
}

// Start errors come from NewPerCall, as from Start; a program gone later
// makes calls fail, crashed.
func TestPerCallStartErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string, mode os.FileMode) {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(path, mode); err != nil {
			t.Fatal(err)
		}
	}
	write("bot.sh", "#!/bin/sh\necho hi\n", 0o755)
	write("noexec.sh", "#!/bin/sh\n", 0o644)
	write("bad.py", "#!/usr/bin/floorfall-no-python\n", 0o755)
	for _, tc := range []struct {
		cmd, want string
		is        error
	}{
		{"./missing x", `program "./missing" not found`, fs.ErrNotExist},
		{"./noexec.sh", "./noexec.sh is not executable (chmod +x " + filepath.Join(dir, "noexec.sh") + ")", fs.ErrPermission},
		{"./bad.py", `./bad.py: its interpreter "/usr/bin/floorfall-no-python" (first line #!) not found`, fs.ErrNotExist},
		{"floorfall-no-such-program", `program "floorfall-no-such-program" not found`, exec.ErrNotFound},
		{"bot.sh", "bot.sh not found; did you mean ./bot.sh?", exec.ErrNotFound},
		{"bot | x", "bad command line: 1:5: `|` is not a valid word (it is run without a shell; write sh -c '...' for one)", nil},
		{"", "empty command", nil},
	} {
		p, err := NewPerCall(tc.cmd, Config{Dir: dir})
		if err == nil {
			p.Close()
			t.Errorf("NewPerCall(%q) succeeded", tc.cmd)
			continue
		}
		if err.Error() != tc.want || (tc.is != nil && !errors.Is(err, tc.is)) {
			t.Errorf("NewPerCall(%q): %v, want %s (%v)", tc.cmd, err, tc.want, tc.is)
		}
	}
	if _, err := NewPerCall("true", Config{Dir: filepath.Join(dir, "nowhere")}); err == nil || !strings.Contains(err.Error(), "working folder") {
		t.Errorf("bad Dir: %v", err)
	}

	p, err := NewPerCall("./bot.sh", Config{Dir: dir, ActionTimeout: testlimit.Scale(5 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if r := p.Ask("x"); !r.OK || r.Line != "hi\n" {
		t.Fatalf("%+v", r)
	}
	if err := os.Remove(filepath.Join(dir, "bot.sh")); err != nil {
		t.Fatal(err)
	}
	r := p.Ask("x")
	if r.OK || r.Status != StatusCrashed || !strings.HasPrefix(r.Exit, "not started: ") {
		t.Fatalf("%+v", r)
	}
	if d := p.Detail(); !strings.HasPrefix(d, "1 of 2 calls failed; the last, call 2: could not be started: ") {
		t.Fatalf("Detail %q", d)
	}
}

// Close ends a call in progress at once; later calls return at once.
func TestPerCallClose(t *testing.T) {
	p := perCall(t, `exec sleep 10`, Config{ActionTimeout: testlimit.Scale(20 * time.Second)})
	closeEndsAsk(t, func() Reply { return p.Ask("x") }, func() bool {
		p.mu.Lock()
		defer p.mu.Unlock()
		return p.cur != nil
	}, func() { p.Close() })
	t0 := time.Now()
	if r := p.Ask("x"); r.OK || r.Took != 0 || r.Status != "" {
		t.Fatalf("after Close: %+v", r)
	}
	if time.Since(t0) > testlimit.Scale(time.Second) || p.WaitReady(time.Time{}) == nil {
		t.Fatal("a closed PerCall still runs")
	}
	wantPerCall(t, p, "ok")
}

// Each seat in a folder of its own, emptied before the game.
func TestSeatDir(t *testing.T) {
	match := filepath.Join(t.TempDir(), "match")
	var dirs []string
	for seat := 0; seat < 2; seat++ {
		dir, err := SeatDir(match, seat)
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, dir)
		p := perCall(t, `pwd; echo "$1" > mine.txt; ls`, Config{Dir: dir, ActionTimeout: testlimit.Scale(5 * time.Second)})
		if r := p.Ask("seat " + strconv.Itoa(seat)); !r.OK || r.Line != dir+"\nmine.txt\n" {
			t.Fatalf("%+v, want it in %s", r, dir)
		}
	}
	if dirs[0] == dirs[1] || filepath.Dir(dirs[0]) != match {
		t.Fatalf("folders %q", dirs)
	}
	other := t.TempDir()
	if err := os.Symlink(other, filepath.Join(match, "seat-2")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(other, "keep"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for seat := 0; seat < 3; seat++ {
		dir, err := SeatDir(match, seat)
		if err != nil {
			t.Fatal(err)
		}
		if ents, err := os.ReadDir(dir); err != nil || len(ents) != 0 {
			t.Fatalf("seat %d: %v %v", seat, ents, err)
		}
		if st, err := os.Lstat(dir); err != nil || !st.IsDir() {
			t.Fatalf("seat %d: %v", seat, err)
		}
	}
	if _, err := os.Stat(filepath.Join(other, "keep")); err != nil {
		t.Fatal("a link's target was emptied")
	}
}

// Many calls leave no goroutine behind.
func TestPerCallNoGoroutineLeft(t *testing.T) {
	before := runtime.NumGoroutine()
	p := perCall(t, `echo "$1"; [ "$1" = 3 ] && exec sleep 10; exit 0`, Config{ActionTimeout: 200 * time.Millisecond})
	for i := 0; i < 6; i++ {
		p.Ask(strconv.Itoa(i))
	}
	p.Close()
	noGoroutineLeft(t, before)
}

// dropped is the marker of stderr cut to TurnStderrMax.
var dropped = regexp.MustCompile(`\n\[\.\.\. (\d+) bytes dropped\]$`)
