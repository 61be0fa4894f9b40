package antspaint

import (
	"image"
	"testing"

	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/view"
)

// The chart's course is painted once and kept (render's chart cache): a
// painter that painted another match's chart, or the same match with
// fewer turns played, paints the chart a fresh painter paints.
func TestChartRepaintedWhenItChanges(t *testing.T) {
	r1, _ := traceReplay(t, "trace_001")
	r2, _ := traceReplay(t, "trace_003")
	v1, m1 := matchAt(t, r1, 40, -1)
	v2, m2 := matchAt(t, r2, 40, -1)
	l1, l2 := painttest.Layout(1280, 720, m1.Board().Shape()), painttest.Layout(1280, 720, m2.Board().Shape())
	seq := painttest.PaintSeq(t,
		painttest.Step{F: &render.Frame{Screen: v1}, L: l1},
		painttest.Step{F: &render.Frame{Screen: v2}, L: l2},
		painttest.Step{F: &render.Frame{Screen: v1}, L: l1})
	fresh2 := painttest.Paint(t, &render.Frame{Screen: v2}, l2)
	fresh1 := painttest.Paint(t, &render.Frame{Screen: v1}, l1)
	if len(seq) != 3 {
		t.Fatalf("painted %d frames, want 3", len(seq))
	}
	c1, c2 := l1.ChartRect(), l2.ChartRect()
	if c1.W <= 0 || c2.W <= 0 {
		t.Fatalf("no chart at 1280x720: %v %v", c1, c2)
	}
	if n := differ(seq[1], fresh2, c2); n > 0 {
		t.Errorf("after another match's chart, %d pixels of trace_003's chart differ from a fresh painter's", n)
	}
	if n := differ(seq[2], fresh1, c1); n > 0 {
		t.Errorf("back to the first match, %d pixels of its chart differ from a fresh painter's", n)
	}
	if n := differ(seq[0], seq[1], c1); n == 0 {
		t.Errorf("the two matches' charts are the same picture: the test shows nothing")
	}
}

// differ counts the pixels of r (and a margin) where a and b differ by
// more than the GPU's rounding (a level or two, from where the images lie
// in Ebitengine's atlas).
func differ(a, b *image.RGBA, r view.Rect) int {
	n := 0
	for y := int(r.Y) - 8; y < int(r.Y+r.H)+8; y++ {
		for x := int(r.X) - 8; x < int(r.X+r.W)+8; x++ {
			p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
			if far(p.R, q.R) || far(p.G, q.G) || far(p.B, q.B) {
				n++
			}
		}
	}
	return n
}

func far(a, b uint8) bool { return max(a, b)-min(a, b) > 6 }
