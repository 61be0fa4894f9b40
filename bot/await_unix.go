//go:build unix

package bot

import (
	"time"

	"golang.org/x/sys/unix"
)

const canAwait = true

// awaitAll ends every call of pend (see Await), which it reuses.
func awaitAll(pend []*Call) {
	fds := make([]unix.PollFd, 0, len(pend))
	for len(pend) > 0 {
		now := time.Now()
		next := pend[:0]
		fds = fds[:0]
		wait := awaitSlice
		for _, c := range pend {
			fd := c.b.outFd()
			switch {
			case !now.Before(c.deadline):
				c.Wait() // reads what the pipe holds, without waiting
			case fd < 0:
				c.Poll() // closed: done
			default:
				next = append(next, c)
				fds = append(fds, unix.PollFd{Fd: int32(fd), Events: unix.POLLIN})
				wait = min(wait, c.deadline.Sub(now))
			}
		}
		pend = next
		if len(pend) == 0 {
			return
		}
		// Rounded up: a call is never ended before its deadline.
		ms := int((wait + time.Millisecond - 1) / time.Millisecond)
		n, err := unix.Poll(fds, ms)
		if err != nil && err != unix.EINTR {
			for _, c := range pend {
				c.Wait()
			}
			return
		}
		if n <= 0 {
			continue
		}
		next = pend[:0]
		for i, c := range pend {
			// POLLHUP (the bot's end closed) and POLLNVAL (ours closed)
			// end the call too: Poll reads the end of the pipe.
			if fds[i].Revents == 0 || !c.Poll() {
				next = append(next, c)
			}
		}
		pend = next
	}
}

// outFd is the descriptor of floorfall's end of the bot's stdout, -1 once
// it is closed. A descriptor closed after this returns may be reused by
// the time it is polled: a wait on it then ends at its slice, and Poll
// finds the bot closed.
func (b *Bot) outFd() int {
	fd := -1
	if b.lr != nil {
		_ = b.lr.src.rc.Control(func(f uintptr) { fd = int(f) })
	}
	return fd
}
