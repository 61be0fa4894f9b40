package render

import (
	"testing"

	"floorfall/view"
)

// Painting a frame while playing allocates (nearly) nothing: the batch,
// faces, texts and frame are kept from frame to frame.
func TestPaintAllocations(t *testing.T) {
	tl := openTimeline(t, traceReplay(t, "trace_003.json", t.TempDir()))
	m := view.FromTimeline(tl, "trace")
	var allocs float64
	inLoop(t, func() {
		p, err := newPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := newImage(1280, 720)
		defer dst.Deallocate()
		l := view.NewLayout(1280, 720, 1)
		s := &scene{m: m, pb: view.NewPlayback(m), hover: view.Hover{Player: -1}}
		s.pb.SetPos(100)
		s.pb.Play()
		frame := func() {
			s.pb.Advance(1.0 / 60)
			s.pb.Frame(&s.fr)
			p.paint(dst, l, s)
		}
		for range 30 { // warm the caches: glyphs, faces, shaped texts
			frame()
		}
		allocs = testing.AllocsPerRun(30, frame)
	})
	t.Logf("%.0f allocations per frame", allocs)
	if allocs > 100 {
		t.Fatalf("%.0f allocations per frame", allocs)
	}
}
