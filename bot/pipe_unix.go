//go:build unix

package bot

import (
	"errors"
	"syscall"
)

// brokenPipe reports whether err, from a write to the bot's stdin, says
// that its read end is closed.
func brokenPipe(err error) bool { return errors.Is(err, syscall.EPIPE) }

// readPipe reads once from the non-blocking pipe fd (retrying on EINTR):
// syscall.EAGAIN when it is empty, (0, nil) at end of file.
func readPipe(fd uintptr, p []byte) (int, error) {
	for {
		n, err := syscall.Read(int(fd), p)
		if err != syscall.EINTR {
			return n, err
		}
	}
}

// drain reads the bot's stderr until end of file or Close. It reads through
// the raw connection so that each read is filed under errs.mu (see
// stderrBuf); between reads it waits in the runtime poller, and Close
// (errR.Close) wakes it.
func (b *Bot) drain() {
	defer close(b.drained)
	eof := false
	read := func(fd uintptr) bool {
		n, err := b.errs.readOnce(fd)
		if err == syscall.EAGAIN {
			return false // wait until readable
		}
		// Data: return and read again (a Close in between stops the
		// loop). End of file (0, nil) or an error: stop.
		eof = n <= 0 || err != nil
		return true
	}
	for !eof {
		if err := b.errRC.Read(read); err != nil {
			return // closed
		}
	}
}
