//go:build unix

package bot

import (
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// pollUntil polls c until it is done, at most for d (then fails).
func pollUntil(t *testing.T, c *Call, d time.Duration) {
	t.Helper()
	end := time.Now().Add(d)
	for !c.Poll() {
		if time.Now().After(end) {
			t.Fatalf("no answer polled within %v", d)
		}
		runtime.Gosched()
	}
}

// Post then Poll takes an answer of several lines once it is in the pipe;
// Post then Wait waits for it; either is the Reply Ask gives.
func TestCallPollAndWait(t *testing.T) {
	b := start(t, antsBot("o 1 2 n|o 3 4 s|go", "go", "o 5 6 e|GO"), antsCfg(ants))
	var c Call
	b.Post(&c, "turn 1\ngo", 0)
	pollUntil(t, &c, testlimit.Scale(5*time.Second))
	if r := c.Reply(); !r.OK || r.Status != StatusOK || r.Line != "o 1 2 n\no 3 4 s" || len(r.Lines) != 2 || r.Took <= 0 {
		t.Fatalf("polled: %+v", r)
	}
	if r := c.Wait(); r.Line != "o 1 2 n\no 3 4 s" {
		t.Fatalf("Wait after a Poll that ended the call: %+v", r)
	}
	b.Post(&c, "turn 2\ngo", 0)
	if r := c.Wait(); !r.OK || r.Line != "" || r.Lines != nil {
		t.Fatalf("waited: %+v", r)
	}
	if r := b.Ask("turn 3\ngo"); !r.OK || r.Line != "o 5 6 e" {
		t.Fatalf("Ask after calls: %+v", r)
	}
	wantStatus(t, b, StatusOK, "ok")
}

// A Poll that finds part of an answer keeps it: the next read goes on
// from there.
func TestPollKeepsPartOfAnAnswer(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	b := linesBot(t, r)
	try := func() (string, []string, error) {
		b.lr.try = true
		defer func() { b.lr.try = false }()
		text, lines, _, err := b.readLines()
		return text, lines, err
	}
	if _, _, err := try(); err != errNotYet {
		t.Fatalf("empty pipe: %v, want errNotYet", err)
	}
	for _, part := range []string{"o 1 2 n\r\no 3", " 4 s\n", "g"} {
		w.WriteString(part)
		if _, _, err := try(); err != errNotYet {
			t.Fatalf("after %q: %v, want errNotYet", part, err)
		}
	}
	w.WriteString("o\nnext\n")
	text, lines, err := try()
	if err != nil || text != "o 1 2 n\no 3 4 s" || strings.Join(lines, "|") != "o 1 2 n|o 3 4 s" {
		t.Fatalf("whole: %q %q %v", text, lines, err)
	}
	// The line after the end line is the start of the next answer; a
	// read with a deadline (Wait) goes on from a Poll's part.
	if _, _, err := try(); err != errNotYet {
		t.Fatalf("next, part: %v", err)
	}
	w.WriteString("GO\n")
	b.outp.SetReadDeadline(time.Now().Add(testlimit.Scale(5 * time.Second)))
	if text, _, _, err := b.readLines(); err != nil || text != "next" {
		t.Fatalf("next: %q %v", text, err)
	}
}

// An input bigger than the pipe takes at once is written in part by Post,
// and the rest by Wait; Poll cannot end such a call.
func TestPostBigInput(t *testing.T) {
	b := start(t, antsBot("o 1 1 n|go"), antsCfg(ants))
	var c Call
	in := input(1<<20) + "\ngo"
	b.Post(&c, in, 0)
	if len(c.rest) == 0 {
		t.Fatalf("a 1 MiB input written at once")
	}
	if c.Poll() {
		t.Fatalf("Poll ended a call whose input is not all written")
	}
	if r := c.Wait(); !r.OK || r.Line != "o 1 1 n" {
		t.Fatalf("%+v", r)
	}
}

// A call to a bot that has exited fails as Ask does; a call to a closed
// bot is done at once.
func TestPostExited(t *testing.T) {
	b := start(t, sh("read l; exit 4"), antsCfg(ants))
	var c Call
	b.Post(&c, "turn 1\ngo", 0)
	if r := c.Wait(); r.OK || r.Status != StatusExited {
		t.Fatalf("%+v", r)
	}
	wantStatus(t, b, StatusExited, "output closed (exited with status 4)")
	b.Post(&c, "turn 2\ngo", 0)
	if !c.Poll() {
		t.Fatalf("a call to a failed bot is not done at once")
	}
	if r := c.Wait(); r.OK || r.Status != "" {
		t.Fatalf("failed bot: %+v", r)
	}
}

// Wait keeps the call's limit, counted from Post.
func TestPostLimit(t *testing.T) {
	b := start(t, sh("read l; sleep 5"), antsCfg(ants))
	var c Call
	b.Post(&c, "turn 1\ngo", 50*time.Millisecond)
	r := c.Wait()
	if r.OK || r.Status != StatusTimeout || r.Took < 50*time.Millisecond {
		t.Fatalf("%+v", r)
	}
}

// A bot closed while its call is open (a match stopped) ends the call
// with no status: closed, not failed.
func TestPollClosed(t *testing.T) {
	b := start(t, sh("read l; sleep 5"), antsCfg(ants))
	var c Call
	b.Post(&c, "turn 1\ngo", 0)
	b.Close()
	if !c.Poll() {
		t.Fatalf("Poll of a closed bot's call: not done")
	}
	if r := c.Reply(); r.OK || r.Status != "" {
		t.Fatalf("%+v", r)
	}
	wantStatus(t, b, StatusOK, "ok")
}

// PostBytes does not keep the caller's bytes: an input longer than the
// pipe takes at once is written whole by Wait after the caller has reused
// them.
func TestPostBytesKeepsNoInput(t *testing.T) {
	b := start(t, sh(`while read -r l; do case $l in go) echo go ;; a*) echo "o ${#l} a" ;; t*) echo "o ${#l} t" ;; *) echo "o ${#l} ?" ;; esac; done`), antsCfg(ants))
	in := []byte("turn 1\n" + strings.Repeat("a", 200<<10) + "\ngo")
	var c Call
	b.PostBytes(&c, in, testlimit.Scale(10*time.Second))
	for i := range in {
		in[i] = 'x'
	}
	if r := c.Wait(); !r.OK || r.Line != "o 6 t\no 204800 a" {
		t.Fatalf("%+v", r)
	}
}
