//go:build unix

package engine

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used (user and system), which a
// loaded machine does not inflate as it does wall time.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
