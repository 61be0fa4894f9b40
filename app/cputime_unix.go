//go:build unix

package app

import (
	"syscall"
	"time"
)

// cpuTime is the process's CPU time so far (user + system, every thread:
// the software GL driver's too).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
