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
			fd := c.b.outp.fd()
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
		n, err := unix.Poll(fds, pollMillis(wait))
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
