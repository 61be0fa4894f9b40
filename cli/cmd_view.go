package cli

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"floorfall/engine"
	"floorfall/match"
	"floorfall/replay"
)

// Job is what a window command asks main to do.
type Job struct {
	Path     string           // the replay file given, if any
	Timeline *replay.Timeline // Path, loaded and checked
	// Pending plays a match in the background (the demo); the window shows
	// it when it returns, with the path it was saved to.
	Pending func() (f *replay.File, path string, err error)
	Watch   string // a folder whose newest replay is opened whenever one appears
	// Screenshot, if set, is a PNG file: render turn At and exit, no window.
	Screenshot    string
	At            float64
	Width, Height int
	Fullscreen    bool
	BenchFrames   int // measure instead of showing (see render.Options)
}

const viewExamples = `  floorfall view game.json
  floorfall view                              (a start screen: open a file or drop one)
  floorfall view --watch matches/             (opens the newest replay whenever one appears)
  floorfall view game.json --at 120 --screenshot turn120.png --size 1920x1080

In the window: Space play/pause, Left/Right a turn, Shift+Left/Right a round,
[ ] previous/next event, + - and 1..9 speed, Home/End, Ctrl+O open, F or F11
fullscreen, F12 screenshot, H or ? every shortcut.
The viewer needs a display; on a machine without one use xvfb-run -a.
`

func viewCmd(args []string) (*Job, error) {
	fs := newFlags("view", "view [REPLAY] [flags]", viewExamples)
	j := &Job{}
	fs.StringVar(&j.Watch, "watch", "", "open the newest replay in `DIR` whenever one appears")
	fs.Float64Var(&j.At, "at", -1, "with --screenshot: the `TURN` to render (default: the last)")
	fs.StringVar(&j.Screenshot, "screenshot", "", "render one turn to this PNG `FILE` and exit (no window)")
	size := fs.String("size", "1280x720", "window or screenshot size `WxH`")
	fs.BoolVar(&j.Fullscreen, "fullscreen", false, "start in fullscreen")
	fs.IntVar(&j.BenchFrames, "bench-frames", 0, "measure: play `N` frames at 8x, then idle; print timings and exit")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return nil, err
	}
	if len(pos) > 1 {
		return nil, usagef("view: give at most one replay file")
	}
	if j.Width, j.Height, err = parseSize(*size); err != nil {
		return nil, err
	}
	if j.Watch != "" {
		if st, err := os.Stat(j.Watch); err != nil || !st.IsDir() {
			return nil, usagef("view: --watch %s: not a folder", j.Watch)
		}
	}
	if len(pos) == 1 {
		j.Path = pos[0]
		if j.Timeline, err = loadTimeline(j.Path); err != nil {
			return nil, err
		}
	}
	if j.Screenshot != "" {
		if j.Timeline == nil {
			return nil, usagef("view: --screenshot needs a replay file")
		}
		if j.At < 0 || j.At > float64(j.Timeline.Turns()) {
			j.At = float64(j.Timeline.Turns())
		}
	}
	return j, nil
}

// demoCmd is floorfall with no command: a new match of four built-in bots,
// played in the background and shown as soon as it is ready.
func demoCmd(args []string) (*Job, error) {
	fs := newFlags("floorfall", "[--seed N] [--size WxH] [--fullscreen]", "  floorfall\n  floorfall --seed 7 --fullscreen\n")
	seed := fs.Int64("seed", -1, "placement seed (default: a new one each time)")
	size := fs.String("size", "1280x720", "window size `WxH`")
	j := &Job{}
	fs.BoolVar(&j.Fullscreen, "fullscreen", false, "start in fullscreen")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return nil, err
	}
	if len(pos) > 0 {
		return nil, usagef("unexpected argument %q (see 'floorfall --help')", pos[0])
	}
	if j.Width, j.Height, err = parseSize(*size); err != nil {
		return nil, err
	}
	if *seed < 0 {
		*seed = rand.Int64N(1 << 31)
	}
	cfg := demoConfig(*seed)
	j.Pending = func() (*replay.File, string, error) {
		f, err := match.Play(context.Background(), cfg)
		if err != nil {
			return nil, "", err
		}
		// Kept, so that the demo can be watched again, shared or looked into.
		path := filepath.Join(os.TempDir(), fmt.Sprintf("floorfall-demo-%d.json", cfg.Seed))
		if replay.Save(path, f) != nil {
			path = ""
		}
		return f, path, nil
	}
	return j, nil
}

// demoConfig is the demo match: built-in bots, hunter and random in turn,
// run inside floorfall.
func demoConfig(seed int64) match.Config {
	cfg := match.Config{Seed: seed, Version: Version, Coords: engine.XY}
	for i, name := range []string{"hunter", "random", "hunter", "random"} {
		cfg.Seats[i] = seatFor(name, i, cfg.Seed, cfg.Coords)
		cfg.Seats[i].Name = fmt.Sprintf("%s %d", name, i)
	}
	return cfg
}

func parseSize(s string) (w, h int, err error) {
	a, b, ok := strings.Cut(s, "x")
	w, err1 := strconv.Atoi(a)
	h, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || w < 64 || h < 64 || w > 8192 || h > 8192 {
		return 0, 0, usagef("--size must be WIDTHxHEIGHT such as 1280x720, not %q", s)
	}
	return w, h, nil
}
