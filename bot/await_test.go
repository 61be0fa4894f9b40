//go:build unix

package bot

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// Await ends the calls of several bots from one goroutine, each with its
// own time: an answer there at once, one 300 ms later, one never (ended
// at its limit), and a bot that exits.
func TestAwait(t *testing.T) {
	if !canAwait {
		t.Skip("no poll(2) on " + runtime.GOOS)
	}
	fast := start(t, antsBot("o 1 2 n|go"), antsCfg(ants))
	slowBot := start(t, sh(`read l; read l; sleep 0.3; printf 'o 3 4 s\ngo\n'; sleep 5`), antsCfg(ants))
	mute := start(t, sh("read l; read l; sleep 5"), antsCfg(ants))
	gone := start(t, sh("read l; read l; exit 3"), antsCfg(ants))
	limit := testlimit.Scale(2 * time.Second)
	calls := make([]Call, 4)
	fast.Post(&calls[0], "turn 1\ngo", limit)
	slowBot.Post(&calls[1], "turn 1\ngo", limit)
	mute.Post(&calls[2], "turn 1\ngo", 500*time.Millisecond)
	gone.Post(&calls[3], "turn 1\ngo", limit)
	ptrs := []*Call{&calls[0], &calls[1], &calls[2], &calls[3]}
	if left := Await(ptrs); left != nil {
		t.Fatalf("left %d calls", len(left))
	}
	for i, c := range ptrs {
		if !c.done {
			t.Fatalf("call %d not done", i)
		}
	}
	r0, r1, r2, r3 := calls[0].Reply(), calls[1].Reply(), calls[2].Reply(), calls[3].Reply()
	if !r0.OK || r0.Line != "o 1 2 n" {
		t.Errorf("fast: %+v", r0)
	}
	if !r1.OK || r1.Line != "o 3 4 s" || r1.Took < 300*time.Millisecond {
		t.Errorf("slow: %+v", r1)
	}
	if r0.Took >= r1.Took {
		t.Errorf("the fast answer took %v, the slow one %v: not each its own time", r0.Took, r1.Took)
	}
	if r2.OK || r2.Status != StatusTimeout || r2.Took < 500*time.Millisecond {
		t.Errorf("mute: %+v", r2)
	}
	wantStatus(t, mute, StatusTimeout, "no answer within 500ms")
	if r3.OK || r3.Status != StatusExited {
		t.Errorf("gone: %+v", r3)
	}
	wantStatus(t, gone, StatusExited, "exited with status 3")
	wantStatus(t, fast, StatusOK, "ok")
}

// A bot closed while Await waits for it (a match stopped) ends its call
// with no status, long before the call's limit.
func TestAwaitClosed(t *testing.T) {
	if !canAwait {
		t.Skip("no poll(2) on " + runtime.GOOS)
	}
	read := filepath.Join(t.TempDir(), "read")
	b := start(t, sh("read l; read l; : >"+read+"; sleep 30"), antsCfg(ants))
	var c Call
	b.Post(&c, "turn 1\ngo", time.Minute)
	closed := make(chan struct{})
	go func() {
		// Closed once the bot has read its input, while Await waits
		// (closed before, the call ends the same).
		for {
			if _, err := os.Stat(read); err == nil {
				break
			}
			time.Sleep(time.Millisecond)
		}
		b.Close()
		close(closed)
	}()
	start := time.Now()
	Await([]*Call{&c})
	if took := time.Since(start); took > testlimit.Scale(10*time.Second) {
		t.Fatalf("Await of a closed bot took %v", took)
	}
	<-closed
	if r := c.Reply(); r.OK || r.Status != "" {
		t.Fatalf("%+v", r)
	}
	wantStatus(t, b, StatusOK, "ok")
}

// Calls Await cannot end are left to the caller: an input not all
// written, an answer of one line.
func TestAwaitLeaves(t *testing.T) {
	big := start(t, antsBot("o 1 1 n|go"), antsCfg(ants))
	one := start(t, sh("read l; echo 1; sleep 5"), antsCfg(Protocol{}))
	var c1, c2 Call
	big.Post(&c1, input(1<<20)+"\ngo", 0)
	one.Post(&c2, "x", 0)
	left := Await([]*Call{&c1, &c2})
	if len(left) != 2 || c1.done || c2.done {
		t.Fatalf("left %d, done %v %v", len(left), c1.done, c2.done)
	}
	if r := c1.Wait(); !r.OK || r.Line != "o 1 1 n" {
		t.Fatalf("%+v", r)
	}
	if r := c2.Wait(); !r.OK || r.Line != "1" {
		t.Fatalf("%+v", r)
	}
}
