package cli

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	_ "floorfall/games/all" // every game
	"floorfall/games/testbots"
	"floorfall/internal/testbot"
	"floorfall/internal/xvfb"
	"floorfall/show"
)

// binary is floorfall built once for the tests that must run it as a
// program: with no display, with signals, built with -tags headless.
var binary string

func TestMain(m *testing.M) {
	testbot.Main(func(int) string { return "N" }, testbots.Modes)
	dir, err := os.MkdirTemp("", "floorfall-cli")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "floorfall")
	build := exec.Command("go", "build", "-o", binary, "floorfall")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		os.RemoveAll(dir)
		panic("building floorfall: " + err.Error())
	}
	stopX := xvfb.Start() // the window tests get a display of their own (see package xvfb)
	code := m.Run()
	stopX()
	os.RemoveAll(dir)
	os.Exit(code)
}

// cliMain runs floorfall's command line in this process, with no viewer.
func cliMain(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return cliMainWith(t, "", nil, args...)
}

// cliMainWith runs floorfall's command line in this process with stdin and
// a viewer.
func cliMainWith(t *testing.T, stdin string, v *Viewer, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var o, e bytes.Buffer
	code = Main(args, strings.NewReader(stdin), &o, &e, v)
	return o.String(), e.String(), code
}

// floorfall runs the binary with no display, as in CI or over ssh.
func floorfall(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return floorfallIn(t, "", stdin, args...)
}

// floorfallIn runs the binary with no display in folder dir ("": this
// one), as a person at a terminal there would.
func floorfallIn(t *testing.T, dir, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "DISPLAY=", "WAYLAND_DISPLAY=")
	cmd.Stdin = strings.NewReader(stdin)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return o.String(), e.String(), code
}

// startBinary starts cmd, keeping its stderr; done is closed once it has
// exited.
func startBinary(t *testing.T, cmd *exec.Cmd) (stderr *bytes.Buffer, done <-chan struct{}) {
	t.Helper()
	var e bytes.Buffer
	cmd.Stderr = &e
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	d := make(chan struct{})
	go func() {
		cmd.Wait()
		close(d)
	}()
	return &e, d
}

// fakeViewer records what a window command asked for, and on which
// goroutine (Main's, as Ebitengine needs).
type fakeViewer struct {
	mu      sync.Mutex
	windows []show.Window
	shots   []show.Shot
	exports []show.Export
	onMain  []bool
	mainID  uint64
}

func (f *fakeViewer) viewer(mainID uint64) *Viewer {
	f.mainID = mainID
	note := func() { f.onMain = append(f.onMain, goroutineID() == f.mainID) }
	return &Viewer{
		Run: func(w show.Window) error {
			f.mu.Lock()
			defer f.mu.Unlock()
			note()
			f.windows = append(f.windows, w)
			return nil
		},
		Shot: func(s show.Shot) error {
			f.mu.Lock()
			defer f.mu.Unlock()
			note()
			f.shots = append(f.shots, s)
			return nil
		},
		Export: func(x show.Export) error {
			f.mu.Lock()
			defer f.mu.Unlock()
			note()
			f.exports = append(f.exports, x)
			return nil
		},
	}
}
