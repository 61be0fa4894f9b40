package jcpaint

import (
	"testing"

	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/view"

	"github.com/hajimehoshi/ebiten/v2"
)

// The legend's fallen square keeps its ring round its two digits, not
// over them (the ring crossed the "2" of "12"), and in the square, at
// every window size.
func TestLegendRingClearsDigits(t *testing.T) {
	painttest.InPainter(t, 64, 64, func(p *render.Painter, _ *ebiten.Image) {
		for _, sz := range [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {3840, 2160}} {
			u := view.UIScale(sz[0], sz[1], 1)
			r, w, size := fallenIcon(u)
			if half := p.Width("12", size) / 2; half > r-w/2-1*u {
				t.Errorf("%v: the digits reach %.1f px from the middle, the ring from %.1f", sz, half, r-w/2)
			}
			if r+w/2 > 11*u || size < view.SmallType*u {
				t.Errorf("%v: ring %.1f+%.1f in a square of %.1f, digits %.1f px", sz, r, w/2, 11*u, size)
			}
		}
	})
}
