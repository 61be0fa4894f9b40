package app

import (
	"syscall"
	"time"
)

// cpuTime is the process's CPU time so far (user + system, every thread).
func cpuTime() time.Duration {
	var created, exited, kernel, user syscall.Filetime
	p, err := syscall.GetCurrentProcess()
	if err != nil || syscall.GetProcessTimes(p, &created, &exited, &kernel, &user) != nil {
		return 0
	}
	return ticks(kernel) + ticks(user)
}

// ticks is the duration ft holds: a count of 100ns intervals.
func ticks(ft syscall.Filetime) time.Duration {
	return time.Duration(int64(ft.HighDateTime)<<32|int64(ft.LowDateTime)) * 100
}

// threadCPU is the calling thread's CPU time so far: unknown here (0).
func threadCPU() time.Duration { return 0 }
