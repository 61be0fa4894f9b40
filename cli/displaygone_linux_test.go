package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"floorfall/game"
	"floorfall/internal/testlimit"
	"floorfall/internal/xvfb"
)

// When the X server ends under the window, floorfall exits saying why,
// the live match's replay saved first (Xlib alone exits in silence, the
// match lost).
func TestDisplayGoesAway(t *testing.T) {
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("no xdotool")
	}
	display, stopX, err := xvfb.Own()
	if err != nil {
		t.Skip("no Xvfb of its own:", err)
	}
	var once sync.Once
	stop := func() { once.Do(stopX) }
	defer stop()
	dir := t.TempDir()
	out := filepath.Join(dir, "live.json")
	cmd := exec.Command(binary, "play", "--game", "hit-and-sunk", "-a", "hunter", "-a", "random", "--out", out)
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "WAYLAND_DISPLAY=", "TMPDIR="+dir)
	e, done := startBinary(t, cmd)
	defer func() {
		select {
		case <-done:
		default:
			cmd.Process.Kill()
			<-done
		}
	}()
	// The window is up, the match being played.
	shown := false
	for end := time.Now().Add(testlimit.Scale(60 * time.Second)); !shown && time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		x := exec.Command("xdotool", "search", "--onlyvisible", "--name", "live match")
		x.Env = append(os.Environ(), "DISPLAY="+display)
		o, _ := x.Output()
		shown = len(strings.Fields(string(o))) > 0
	}
	if !shown {
		t.Fatalf("no window on %s\n%s", display, e.String())
	}
	t0 := time.Now()
	stop() // the display goes away
	t.Logf("stopped X in %v", time.Since(t0))
	select {
	case <-done:
	case <-time.After(testlimit.Scale(30 * time.Second)):
		t.Fatalf("floorfall stayed behind its display\n%s", e.String())
	}
	t.Logf("exited %v after", time.Since(t0))
	if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.Contains(e.String(), "floorfall: the display "+display+" went away (its X server ended)") {
		t.Errorf("exit %d, stderr:\n%s", code, e.String())
	}
	if _, err := game.Load(out); err != nil {
		t.Errorf("the live match's replay: %v\n%s", err, e.String())
	}
}
