package export

import (
	"image/gif"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/game"
	_ "floorfall/games/all" // the games, their views and painters
	"floorfall/render/rendertest"
	"floorfall/show"
)

// Ebitengine's loop runs once per process: an export runs in a child
// process (see rendertest.Main).
func TestMain(m *testing.M) { rendertest.Main(m, "export", runSubprocess) }

// runSubprocess runs an export: export|replay|from|to|gif.
func runSubprocess(spec string) int {
	args := strings.Split(spec, "|")
	if args[0] != "export" || len(args) != 5 {
		return 3
	}
	tl, err := game.Load(args[1])
	if err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		return 2
	}
	from, _ := strconv.Atoi(args[2])
	to, _ := strconv.Atoi(args[3])
	if err := Export(show.Export{Replay: tl, Path: args[1], From: from, To: to, GIF: args[4]}); err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		return 1
	}
	return 0
}

// A replay exported as a GIF: an animation at the asked size whose frames
// cover the turns at the window's pacing, in the fixed palette, only the
// changed part of each frame stored.
func TestExportGIF(t *testing.T) {
	out := filepath.Join(t.TempDir(), "m.gif")
	start := time.Now()
	cmd := rendertest.Subprocess(t, "export|"+rendertest.Fixture(t, "sample_log_seed0.json")+"|0|0|"+out, t.TempDir())
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	// Written through atomicfile: the GIF alone in its folder, 0644.
	if entries, err := os.ReadDir(filepath.Dir(out)); err != nil || len(entries) != 1 {
		t.Errorf("the folder holds %d files: %v", len(entries), err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	if st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v", st.Mode())
	}
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, d := range g.Delay {
		total += d
	}
	// 30 turns at 1x: 7.5 s, two falls slowed to a second each, the
	// banner's wait and two seconds of it.
	t.Logf("%d frames, %.1f s, %d KB, exported in %v", len(g.Image), float64(total)/100, st.Size()>>10, time.Since(start).Round(time.Millisecond))
	if g.Config.Width != 960 || g.Config.Height != 540 {
		t.Errorf("size %dx%d", g.Config.Width, g.Config.Height)
	}
	if total < 900 || total > 1500 {
		t.Errorf("the animation lasts %.1f s", float64(total)/100)
	}
	// A film: no bar along the bottom (its play and help buttons): the
	// bottom rows of the first frame are the background or the board, with
	// no light button discs in the bar's corners.
	first := g.Image[0]
	for _, pt := range [][2]int{{27, 517}, {934, 517}} { // the play icon, the "?"
		most := uint32(0)
		for dy := -3; dy <= 3; dy++ {
			for dx := -3; dx <= 3; dx++ {
				r, gg, b, _ := first.At(pt[0]+dx, pt[1]+dy).RGBA()
				most = max(most, (299*r+587*gg+114*b)/1000>>8)
			}
		}
		if most > 150 {
			t.Errorf("a bright mark (%d) where the bar's buttons were, at %v", most, pt)
		}
	}
	small := 0
	for _, im := range g.Image[1:] {
		if b := im.Bounds(); b.Dx()*b.Dy() < 960*540/2 {
			small++
		}
	}
	if small < len(g.Image)/2 {
		t.Errorf("only %d of %d frames store less than half the picture", small, len(g.Image))
	}
}
