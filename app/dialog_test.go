package app

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"floorfall/game"
	"floorfall/render/rendertest"
)

// copyFixture copies an official fixture into dir under name.
func copyFixture(t *testing.T, fixtureName, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(rendertest.Fixture(t, fixtureName))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestOpenDialog: the start screen, Ctrl+O, the native file dialog (typing
// a path), the replay shown, F12 saving a screenshot next to it.
func TestOpenDialog(t *testing.T) {
	d := startViewer(t, "view|")
	dir := t.TempDir()
	path := copyFixture(t, "sample_log_seed0.json", dir, "game.json")
	win := d.viewer()
	// sqweek/dialog titles the GTK dialog "Open File" whatever Title says.
	const dialogName = "^Open (File|a floorfall replay)$"
	d.until("Ctrl+O opens the dialog", func() { d.key(win, "ctrl+o") }, d.open(dialogName))
	// Under load a typed path can come out garbled: then it is typed again.
	d.until("the dialog takes the path", func() {
		d.typeInto(dialogName, path, "ctrl+l")
	}, d.closed(dialogName))
	d.until("F12 saves a screenshot of the opened replay", func() { d.key(win, "F12") },
		saved(filepath.Join(dir, "game-turn*.png")))
}

// TestWatch: --watch shows the newest replay in a folder as it appears.
func TestWatch(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, "sample_log_new.json", dir, "old.json")
	past := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(dir, "old.json"), past, past)
	d := startViewer(t, "watch|"+dir)
	win := d.viewer()
	d.until("the newest replay at start is shown", func() { d.key(win, "F12") },
		saved(filepath.Join(dir, "old-turn*.png")))
	copyFixture(t, "sample_log_seed0.json", dir, "new.json")
	d.until("a new replay in the folder is shown", func() { d.key(win, "F12") },
		saved(filepath.Join(dir, "new-turn*.png")))
}

// TestPendingMatch: the demo's window waits for the match, then shows it.
func TestPendingMatch(t *testing.T) {
	release := filepath.Join(t.TempDir(), "release") // the match ends when this exists
	d := startViewer(t, "pending|"+rendertest.Fixture(t, "sample_log_seed0.json")+"|"+release)
	win := d.viewer()
	shots := filepath.Join(d.dir, "*.png")
	// F12 does nothing while the match is being played: no replay yet.
	// Ctrl+O after it opens the dialog once the window has taken both keys.
	const dialogName = "^Open (File|a floorfall replay)$"
	d.until("the waiting window takes F12, then Ctrl+O", func() {
		d.xdo("windowfocus", "--sync", win)
		d.xdo("key", "F12", "ctrl+o")
	}, d.open(dialogName))
	d.until("Escape closes the dialog", func() { d.keyTo(dialogName, "Escape") }, d.closed(dialogName))
	if saved(shots)() {
		t.Fatal("a screenshot was saved before the match was ready")
	}
	if err := os.WriteFile(release, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	d.until("the match is shown once played", func() { d.key(win, "F12") },
		saved(filepath.Join(d.dir, "floorfall-turn*.png")))
	if m, _ := filepath.Glob(shots); len(m) != 1 {
		t.Fatalf("screenshots %v, want only the one of the match", m)
	}
}

// TestSaveCopyDialog: Ctrl+S asks where with the native dialog (which
// starts in the replay's folder) and saves a copy of the replay there.
func TestSaveCopyDialog(t *testing.T) {
	dir := t.TempDir()
	path := copyFixture(t, "sample_log_seed0.json", dir, "game.json")
	d := startViewer(t, "view|"+path)
	win := d.find("^floorfall — game.json$")
	const dialogName = "^(Save File|Save a copy of the replay)$"
	copyPath := filepath.Join(dir, "copy.json")
	saved := func() bool { _, err := game.Load(copyPath); return err == nil }
	// Under load a typed path can come out garbled and the copy go
	// elsewhere: then the whole thing is done again.
	d.until("Ctrl+S saves a copy where the dialog says", func() {
		if !d.open(dialogName)() {
			d.key(win, "ctrl+s")
			d.wait(5*time.Second, d.open(dialogName))
		}
		if d.typeInto(dialogName, copyPath) {
			d.wait(5*time.Second, saved)
		}
	}, saved)
}
