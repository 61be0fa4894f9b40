package app

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/game"
	_ "floorfall/games/all" // the games, their views and painters
	"floorfall/render/rendertest"
	"floorfall/show"
)

// The window's tests: those of input and screens need no display; those
// that paint run inside Ebitengine's game loop (rendertest.Main), and a
// whole window (Run, Screenshot) runs in a child process, as Ebitengine's
// loop runs once per process.
func TestMain(m *testing.M) { rendertest.Main(m, "app", runSubprocess) }

// runSubprocess runs one whole entry point (Screenshot or Run) in a child
// test process.
func runSubprocess(spec string) int {
	args := strings.Split(spec, "|")
	fail := func(err error) int {
		os.Stderr.WriteString(err.Error() + "\n")
		return 1
	}
	switch args[0] {
	case "shot": // shot|replay|at|out
		tl, err := game.Load(args[1])
		if err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			return 2
		}
		at, _ := strconv.ParseFloat(args[2], 64)
		if err := Screenshot(show.Shot{Replay: tl, Path: args[1], At: at, Out: args[3]}); err != nil {
			return fail(err)
		}
		return 0
	case "view": // view|replay: the window as a person uses it
		if err := Run(show.Window{Path: args[1]}); err != nil {
			return fail(err)
		}
		return 0
	case "watch": // watch|dir
		if err := Run(show.Window{Watch: args[1]}); err != nil {
			return fail(err)
		}
		return 0
	case "pending": // pending|replay|release: a match "played" until the file release exists
		play := func() (game.Replay, string, error) {
			for {
				if _, err := os.Stat(args[2]); err == nil {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			r, err := game.Load(args[1])
			return r, "", err
		}
		if err := Run(show.Window{Pending: play}); err != nil {
			return fail(err)
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
			return fail(err)
		}
		return 0
	}
	return 3
}
