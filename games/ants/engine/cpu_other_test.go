//go:build !unix

package engine

import "time"

// cpuTime: not measured here.
func cpuTime() time.Duration { return 0 }
