package cli

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// scripts/shots.sh at one size draws every screen of every game (23
// pictures: six screens a game, no person's seat in Ants), each a PNG of
// that size with a picture in it, and names each as it is written.
func TestShotsScript(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display (run under xvfb-run)")
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	dir := t.TempDir()
	cmd := exec.Command("bash", filepath.Join("..", "scripts", "shots.sh"), dir)
	cmd.Env = append(os.Environ(), "SIZES=1280x720", "FLOORFALL="+binary, "TMPDIR="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("shots.sh: %v\n%s", err, out)
	}
	n := 0
	for _, g := range []string{"jc2015", "ants", "hit-and-sunk", "tenka1-2022"} {
		for _, s := range []string{"replay", "live-debug", "human", "present-standings", "end", "results"} {
			file := filepath.Join(dir, g+"-"+s+"-1280x720.png")
			if g == "ants" && s == "human" {
				if _, err := os.Stat(file); err == nil {
					t.Errorf("%s: Ants has no person's seat", file)
				}
				continue
			}
			n++
			if !strings.Contains(string(out), file+"\n") {
				t.Errorf("%s: not told", file)
			}
			checkShot(t, file, 1280, 720)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != n || n != 23 {
		t.Errorf("%d files for %d pictures:\n%s", len(entries), n, out)
	}
}

// checkShot fails unless file is a w x h PNG of many colours (a screen,
// not a blank).
func checkShot(t *testing.T, file string, w, h int) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Error(err)
		return
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Errorf("%s: %v", file, err)
		return
	}
	if b := img.Bounds(); b != image.Rect(0, 0, w, h) {
		t.Errorf("%s: %v, want %dx%d", file, b, w, h)
	}
	colours := map[[4]uint32]bool{}
	for y := 0; y < h; y += 7 {
		for x := 0; x < w; x += 7 {
			r, g, b, a := img.At(x, y).RGBA()
			colours[[4]uint32{r, g, b, a}] = true
		}
	}
	if len(colours) < 12 {
		t.Errorf("%s: %d colours: blank", file, len(colours))
	}
}

// --screenshot-at without --screenshot is a usage error, before any window.
func TestPlayScreenshotAtAlone(t *testing.T) {
	_, stderr, code := cliMain(t, "play", "-a", "hunter", "-a", "random", "-a", "hunter", "-a", "random", "--screenshot-at", "5")
	if code != 2 || !strings.Contains(stderr, "--screenshot-at needs --screenshot") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}
