package jcpaint

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// Painting a frame while playing allocates (nearly) nothing: the batch,
// faces, texts and frame are kept from frame to frame; and with the end
// banner up, neither.
func TestPaintAllocations(t *testing.T) {
	r := rendertest.OpenReplay(t, rendertest.TraceReplay(t, "trace_003.json", t.TempDir()))
	m, err := view.FromReplay(r, "trace")
	if err != nil {
		t.Fatal(err)
	}
	var playing, banner float64
	rendertest.InLoop(t, func() {
		p, err := render.NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(1280, 720)
		defer dst.Deallocate()
		l := view.NewLayout(1280, 720, 1, jcShape)
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

		pb.End()
		for range 5 {
			frame()
		}
		if v.Banner == nil {
			t.Error("no banner at the end")
			return
		}
		banner = testing.AllocsPerRun(30, frame)
	})
	t.Logf("%.0f allocations per frame playing, %.0f with the banner", playing, banner)
	if playing > 100 || banner > 100 {
		t.Fatalf("%.0f allocations per frame playing, %.0f with the banner", playing, banner)
	}
}
