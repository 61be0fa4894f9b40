package bot

import (
	"fmt"
	"io"
	"os"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// A shot is how floorfall watches a process run anew for every call (a
// PerCall bot's) on Linux: from the goroutine that waits for it, with one
// poll(2) over its stdout, its stderr and a pidfd of it, reading each when
// it is ready and reaping the process once it has exited. No goroutine is
// started for the process and none of the three is in the runtime poller:
// each call would otherwise start two goroutines (a stderr drainer and an
// exit waiter), put three descriptors in the poller and hand each event
// from goroutine to goroutine, three times the context switches of a
// bare exec (BENCHMARKS.md, the arena: per-call).
type shot struct {
	mu      sync.Mutex // held by whoever polls, reads, reaps or closes
	out     int        // stdout's read end, -1 once at its end or closed
	err     int        // stderr's read end, -1 once at its end or closed
	pidfd   int        // -1 once the leader is reaped
	line    []byte     // stdout so far, up to MaxOutput
	tooLong bool       // stdout went over MaxOutput (line is then nil)
	outErr  error      // why stdout ended: io.EOF, or a read error
}

// shotsWork reports whether this kernel can watch a process through a
// pidfd (Linux 5.3).
var shotsWork = newReparenting

// newShot starts watching the process b has just started, whose stdout and
// stderr pipes are out of the runtime poller; an error if its pidfd cannot
// be opened (the caller then kills and reaps it).
func (b *Bot) newShot() error {
	fd, err := unix.PidfdOpen(b.pid, 0)
	if err != nil {
		return os.NewSyscallError("pidfd_open", err)
	}
	b.shot = &shot{out: b.outp.fd(), err: b.errFd(), pidfd: fd}
	return nil
}

// shotOutput waits until the process has closed its stdout and exited, or
// the deadline, or (unless closing) b is closed, meanwhile reading its
// stdout and stderr and reaping it. ended: its stdout came to its end.
func (b *Bot) shotOutput(deadline time.Time) (r Reply, ended, exited bool) {
	s := b.shot
	s.mu.Lock()
	defer s.mu.Unlock()
	b.shotPoll(s, deadline, false, func() bool { return s.out < 0 && s.pidfd < 0 })
	switch {
	case s.outErr == io.EOF:
		r.OK, r.Status, ended = true, StatusOK, true
	case s.outErr != nil:
		r.Status = StatusExited
	case time.Now().Before(deadline):
		// closed
	default:
		r.Status = StatusTimeout
	}
	r.TooLong = s.tooLong
	r.Line = string(s.line)
	return r, ended, s.pidfd < 0
}

// shotClose is Close's waiting for a shot: until the leader is reaped
// (then the descendants are killed), then until stderr is at its end, each
// within closeWait; then it closes the descriptors.
func (b *Bot) shotClose() {
	s := b.shot
	s.mu.Lock()
	defer s.mu.Unlock()
	deadline := time.Now().Add(closeWait)
	if !b.shotPoll(s, deadline, true, func() bool { return s.pidfd < 0 }) {
		b.closeErr = fmt.Errorf("bot: process %d not reaped %v after SIGKILL", b.pid, closeWait)
	}
	b.killTree(true)
	if b.closeErr == nil && !b.shotPoll(s, deadline, true, func() bool { return s.err < 0 }) {
		b.closeErr = fmt.Errorf("bot: stderr of process %d still open %v after SIGKILL", b.pid, closeWait)
	}
	if s.pidfd >= 0 {
		unix.Close(s.pidfd)
		s.pidfd = -1
	}
	s.out, s.err = -1, -1
	b.errR.Close()
	b.out.Close()
	close(b.drained)
}

// shotPoll polls until done, the deadline (false), or b closed unless
// closing (false); s.mu is held.
func (b *Bot) shotPoll(s *shot, deadline time.Time, closing bool, done func() bool) bool {
	var fds [3]unix.PollFd
	for !done() {
		if !closing && b.isClosed() {
			return false
		}
		left := time.Until(deadline)
		if left <= 0 {
			return false
		}
		n := 0
		for _, fd := range [3]int{s.out, s.err, s.pidfd} {
			if fd >= 0 {
				fds[n] = unix.PollFd{Fd: int32(fd), Events: unix.POLLIN}
				n++
			}
		}
		k, err := unix.Poll(fds[:n], pollMillis(min(left, awaitSlice)))
		if err == unix.EINTR || err == nil && k == 0 {
			continue
		}
		if err != nil { // not seen: a bad descriptor set
			if s.out >= 0 {
				s.outErr, s.out = os.NewSyscallError("poll", err), -1
			}
			return false
		}
		for _, p := range fds[:n] {
			if p.Revents == 0 {
				continue
			}
			switch int(p.Fd) {
			case s.out:
				b.shotRead(s)
			case s.err:
				if n, err := b.errs.readOnce(uintptr(s.err)); n <= 0 && err != syscall.EAGAIN {
					s.err = -1 // at its end
				}
			case s.pidfd:
				b.tree.reap(func() { _ = b.cmd.Wait() })
				unix.Close(s.pidfd)
				s.pidfd = -1
				close(b.reaped)
			}
		}
	}
	return true
}

// shotRead reads what stdout holds; s.mu is held.
func (b *Bot) shotRead(s *shot) {
	var chunk [16 << 10]byte
	for {
		n, err := readPipe(uintptr(s.out), chunk[:])
		if n > 0 && !s.tooLong {
			if len(s.line)+n > MaxOutput {
				s.tooLong, s.line = true, nil
			} else {
				s.line = append(s.line, chunk[:n]...)
			}
		}
		switch {
		case err == syscall.EAGAIN:
			return
		case err != nil:
			s.outErr, s.out = os.NewSyscallError("read", err), -1
			return
		case n == 0:
			s.outErr, s.out = io.EOF, -1
			return
		}
	}
}
