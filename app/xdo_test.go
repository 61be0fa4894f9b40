package app

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"floorfall/internal/testlimit"
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

// xdo runs xdotool and returns what it printed. It is ended after a
// minute, with the test's slack (windowfocus --sync waits for ever for a
// window that cannot take the focus).
func (d *desktop) xdo(args ...string) string {
	ctx, cancel := context.WithTimeout(context.Background(), testlimit.Scale(time.Minute))
	defer cancel()
	out, _ := exec.CommandContext(ctx, "xdotool", args...).Output()
	return strings.TrimSpace(string(out))
}

// find waits for a window whose title matches the pattern.
func (d *desktop) find(pattern string) string {
	d.t.Helper()
	for end := time.Now().Add(testlimit.Scale(60 * time.Second)); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
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

// wait waits until ok holds, at most limit (with the test's slack), and
// reports whether it does.
func (d *desktop) wait(limit time.Duration, ok func() bool) bool {
	for end := time.Now().Add(testlimit.Scale(limit)); !ok(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(end) {
			return false
		}
	}
	return true
}

// open reports whether a window whose title matches the pattern exists;
// closed, whether none does.
func (d *desktop) open(pattern string) func() bool {
	return func() bool { return d.xdo("search", "--name", pattern) != "" }
}

func (d *desktop) closed(pattern string) func() bool {
	return func() bool { return !d.open(pattern)() }
}

// keyTo types a key into the window whose title matches the pattern, if
// there is one now, and reports whether there was.
func (d *desktop) keyTo(pattern, key string) bool {
	ids := strings.Fields(d.xdo("search", "--name", pattern))
	if len(ids) == 0 {
		return false
	}
	d.key(ids[len(ids)-1], key)
	return true
}

// typeInto types a path into the file dialog whose title matches the
// pattern, if it is open, and presses Return: first the keys given (Ctrl+L
// shows the location field of an Open dialog), then Ctrl+A, so that the
// path replaces what the field held (an earlier try's). A Return pressed
// right after the typing is often lost (GTK is still completing the path;
// a pause of 300 ms before it hid that, on an idle machine): Return is
// pressed again until the dialog closes, ten times at most. It reports
// whether the dialog was open.
func (d *desktop) typeInto(pattern, path string, keys ...string) bool {
	ids := strings.Fields(d.xdo("search", "--name", pattern))
	if len(ids) == 0 {
		return false
	}
	d.xdo("windowfocus", "--sync", ids[len(ids)-1])
	d.xdo(append(append([]string{"key"}, keys...), "ctrl+a")...)
	d.xdo("type", "--delay", "5", path)
	for range 10 {
		if !d.keyTo(pattern, "Return") || d.wait(time.Second, d.closed(pattern)) {
			break
		}
	}
	return true
}

// key focuses a window and types a key there.
func (d *desktop) key(win, key string) {
	d.xdo("windowfocus", "--sync", win)
	d.xdo("key", key)
}

// viewer is the viewer's window: "floorfall", or "floorfall — TITLE" once
// it shows a replay (with --watch that can come before the window is
// found); not "floorfall render tests", the test binary's own.
func (d *desktop) viewer() string { return d.find("^floorfall( — .+)?$") }

// saved reports whether F12 saved a screenshot matching pattern.
func saved(pattern string) func() bool {
	return func() bool {
		m, _ := filepath.Glob(pattern)
		return len(m) > 0
	}
}
