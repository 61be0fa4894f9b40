package render

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/internal/fixtures"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/view"
)

const subprocessEnv = "FLOORFALL_RENDER_SUBPROCESS"

// runSubprocess runs one whole entry point (Screenshot or Run) in a child
// test process: Ebitengine's loop runs once per process.
func runSubprocess(spec string) int {
	args := strings.Split(spec, "|")
	switch args[0] {
	case "shot": // shot|replay|at|out[|debug player]
		tl, err := replay.Open(args[1])
		if err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			return 2
		}
		at, _ := strconv.ParseFloat(args[2], 64)
		o := show.Shot{Timeline: tl, Path: args[1], At: at, Out: args[3]}
		if len(args) > 4 {
			o.Debug = true
			o.DebugPlayer, _ = strconv.Atoi(args[4])
		}
		if err := Screenshot(o); err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			return 1
		}
		return 0
	case "export": // export|replay|from|to|gif
		tl, err := replay.Open(args[1])
		if err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			return 2
		}
		from, _ := strconv.Atoi(args[2])
		to, _ := strconv.Atoi(args[3])
		if err := Export(show.Export{Timeline: tl, Path: args[1], From: from, To: to, GIF: args[4]}); err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			return 1
		}
		return 0
	case "view": // view|replay: the window as a person uses it
		if err := Run(show.Window{Path: args[1]}); err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			return 1
		}
		return 0
	case "watch": // watch|dir
		if err := Run(show.Window{Watch: args[1]}); err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			return 1
		}
		return 0
	case "pending": // pending|replay|release: a match "played" until the file release exists
		play := func() (*replay.File, string, error) {
			for {
				if _, err := os.Stat(args[2]); err == nil {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			f, err := replay.Load(args[1])
			return f, "", err
		}
		if err := Run(show.Window{Pending: play}); err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			return 1
		}
		return 0
	case "run": // run|replay|frames[|WxH|idle seconds]
		n, _ := strconv.Atoi(args[2])
		o := show.Window{Path: args[1], BenchFrames: n, BenchIdle: 0.5, Width: 640, Height: 360}
		if len(args) > 4 {
			fmt.Sscanf(args[3], "%dx%d", &o.Width, &o.Height)
			o.BenchIdle, _ = strconv.ParseFloat(args[4], 64)
		}
		if err := Run(o); err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			return 1
		}
		return 0
	}
	return 3
}

// fixture is the path of an official replay fixture.
func fixture(t testing.TB, name string) string {
	t.Helper()
	p := fixtures.Path("jc2015", "official-fixtures", name)
	if _, err := os.Stat(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// traceReplay writes an official trace's replay as a replay file in dir.
func traceReplay(t testing.TB, name, dir string) string {
	t.Helper()
	data, err := os.ReadFile(fixtures.Path("jc2015", "traces", name))
	if err != nil {
		t.Fatal(err)
	}
	// The official replay is the value of "officialReplay".
	i := strings.Index(string(data), `"officialReplay"`)
	if i < 0 {
		t.Fatal("no officialReplay")
	}
	rest := string(data[i+len(`"officialReplay"`):])
	rest = rest[strings.Index(rest, "{"):]
	depth, end := 0, 0
	for k, c := range rest {
		if c == '{' {
			depth++
		} else if c == '}' {
			depth--
			if depth == 0 {
				end = k + 1
				break
			}
		}
	}
	out := filepath.Join(dir, strings.TrimSuffix(name, ".json")+".replay.json")
	if err := os.WriteFile(out, []byte(rest[:end]), 0o644); err != nil {
		t.Fatal(err)
	}
	return out
}

func openTimeline(t testing.TB, path string) *replay.Timeline {
	t.Helper()
	tl, err := replay.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return tl
}

// shot renders o inside the game loop.
func shot(t *testing.T, o show.Shot) *image.RGBA {
	t.Helper()
	var img *image.RGBA
	var err error
	inLoop(t, func() { img, err = shoot(o) })
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// paintScene paints a scene at w x h inside the game loop.
func paintScene(t *testing.T, s *scene, w, h int) *image.RGBA {
	t.Helper()
	var img *image.RGBA
	inLoop(t, func() {
		p, err := newPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		p.paint(dst, view.NewLayout(float64(w), float64(h), view.UIScale(float64(w), float64(h), 1)), s)
		img = readImage(dst)
	})
	return img
}
