// Package testlimit gives the tests' upper time bounds room on a loaded
// machine: how long a test waits for something that should happen, a time
// limit a well-behaved bot or call must meet. They go through Scale, which
// multiplies them by the slack (the environment variable Var; Default
// without it). Lower bounds (a limit must not fire early, a wait must
// last) are held strictly and never scaled. It is imported only by tests.
package testlimit

import (
	"os"
	"strconv"
	"sync"
	"time"
)

// Var is the environment variable giving the slack: a factor of 1 or more
// ("1": the bounds as written; "4": a heavily loaded machine).
const Var = "FLOORFALL_TEST_SLACK"

// Default is the slack without Var: the bounds as written, doubled, for a
// 2-core machine running other builds and tests.
const Default = 2.0

var slack = sync.OnceValue(func() float64 { return parse(os.Getenv(Var)) })

// parse reads Var's value: Default when it is empty or not a number from 1
// to 100.
func parse(s string) float64 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !(f >= 1 && f <= 100) {
		return Default
	}
	return f
}

// Slack is the factor Scale multiplies by.
func Slack() float64 { return slack() }

// Scale is the upper bound d with the slack: d times Slack.
func Scale(d time.Duration) time.Duration {
	return time.Duration(float64(d) * Slack())
}
