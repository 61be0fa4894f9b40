package render

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/internal/xvfb"
)

// Tests that need a window run inside one Ebitengine game loop, started by
// TestMain on the main thread. Without a display the whole test binary skips:
// the game loop cannot start, and every test here but a few needs it.
var loop *harness

type harness struct{ calls chan func() }

func (h *harness) Update() error {
	select {
	case f, ok := <-h.calls:
		if !ok {
			return ebiten.Termination
		}
		f()
	default:
	}
	return nil
}

func (h *harness) Draw(*ebiten.Image)          {}
func (h *harness) Layout(w, h2 int) (int, int) { return w, h2 }

// inLoop runs f inside the game loop, or skips the test without a display.
func inLoop(t *testing.T, f func()) {
	t.Helper()
	if loop == nil {
		t.Skip("no DISPLAY: window tests run under xvfb-run -a go test ./render/")
	}
	done := make(chan struct{})
	loop.calls <- func() { defer close(done); f() }
	<-done
}

func TestMain(m *testing.M) {
	if sub := os.Getenv(subprocessEnv); sub != "" {
		os.Exit(runSubprocess(sub))
	}
	stopX := xvfb.Start() // a display of their own (see package xvfb)
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Println("--- SKIP: floorfall/render: no DISPLAY: its tests open windows; install Xvfb (scripts/setup.sh) or run them with: xvfb-run -a go test ./render/")
		fmt.Println("PASS")
		os.Exit(0)
	}
	loop = &harness{calls: make(chan func())}
	code := 0
	go func() {
		code = m.Run()
		close(loop.calls)
	}()
	ebiten.SetWindowSize(320, 180)
	ebiten.SetWindowTitle("floorfall render tests")
	if err := ebiten.RunGameWithOptions(loop, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		fmt.Fprintln(os.Stderr, "render tests: game loop:", err)
		stopX()
		os.Exit(1)
	}
	stopX()
	os.Exit(code)
}
