package antspaint

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/games/ants/antsview"
	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// Painting a frame while playing allocates (nearly) nothing, with a
// player's fog too: the frame, its fog and the batch are kept from frame
// to frame.
func TestPaintAllocations(t *testing.T) {
	r, _ := traceReplay(t, "trace_001")
	m, err := view.FromReplay(r, "trace")
	if err != nil {
		t.Fatal(err)
	}
	var playing, fog float64
	rendertest.InLoop(t, func() {
		p, err := render.NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(1280, 720)
		defer dst.Deallocate()
		l := view.NewLayout(1280, 720, 1, m.Board().Shape())
		pb := view.NewPlayback(m)
		var fr view.Frame
		v := &render.MatchView{}
		f := &render.Frame{Screen: v}
		frame := func() {
			pb.Advance(1.0 / 60)
			pb.Frame(&fr)
			v.Set(m, pb, &fr)
			p.Paint(dst, l, f)
		}
		pb.SetPos(100)
		pb.Play()
		for range 30 { // warm the caches: glyphs, faces, shaped texts
			frame()
		}
		playing = testing.AllocsPerRun(30, frame)
		m.Board().(*antsview.Board).SetViewpoint(0)
		for range 30 {
			frame()
		}
		fog = testing.AllocsPerRun(30, frame)
	})
	t.Logf("%.0f allocations per frame playing, %.0f with a player's fog", playing, fog)
	if playing > 100 || fog > 100 {
		t.Fatalf("%.0f allocations per frame playing, %.0f with a player's fog", playing, fog)
	}
}
