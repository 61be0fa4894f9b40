package bot

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// A call of a bot run anew for every call is watched from the goroutine
// that makes it: no goroutine is started for its process (a shot).
func TestPerCallStartsNoGoroutine(t *testing.T) {
	dir := t.TempDir()
	started, goOn := filepath.Join(dir, "started"), filepath.Join(dir, "go")
	p := perCall(t, `echo "$1" >&2; : >"$2"; while [ ! -e "$3" ]; do sleep 0.01; done; echo answer`,
		Config{ActionTimeout: testlimit.Scale(10 * time.Second)})
	before := runtime.NumGoroutine()
	done := make(chan Reply, 1)
	go func() { done <- p.Call([]string{"to stderr", started, goOn}, 0) }()
	waitFor(t, 10*time.Second, "the call under way", func() bool {
		_, err := os.Stat(started)
		return err == nil
	})
	during := runtime.NumGoroutine()
	if err := os.WriteFile(goOn, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	r := <-done
	if !r.OK || r.Line != "answer\n" || string(r.Stderr) != "to stderr\n" {
		t.Fatalf("%+v", r)
	}
	// The one making the call, at most (one of an earlier test may have
	// ended meanwhile).
	if during > before+1 {
		t.Errorf("%d goroutines during the call, %d before it", during, before)
	}
}

// Where a kernel has no pidfd, a call is watched by goroutines, as on the
// other systems: the calls' tests pass that way too.
func TestPerCallWithoutShots(t *testing.T) {
	saved := shotsWork
	shotsWork = func() bool { return false }
	t.Cleanup(func() { shotsWork = saved })
	for _, tc := range []struct {
		name string
		test func(*testing.T)
	}{
		{"argument", TestPerCallArgument},
		{"crashed", TestPerCallCrashed},
		{"timeout", TestPerCallTimeout},
		{"children", TestPerCallChildren},
		{"output-ends-no-exit", TestPerCallOutputEndsNoExit},
		{"stderr", TestPerCallStderr},
		{"close", TestPerCallClose},
	} {
		t.Run(tc.name, tc.test)
	}
}
