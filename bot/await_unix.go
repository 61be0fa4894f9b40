//go:build unix

package bot

import (
	"time"

	"golang.org/x/sys/unix"
)

const canAwait = true

// awaitAll ends every call of pend (see Await), which it reuses. Each
// look at the pipes is one poll(2) over every bot's stdout, then every
// bot's stderr: a stdout seen with its whole answer in it was seen before
// the same bot's stderr in that look, so a stderr seen empty then holds
// nothing the bot wrote before its answer, and the call need not read it
// (Call.errQuiet). The first look does not wait.
func awaitAll(pend []*Call) {
	fds := make([]unix.PollFd, 0, 2*len(pend))
	first := true
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
		for _, c := range pend {
			// A closed stderr (-1, not polled) holds nothing to read.
			fds = append(fds, unix.PollFd{Fd: int32(c.b.errFd()), Events: unix.POLLIN})
		}
		if first {
			wait, first = 0, false
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
			if fds[i].Revents == 0 {
				next = append(next, c)
				continue
			}
			c.errQuiet = fds[len(pend)+i].Revents == 0
			if !c.Poll() {
				next = append(next, c)
			}
		}
		pend = next
	}
}

// errFd is the descriptor of floorfall's end of the bot's stderr, -1 once
// it is closed.
func (b *Bot) errFd() int { return b.errRaw.descriptor() }
