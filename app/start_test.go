package app

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/internal/testlimit"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// tickUntil ticks a until ok holds, for at most half a minute (with the
// test's slack): background jobs (loading, the dialog) answer over channels
// that the tick polls.
func tickUntil(t *testing.T, a *app, what string, ok func() bool) {
	t.Helper()
	for end := time.Now().Add(testlimit.Scale(30 * time.Second)); !ok(); {
		if time.Now().After(end) {
			t.Fatalf("%s: did not happen (message %q)", what, a.over.msg.text)
		}
		time.Sleep(time.Millisecond)
		run(t, a, &Input{})
	}
}

// The start screen's button, under the mouse, is lit; a click opens the
// file dialog, and the replay picked is shown.
func TestStartOpenButton(t *testing.T) {
	a := testApp(t)
	path := rendertest.Fixture(t, "sample_log_seed0.json")
	asked := make(chan dialogReq, 1)
	a.jobs.dialog = func(r dialogReq) (string, error) { asked <- r; return path, nil }
	open, _ := a.surf.l.StartRects()
	run(t, a, &Input{X: open.X + 5, Y: open.Y + 5})
	if a.scr.start.v.Hot != view.CtlOpen {
		t.Errorf("the mouse on the open button: hot %v", a.scr.start.v.Hot)
	}
	run(t, a, click(open.X+5, open.Y+5))
	if r := <-asked; r.save || r.dir != "" {
		t.Errorf("the dialog asked %+v, want a file to open", r)
	}
	tickUntil(t, a, "the replay picked is shown", func() bool { return a.scr.shown == &a.scr.match && a.scr.match.path == path })
}

// Ctrl+O asks for a replay starting in the folder of the replay shown.
func TestOpenDialogStartsInTheReplaysFolder(t *testing.T) {
	a := testApp(t)
	showReplay(t, a)
	asked := make(chan dialogReq, 1)
	a.jobs.dialog = func(r dialogReq) (string, error) { asked <- r; return "", nil }
	run(t, a, keysIn(true, false, ebiten.KeyO))
	if r := <-asked; r.dir != filepath.Dir(a.scr.match.path) {
		t.Errorf("the dialog starts in %q, want %q", r.dir, filepath.Dir(a.scr.match.path))
	}
	tickUntil(t, a, "the dialog's answer is taken", func() bool { return !a.jobs.asking })
}

// A replay dropped on the window is shown.
func TestDropReplay(t *testing.T) {
	a := testApp(t)
	data, err := os.ReadFile(rendertest.Fixture(t, "sample_log_seed0.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "dropped.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, a, &Input{Dropped: os.DirFS(dir)})
	tickUntil(t, a, "the replay dropped is shown", func() bool { return a.scr.shown == &a.scr.match })
	if a.scr.match.m.Title != "dropped.json" || a.scr.match.path != filepath.Join(dir, "dropped.json") {
		t.Errorf("shown: %q from %q", a.scr.match.m.Title, a.scr.match.path)
	}
}
