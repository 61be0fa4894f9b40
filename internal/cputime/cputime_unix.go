//go:build unix

package cputime

import (
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Process is the process's CPU time so far (user + system, every thread:
// a software GL driver's too), 0 if unknown. A loaded machine does not
// inflate it as it does wall time.
func Process() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Thread is the calling thread's CPU time so far, 0 if unknown.
func Thread() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
