package render

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestOpenDialog drives the window as a person would, with xdotool: the
// start screen, Ctrl+O, the native file dialog (typing a path), the replay
// shown, F12 saving a screenshot next to it.
func TestOpenDialog(t *testing.T) {
	if loop == nil {
		t.Skip("no DISPLAY: window tests run under xvfb-run -a go test ./render/")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("no xdotool")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	data, err := os.ReadFile(fixture(t, "sample_log_seed0.json"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, data, 0o644)

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), subprocessEnv+"=view|")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	xdo := func(args ...string) string {
		out, _ := exec.Command("xdotool", args...).Output()
		return strings.TrimSpace(string(out))
	}
	// find waits for a window whose title contains name.
	find := func(name string) string {
		for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
			if ids := strings.Fields(xdo("search", "--name", name)); len(ids) > 0 {
				return ids[len(ids)-1]
			}
		}
		t.Fatalf("no window %q appeared", name)
		return ""
	}
	// until repeats an action (a key can be lost while a window takes the
	// focus) until a condition holds.
	until := func(what string, act func(), ok func() bool) {
		for i := 0; i < 20; i++ {
			act()
			for end := time.Now().Add(500 * time.Millisecond); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
				if ok() {
					return
				}
			}
		}
		t.Fatalf("%s: did not happen", what)
	}
	win := find("^floorfall$") // not "floorfall render tests", this test's own
	// sqweek/dialog titles the GTK dialog "Open File" whatever Title says.
	const dialogName = "^Open (File|a floorfall replay)$"
	dialogOpen := func() bool { return xdo("search", "--name", dialogName) != "" }
	until("Ctrl+O opens the dialog", func() {
		xdo("windowfocus", "--sync", win)
		xdo("key", "ctrl+o")
	}, dialogOpen)
	dlg := find(dialogName)
	until("the dialog takes the path", func() {
		xdo("windowfocus", "--sync", dlg)
		xdo("key", "ctrl+l")
		xdo("type", "--delay", "5", path)
		time.Sleep(200 * time.Millisecond)
		xdo("key", "Return")
	}, func() bool { return !dialogOpen() })
	shot := func() bool {
		m, _ := filepath.Glob(filepath.Join(dir, "game-turn*.png"))
		return len(m) > 0
	}
	until("F12 saves a screenshot of the opened replay", func() {
		xdo("windowfocus", "--sync", win)
		xdo("key", "F12")
	}, shot)
}
