package app

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"floorfall/render/rendertest"
)

// desktop drives a viewer in a child process with xdotool, as a person
// would: keys, windows, files appearing.
type desktop struct {
	t   *testing.T
	cmd *exec.Cmd
	dir string // the viewer's working folder, the test's own
}

// startViewer runs the viewer in a child process (spec: see runSubprocess)
// and skips the test without a display or xdotool.
func startViewer(t *testing.T, spec string) *desktop {
	t.Helper()
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("no xdotool")
	}
	// What it saves in its folder stays out of the source tree.
	cmd := rendertest.Subprocess(t, spec, t.TempDir())
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	d := &desktop{t, cmd, cmd.Dir}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return d
}

// xdo runs xdotool and returns what it printed.
func (d *desktop) xdo(args ...string) string {
	out, _ := exec.Command("xdotool", args...).Output()
	return strings.TrimSpace(string(out))
}

// find waits for a window whose title matches the pattern.
func (d *desktop) find(pattern string) string {
	d.t.Helper()
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if ids := strings.Fields(d.xdo("search", "--name", pattern)); len(ids) > 0 {
			return ids[len(ids)-1]
		}
	}
	d.t.Fatalf("no window %q appeared", pattern)
	return ""
}

// until repeats an action (a key can be lost while a window takes the
// focus) until a condition holds.
func (d *desktop) until(what string, act func(), ok func() bool) {
	d.t.Helper()
	for i := 0; i < 20; i++ {
		act()
		for end := time.Now().Add(time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			if ok() {
				return
			}
		}
	}
	d.t.Fatalf("%s: did not happen", what)
}

// key focuses a window and types a key there.
func (d *desktop) key(win, key string) {
	d.xdo("windowfocus", "--sync", win)
	d.xdo("key", key)
}

// viewer is the viewer's window ("floorfall", not "floorfall app tests",
// the test binary's own).
func (d *desktop) viewer() string { return d.find("^floorfall( — .*)?$") }

// saved reports whether F12 saved a screenshot matching pattern.
func saved(pattern string) func() bool {
	return func() bool {
		m, _ := filepath.Glob(pattern)
		return len(m) > 0
	}
}
