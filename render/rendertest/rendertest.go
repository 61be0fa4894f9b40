// Package rendertest runs the tests of the window's packages (render, app,
// export) inside Ebitengine's game loop, runs their child processes, and
// finds their fixtures. It is imported only by tests.
package rendertest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/game"
	"floorfall/internal/fixtures"
	"floorfall/internal/xvfb"
	"floorfall/replay"
	"floorfall/view"
)

// SubprocessEnv names, in a child test process, the one entry point it
// runs (see Main): Ebitengine's loop runs once per process.
const SubprocessEnv = "FLOORFALL_RENDER_SUBPROCESS"

// loop is the game loop the tests run in; nil without a display.
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

// Main runs a package's tests: in a child process (SubprocessEnv set) it
// runs sub with the spec instead (a package without child processes passes
// nil); with a display, the tests run while one
// Ebitengine game loop runs on the main thread (see InLoop); without one,
// they run alone and those that need the loop skip.
func Main(m *testing.M, pkg string, sub func(spec string) int) {
	if spec := os.Getenv(SubprocessEnv); spec != "" && sub != nil {
		os.Exit(sub(spec))
	}
	// A display of their own, so that two packages' window tests never
	// type into each other's windows (see package xvfb).
	stopX := xvfb.Start()
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Printf("floorfall/%s: no DISPLAY: the tests that open windows skip; install Xvfb (scripts/setup.sh) or run them with: xvfb-run -a go test ./%s/\n", pkg, pkg)
		code := m.Run()
		stopX()
		os.Exit(code)
	}
	loop = &harness{calls: make(chan func())}
	code := 0
	go func() {
		code = m.Run()
		close(loop.calls)
	}()
	ebiten.SetWindowSize(320, 180)
	ebiten.SetWindowTitle("floorfall " + pkg + " tests")
	if err := ebiten.RunGameWithOptions(loop, &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}); err != nil {
		fmt.Fprintln(os.Stderr, pkg+" tests: game loop:", err)
		stopX()
		os.Exit(1)
	}
	stopX()
	os.Exit(code)
}

// NeedLoop skips the test without a display.
func NeedLoop(t testing.TB) {
	t.Helper()
	if loop == nil {
		t.Skip("no DISPLAY: window tests run under xvfb-run -a")
	}
}

// InLoop runs f inside the game loop, or skips the test without a display.
func InLoop(t testing.TB, f func()) {
	t.Helper()
	NeedLoop(t)
	done := make(chan struct{})
	loop.calls <- func() { defer close(done); f() }
	<-done
}

// Subprocess is this test binary run as a child process that runs spec
// (see Main), in dir; it skips the test without a display.
func Subprocess(t testing.TB, spec, dir string) *exec.Cmd {
	t.Helper()
	NeedLoop(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), SubprocessEnv+"="+spec)
	cmd.Dir = dir
	return cmd
}

// Fixture is the path of an official replay fixture.
func Fixture(t testing.TB, name string) string {
	t.Helper()
	p := fixtures.Path("jc2015", "official-fixtures", name)
	if _, err := os.Stat(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// TraceReplay writes an official trace's replay as a replay file in dir.
func TraceReplay(t testing.TB, name, dir string) string {
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

// OpenReplay opens a replay file.
func OpenReplay(t testing.TB, path string) game.Replay {
	t.Helper()
	r, err := game.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// LiveMatch is a live JavaChallenge2015 match before its first turn: a
// random placement (seed 3), 100 turns at most.
func LiveMatch(t testing.TB) *view.Match {
	t.Helper()
	g, err := game.Lookup("jc2015")
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.New(game.Setup{Seats: 4, Seed: 3, Params: map[string]string{"turns": "100"}})
	if err != nil {
		t.Fatal(err)
	}
	meta := &replay.Meta{TurnLimit: 100, Players: make([]replay.PlayerMeta, 4)}
	lm, err := view.NewLive("live", m.Replay(meta))
	if err != nil {
		t.Fatal(err)
	}
	return lm
}
