package bot

import (
	"os"

	"golang.org/x/sys/unix"
)

// exitWatch waits for a bot's leader to exit through the runtime poller
// (a pidfd): os.Process.Wait alone would hold a thread in a blocking
// waitid for as long as the bot lives, a thread made for each bot running
// (ten in an Ants match).
type exitWatch struct{ f *os.File }

// watchExit starts watching process pid (a child of floorfall, not reaped
// yet); ok is false if it cannot (a kernel older than 5.10): then
// os.Process.Wait waits.
func watchExit(pid int) (w exitWatch, ok bool) {
	fd, err := unix.PidfdOpen(pid, unix.PIDFD_NONBLOCK)
	if err != nil {
		return w, false
	}
	return exitWatch{os.NewFile(uintptr(fd), "pidfd")}, true
}

// wait waits until the process has exited, without reaping it, and stops
// watching. It returns at once for a watch that was not started.
func (w exitWatch) wait() {
	if w.f == nil {
		return
	}
	defer w.f.Close()
	rc, err := w.f.SyscallConn()
	if err != nil {
		return
	}
	_ = rc.Read(func(fd uintptr) bool {
		// Exited (a zombie), without reaping it: Wait does that.
		var info unix.Siginfo
		err := unix.Waitid(unix.P_PIDFD, int(fd), &info, unix.WEXITED|unix.WNOHANG|unix.WNOWAIT, nil)
		return err != nil || info.Signo != 0
	})
}
