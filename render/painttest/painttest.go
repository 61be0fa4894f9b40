// Package painttest paints a match's frames for the tests of the games'
// painters (inside the game loop of package rendertest): a frame at a
// playback position, and the allocations of painting while playing; and
// measures what was painted. It is imported only by tests.
package painttest

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// PaintAt paints match m at playback position pos, w x h, as a screenshot
// does; with the layout it was painted at.
func PaintAt(t testing.TB, m *view.Match, pos float64, w, h int) (*image.RGBA, view.Layout) {
	t.Helper()
	l := Layout(w, h, m.Board().Shape())
	return Paint(t, &render.Frame{Screen: ViewAt(m, pos)}, l), l
}

// Layout is the layout a w x h window (at a scale of 1) paints a board of
// shape s with.
func Layout(w, h int, s view.Shape) view.Layout {
	return view.NewLayout(float64(w), float64(h), view.UIScale(float64(w), float64(h), 1), s)
}

// Dist is how far a pixel is from a colour: the squared distance of their
// red, green and blue (each 0..1), 0..3.
func Dist(c color.RGBA, d render.RGBA) float64 {
	n := d.NRGBA()
	dr, dg, db := float64(c.R)/255-float64(n.R)/255, float64(c.G)/255-float64(n.G)/255, float64(c.B)/255-float64(n.B)/255
	return dr*dr + dg*dg + db*db
}

// ViewAt is the view of match m at playback position pos, as a
// screenshot shows it (see show.Shot.At).
func ViewAt(m *view.Match, pos float64) *render.MatchView {
	pb := view.NewPlayback(m)
	pb.SetPos(pos)
	var fr view.Frame
	pb.Frame(&fr)
	v := &render.MatchView{}
	v.Set(m, pb, &fr)
	return v
}

// Paint paints f at layout l inside the game loop.
func Paint(t testing.TB, f *render.Frame, l view.Layout) *image.RGBA {
	t.Helper()
	return PaintSeq(t, Step{f, l})[0]
}

// Step is a frame to paint at a layout.
type Step struct {
	F *render.Frame
	L view.Layout
}

// PaintSeq paints the steps one after the other with one painter, as a
// window paints its frames (the painter's caches kept), inside the game
// loop.
func PaintSeq(t testing.TB, steps ...Step) []*image.RGBA {
	t.Helper()
	var imgs []*image.RGBA
	rendertest.InLoop(t, func() {
		p, err := render.NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		for _, s := range steps {
			dst := ebiten.NewImage(int(s.L.W), int(s.L.H))
			p.Paint(dst, s.L, s.F)
			imgs = append(imgs, render.ReadImage(dst))
			dst.Deallocate()
		}
	})
	return imgs
}

// InPainter runs f inside the game loop with a new painter and a w x h
// image to paint on.
func InPainter(t testing.TB, w, h int, f func(p *render.Painter, dst *ebiten.Image)) {
	t.Helper()
	rendertest.InLoop(t, func() {
		p, err := render.NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		f(p, dst)
	})
}

// FrameAllocs measures the allocations of painting a frame of m at
// 1280x720 while playing from position pos; then after change (the end
// with its banner, a player's fog...), after a few frames. v is the view
// last painted.
func FrameAllocs(t testing.TB, m *view.Match, pos float64, change func(pb *view.Playback)) (before, after float64, v *render.MatchView) {
	t.Helper()
	v = &render.MatchView{}
	InPainter(t, 1280, 720, func(p *render.Painter, dst *ebiten.Image) {
		l := view.NewLayout(1280, 720, 1, m.Board().Shape())
		pb := view.NewPlayback(m)
		var fr view.Frame
		f := &render.Frame{Screen: v}
		frame := func() {
			pb.Advance(1.0 / 60)
			pb.Frame(&fr)
			v.Set(m, pb, &fr)
			p.Paint(dst, l, f)
		}
		pb.SetPos(pos)
		pb.Play()
		for range 30 { // warm the caches: glyphs, faces, shaped texts
			frame()
		}
		before = testing.AllocsPerRun(30, frame)
		change(pb)
		for range 30 {
			frame()
		}
		after = testing.AllocsPerRun(30, frame)
	})
	return before, after, v
}

// CheckAllocs fails t when painting a frame of m at 1280x720 while
// playing from position pos, or with the end banner up, allocates more
// than limit times a frame (see FrameAllocs).
func CheckAllocs(t testing.TB, m *view.Match, pos, limit float64) {
	t.Helper()
	playing, banner, v := FrameAllocs(t, m, pos, func(pb *view.Playback) { pb.End() })
	if v.Banner == nil {
		t.Error("no banner at the end")
	}
	t.Logf("%.0f allocations per frame playing, %.0f with the banner", playing, banner)
	if playing > limit || banner > limit {
		t.Fatalf("%.0f allocations per frame playing, %.0f with the banner (at most %.0f)", playing, banner, limit)
	}
}

// TextsIn paints f at layout l and returns the texts painted whose anchor
// lies in r (see render.Painter.RecordTexts).
func TextsIn(t testing.TB, f *render.Frame, l view.Layout, r view.Rect) []render.TextMark {
	t.Helper()
	var in []render.TextMark
	rendertest.InLoop(t, func() {
		p, err := render.NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(int(l.W), int(l.H))
		defer dst.Deallocate()
		p.RecordTexts()
		p.Paint(dst, l, f)
		for _, m := range p.Texts() {
			if r.In(m.X, m.Y) {
				in = append(in, m)
			}
		}
	})
	return in
}

// CheckSmallType fails t when the legend at the panel's foot or the
// chart's labels and tabs of v, painted w x h, are under view.SmallType
// (the design guide's least size for secondary text), or, at 1280x720 and
// more, when none is painted.
func CheckSmallType(t testing.TB, v *render.MatchView, w, h int) {
	t.Helper()
	l := Layout(w, h, v.M.Board().Shape())
	u := l.U
	pn := l.Panel
	lh := v.Board.LegendH(u)
	c := l.ChartRect()
	regions := map[string]view.Rect{
		"legend": {X: pn.X, Y: pn.Y + pn.H - lh, W: pn.W, H: lh},
		"chart":  {X: c.X - 2*u, Y: c.Y, W: c.W + 10*u, H: c.H + 26*u},
	}
	for what, r := range regions {
		if r.W <= 0 || r.H <= 0 {
			if w >= 1280 {
				t.Errorf("%dx%d: no room for the %s", w, h, what)
			}
			continue
		}
		marks := TextsIn(t, &render.Frame{Screen: v}, l, r)
		if len(marks) == 0 && w >= 1280 {
			t.Errorf("%dx%d: no text in the %s", w, h, what)
		}
		for _, m := range marks {
			if m.Size < view.SmallType*u-0.01 {
				t.Errorf("%dx%d: the %s's %q is %.1f px, under %.1f", w, h, what, m.S, m.Size, view.SmallType*u)
			}
		}
	}
}
