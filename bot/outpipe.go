package bot

import (
	"os"
	"time"
)

// outPipe is floorfall's end of a bot's stdout, read with a deadline.
//
// The stdout of a persistent bot (polled false) is read, on Unix systems,
// without the runtime poller: a read takes what the pipe holds, and waits
// for more with poll(2), as Await does for several bots at once. On Linux
// its descriptor is not in the poller at all (pipe_linux.go): a
// descriptor in it wakes the runtime's network poller each time the bot
// writes, whether anything waits for it there or not, which in an Ants
// match of ten bots was ~4,000 wake-ups and ~15% of the wall time
// (BENCHMARKS.md, the arena). The stdout of a bot run anew for every call
// is read by its shot on Linux (shot_linux.go), with its stderr and its
// exit, in one poll(2); elsewhere (polled) through the poller.
type outPipe struct {
	f        *os.File
	raw      *rawPipe
	polled   bool
	deadline time.Time // zero: none
}

func newOutPipe(f *os.File, polled bool) (*outPipe, error) {
	rc, err := f.SyscallConn()
	if err != nil {
		return nil, err
	}
	return &outPipe{f: f, raw: newRawPipe(rc), polled: polled || !canAwait}, nil
}

// SetReadDeadline sets the time reads give up at, with an error wrapping
// os.ErrDeadlineExceeded (a zero time: never). Reads in progress keep the
// deadline they started with.
func (o *outPipe) SetReadDeadline(t time.Time) {
	o.deadline = t
	if o.polled {
		_ = o.f.SetReadDeadline(t)
	}
}

// fd is the pipe's descriptor, -1 once it is closed. A descriptor closed
// after this returns may be reused by the time it is polled: a wait on it
// then ends at its slice (awaitSlice), and the next read finds the pipe
// closed.
func (o *outPipe) fd() int { return o.raw.descriptor() }
