package bot

import (
	"runtime"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// noGoroutineLeft fails the test if the goroutines are not back to before
// (or fewer) within 2s (with the test's slack).
func noGoroutineLeft(t *testing.T, before int) {
	t.Helper()
	n := 0
	for end := time.Now().Add(testlimit.Scale(2 * time.Second)); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if n = runtime.NumGoroutine(); n <= before {
			return
		}
	}
	t.Fatalf("%d goroutines at the end, %d before", n, before)
}

// closeEndsAsk runs ask, waits until started says the call is under way,
// runs close, and checks that ask returns soon after, with OK false and no
// Status.
func closeEndsAsk(t *testing.T, ask func() Reply, started func() bool, close func()) {
	t.Helper()
	done := make(chan Reply, 1)
	go func() { done <- ask() }()
	waitFor(t, 10*time.Second, "the call under way", started)
	close()
	select {
	case r := <-done:
		if r.OK || r.Status != "" {
			t.Fatalf("after Close: %+v", r)
		}
	case <-time.After(testlimit.Scale(5 * time.Second)):
		t.Fatal("the call did not end after Close")
	}
}

// patientReady is the READY limit of tests not about it: long enough for
// any bot to start on a loaded machine (WaitReady returns as soon as READY
// comes).
var patientReady = testlimit.Scale(20 * time.Second)

// waitFor waits until cond holds, looking every millisecond, and fails the
// test if it does not within d (with the test's slack, testlimit).
func waitFor(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	d = testlimit.Scale(d)
	for deadline := time.Now().Add(d); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no %s within %v", what, d)
		}
	}
}
