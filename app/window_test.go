package app

import (
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/render/rendertest"
	"floorfall/show"
)

// The screenshot command, whole: a PNG of the requested size, in a child
// process (Ebitengine runs once per process).
func TestScreenshotCommand(t *testing.T) {
	out := filepath.Join(t.TempDir(), "shot.png")
	cmd := rendertest.Subprocess(t, "shot|"+rendertest.Fixture(t, "sample_log_seed0.json")+"|12|"+out, t.TempDir())
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil || cfg.Width != 1280 || cfg.Height != 720 {
		t.Fatalf("%v %+v", err, cfg)
	}
}

// The window, whole: it opens a replay, plays, pauses and measures itself:
// once the pause is shown, nothing is drawn until a wake.
func TestRunBench(t *testing.T) {
	cmd := rendertest.Subprocess(t, "run|"+rendertest.Fixture(t, "sample_log_seed0.json")+"|30", t.TempDir())
	b, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	for _, want := range []string{"first frame", "playing at 8x: 30 frames", "pausing: ", "a wake"} {
		if !strings.Contains(string(b), want) {
			t.Fatalf("no %q in:\n%s", want, b)
		}
	}
	// Once the pause is shown, a paused window draws nothing.
	if !regexp.MustCompile(`paused [0-9.]+ s: 0 frames drawn`).Match(b) {
		t.Fatalf("the paused window drew:\n%s", b)
	}
}

// A broken file on the command line is an error before any window opens.
func TestRunBrokenFile(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"winner": 0, "replay": {"initial": [], "commands": []}}`), 0o644)
	err := Run(show.Window{Path: bad})
	if err == nil || !strings.Contains(err.Error(), "bad.json") {
		t.Fatalf("want an error naming the file: %v", err)
	}
}

// A tooltip is made again only when what is under the mouse or the state
// shown changes: frames with a tooltip up while playing allocate (nearly)
// nothing, the input and the making of the frame included.
func TestPaintAllocationsHover(t *testing.T) {
	tl := rendertest.OpenReplay(t, rendertest.TraceReplay(t, "trace_003.json", t.TempDir()))
	a := testApp(t)
	a.show(tl, "", "trace")
	ms := &a.scr.match
	ms.pb.SetPos(100)
	ms.pb.Play()
	ms.pb.Frame(&ms.fr)
	// The mouse on the card of the player to act.
	c := a.surf.l.Cards[ms.fr.Turn%len(a.surf.l.Cards)]
	in := &Input{X: c.X + c.W/2, Y: c.Y + c.H/2}
	var allocs float64
	painttest.InPainter(t, 1280, 720, func(p *render.Painter, dst *ebiten.Image) {
		frame := func() {
			ms.update(&a.cx, in)
			ms.pb.Advance(1.0 / 60)
			a.makeFrame()
			p.Paint(dst, a.surf.l, &a.surf.frame)
		}
		frame()
		if len(ms.hover.Lines) == 0 || ms.v.Tooltip == nil {
			t.Errorf("no tooltip over a card: %+v", ms.hover)
			return
		}
		for range 30 {
			frame()
		}
		allocs = testing.AllocsPerRun(30, frame)
		if len(ms.hover.Lines) == 0 || !ms.pb.Playing() {
			t.Errorf("the tooltip went: %+v", ms.hover)
		}
	})
	t.Logf("%.0f allocations per frame with a tooltip", allocs)
	if allocs > 100 {
		t.Fatalf("%.0f allocations per frame with a tooltip", allocs)
	}
}
