//go:build unix

package bot

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"floorfall/internal/testlimit"

	"golang.org/x/sys/unix"
)

// readable reports whether fd has something to read now.
func readable(fd int) bool {
	fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
	n, _ := unix.Poll(fds, 0)
	return n > 0
}

// What a bot writes on stderr before its answer is in that answer's
// turn, whether the answer was there at the first look or waited for.
func TestAwaitStderr(t *testing.T) {
	b := start(t, sh(`read l; read l; echo first >&2; printf 'o 1 1 n\ngo\n'; `+
		`read l; read l; sleep 0.2; echo second >&2; printf 'o 2 2 s\ngo\n'; sleep 5`), antsCfg(ants))
	for i, want := range []string{"first", "second"} {
		var c Call
		b.Post(&c, "turn 1\ngo", testlimit.Scale(3*time.Second))
		if i == 0 {
			// The answer is in the pipe before the first look.
			for b.lr.src.pipe.fd() >= 0 && !readable(b.outp.fd()) {
				runtime.Gosched()
			}
		}
		if left := Await([]*Call{&c}); left != nil {
			t.Fatal("left")
		}
		if r := c.Reply(); !r.OK || strings.TrimSpace(string(r.Stderr)) != want {
			t.Fatalf("turn %d: %+v, stderr %q", i, r, r.Stderr)
		}
	}
}
