package app

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render"
	"floorfall/view"
)

// surface is what the window paints on: its size in pixels, the scale,
// the layout made for them and for the board shown, and the frame to
// paint with its bookkeeping.
type surface struct {
	p *render.Painter // nil in tests without a display
	l view.Layout
	u float64 // the UI scale l was made for
	// shape is the board the layout makes room for: the match shown
	// (view.NoBoard before one).
	shape view.Shape
	w     float64 // the size in pixels
	h     float64
	sf    float64 // the monitor's scale factor

	frame  render.Frame // what Draw paints, made by Update
	framed bool         // frame is made for the layout l
	dirty  bool         // the screen must be painted again
	busy   bool         // something moves: the loop runs at vsync
}

// resize makes the surface w x h pixels at the monitor's scale factor sf,
// and reports whether any of them changed (then it must be laid out
// again).
func (s *surface) resize(w, h, sf float64) bool {
	if w == s.w && h == s.h && sf == s.sf {
		return false
	}
	s.w, s.h, s.sf = w, h, sf
	return true
}

// layout lays the surface out at UI scale u, for a presentation (no
// bar) if presenting; the frame must be made again.
func (s *surface) layout(u float64, presenting bool) {
	s.u = u
	if s.shape == (view.Shape{}) {
		s.shape = view.NoBoard
	}
	if presenting {
		s.l = view.PresentLayout(s.w, s.h, u, s.shape)
	} else {
		s.l = view.NewLayout(s.w, s.h, u, s.shape)
	}
	s.dirty, s.framed = true, false
}

// reshape lays the surface out again for a board of shape sh, if the
// layout was made for another.
func (s *surface) reshape(sh view.Shape, presenting bool) {
	if sh != s.shape {
		s.shape = sh
		s.layout(s.u, presenting)
	}
}

// due reports whether there is a frame to paint that was not painted.
func (s *surface) due() bool { return s.dirty && s.framed }

// paint paints the frame on screen.
func (s *surface) paint(screen *ebiten.Image) {
	s.dirty = false
	s.p.Paint(screen, s.l, &s.frame)
}

// snapshot paints the frame into an image of the surface's size.
func (s *surface) snapshot() *image.RGBA {
	img := ebiten.NewImage(int(s.w), int(s.h))
	defer img.Deallocate()
	s.p.Paint(img, s.l, &s.frame)
	return render.ReadImage(img)
}

// pace tells win whether something moves (the loop runs at vsync) or
// not (it sleeps until input or a wake), when that changed.
func (s *surface) pace(busy bool, win window) {
	if busy != s.busy {
		s.busy = busy
		win.SetBusy(busy)
	}
}
