//go:build !unix && !windows

package cputime

import "time"

// Process is the process's CPU time so far: unknown here (0).
func Process() time.Duration { return 0 }

// Thread is the calling thread's CPU time so far: unknown here (0).
func Thread() time.Duration { return 0 }
