package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/view"
)

// Painting a frame while playing allocates (nearly) nothing: the batch,
// faces, texts and frame are kept from frame to frame.
func TestPaintAllocations(t *testing.T) {
	var allocs float64
	paintLoop(t, func(p *painter, dst *ebiten.Image, l view.Layout, s *scene) {
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

// A tooltip is made again only when what is under the mouse or the state
// shown changes, and the end banner once: frames with a tooltip up while
// playing, or with the banner shown, allocate (nearly) nothing either.
func TestPaintAllocationsHoverAndBanner(t *testing.T) {
	var hover, banner float64
	paintLoop(t, func(p *painter, dst *ebiten.Image, l view.Layout, s *scene) {
		frame := func() {
			s.pb.Advance(1.0 / 60)
			s.pb.Frame(&s.fr)
			s.updateHover(&l, false)
			p.paint(dst, l, s)
		}

		// Playing, the mouse on the player to act's card.
		s.pb.SetPos(100)
		s.pb.Play()
		s.pb.Frame(&s.fr)
		c := l.Cards[s.fr.Turn%len(l.Cards)]
		s.mx, s.my = c.X+c.W/2, c.Y+c.H/2
		if !s.updateHover(&l, false) || len(s.hover.Lines) == 0 {
			t.Errorf("no tooltip over a card: %+v", s.hover)
			return
		}
		for range 30 {
			frame()
		}
		hover = testing.AllocsPerRun(30, frame)
		if len(s.hover.Lines) == 0 || !s.pb.Playing() {
			t.Errorf("the tooltip went: %+v", s.hover)
		}

		// At the end, the banner up.
		s.pb.End()
		for range 5 {
			frame()
		}
		if !s.pb.BannerShown() {
			t.Error("no banner at the end")
			return
		}
		banner = testing.AllocsPerRun(30, frame)
	})
	t.Logf("%.0f allocations per frame with a tooltip, %.0f with the banner", hover, banner)
	if hover > 100 || banner > 100 {
		t.Fatalf("%.0f allocations per frame with a tooltip, %.0f with the banner", hover, banner)
	}
}

// paintLoop runs f in the game loop with a painter, a 1280x720 image, its
// layout and a scene showing trace_003.
func paintLoop(t *testing.T, f func(p *painter, dst *ebiten.Image, l view.Layout, s *scene)) {
	t.Helper()
	tl := openTimeline(t, traceReplay(t, "trace_003.json", t.TempDir()))
	m := view.FromTimeline(tl, "trace")
	inLoop(t, func() {
		p, err := newPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(1280, 720)
		defer dst.Deallocate()
		s := &scene{m: m, pb: view.NewPlayback(m), hover: view.Hover{Player: -1}}
		f(p, dst, view.NewLayout(1280, 720, 1), s)
	})
}
