package tenkapaint

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"floorfall/games/tenka1"
	"floorfall/games/tenka1/internal/trace"
	"floorfall/games/tenka1/tenkaview"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/render/rendertest"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// Painting needs Ebitengine's game loop: the tests run inside it (see
// rendertest.Main), and skip without a display.
func TestMain(m *testing.M) { rendertest.Main(m, "tenkapaint", nil) }

// traceMatch is the view model of trace k of the game's testdata.
func traceMatch(t testing.TB, k int) *view.Match {
	t.Helper()
	files, err := trace.Files("../testdata")
	if err != nil || len(files) <= k {
		t.Fatalf("traces: %v", err)
	}
	tr, err := trace.Load(files[k])
	if err != nil {
		t.Fatal(err)
	}
	r, err := tenka1.Game{}.Decode(tr.ReplayFile(), tr.File)
	if err != nil {
		t.Fatal(err)
	}
	return viewtest.Match(t, r, "trace")
}

// matchAt is the view of m at a playback position, its cube shown as v
// from cam.
func matchAt(m *view.Match, at float64, v tenkaview.View, cam tenkaview.Camera) *render.MatchView {
	m.Board().(*tenkaview.Board).SetView(v, cam)
	pb := view.NewPlayback(m)
	pb.SetPos(at)
	var fr view.Frame
	pb.Frame(&fr)
	mv := &render.MatchView{}
	mv.Set(m, pb, &fr)
	return mv
}

var shape = view.Shape{W: tenkaview.Size, H: tenkaview.Size, Seats: 6}

// layout is the layout a w x h window paints with.
func layout(w, h int) view.Layout {
	return painttest.Layout(w, h, shape)
}

// paintFrame paints f at w x h inside the game loop.
func paintFrame(t testing.TB, f *render.Frame, w, h int) *image.RGBA {
	t.Helper()
	return painttest.Paint(t, f, layout(w, h))
}

// With TENKA_SHOTS=DIR, the three views at three sizes are written to
// DIR, to look at.
func TestShots(t *testing.T) {
	dir := os.Getenv("TENKA_SHOTS")
	if dir == "" {
		t.Skip("TENKA_SHOTS not set")
	}
	m := traceMatch(t, 2)
	for _, sz := range [][2]int{{640, 360}, {1280, 720}, {1920, 1080}} {
		for v, name := range []string{"cube", "pair", "net"} {
			img := paintFrame(t, &render.Frame{Screen: matchAt(m, 200.3, tenkaview.View(v), tenkaview.Camera{Yaw: 0.6, Pitch: 0.5})}, sz[0], sz[1])
			f, err := os.Create(filepath.Join(dir, name+"_"+itoa(sz[0])+".png"))
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(f, img); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
}

func itoa(v int) string { return render.Number(v) }
