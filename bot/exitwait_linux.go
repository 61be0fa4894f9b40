package bot

import (
	"os"

	"golang.org/x/sys/unix"
)

// waitExit waits until process pid (a child of floorfall, not reaped yet)
// has exited, through the runtime poller (a pidfd): os.Process.Wait would
// hold a thread in a blocking waitid for as long as the bot lives, a
// thread made for each bot running (ten in an Ants match). It returns at
// once if it cannot wait so (a kernel older than 5.10); Wait then waits.
func waitExit(pid int) {
	fd, err := unix.PidfdOpen(pid, unix.PIDFD_NONBLOCK)
	if err != nil {
		return
	}
	f := os.NewFile(uintptr(fd), "pidfd")
	defer f.Close()
	rc, err := f.SyscallConn()
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
