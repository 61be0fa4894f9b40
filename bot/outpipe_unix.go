//go:build unix

package bot

import (
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// Read reads what the pipe holds, waiting for something (or its end) until
// the deadline; io.EOF at its end, os.ErrClosed once it is closed.
func (o *outPipe) Read(p []byte) (int, error) {
	if o.polled {
		return o.f.Read(p)
	}
	for {
		n, err := o.raw.readNow(p)
		if err != errDrained {
			return n, err
		}
		if err := o.wait(o.deadline); err != nil {
			return 0, err
		}
	}
}

// wait waits until the pipe has something to read, its end, or the
// deadline (then an error wrapping os.ErrDeadlineExceeded).
func (o *outPipe) wait(deadline time.Time) error {
	for {
		d := awaitSlice
		if !deadline.IsZero() {
			left := time.Until(deadline)
			if left <= 0 {
				return os.ErrDeadlineExceeded
			}
			d = min(d, left)
		}
		fd := o.fd()
		if fd < 0 {
			return os.ErrClosed
		}
		fds := [1]unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		n, err := unix.Poll(fds[:], pollMillis(d))
		switch {
		case err == unix.EINTR || err == nil && n == 0:
		case err != nil:
			return os.NewSyscallError("poll", err)
		default:
			return nil
		}
	}
}

// pollMillis is d in whole milliseconds, rounded up: a wait never ends
// before its deadline.
func pollMillis(d time.Duration) int {
	return int((d + time.Millisecond - 1) / time.Millisecond)
}
