package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/games/jc2015/jcreplay"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// paintFrame paints f at w x h inside the game loop.
func paintFrame(t testing.TB, f *Frame, w, h int) *image.RGBA {
	t.Helper()
	var img *image.RGBA
	rendertest.InLoop(t, func() {
		p, err := NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(w, h)
		defer dst.Deallocate()
		p.Paint(dst, view.NewLayout(float64(w), float64(h), view.UIScale(float64(w), float64(h), 1)), f)
		img = ReadImage(dst)
	})
	return img
}

// matchAt is the view of a replay at a playback position (see
// show.Shot.At), as a screenshot shows it.
func matchAt(tl *jcreplay.Timeline, at float64) *MatchView {
	m := view.FromTimeline(tl, "test")
	pb := view.NewPlayback(m)
	pb.SetPos(at)
	var fr view.Frame
	pb.Frame(&fr)
	v := &MatchView{}
	v.Set(m, pb, &fr)
	return v
}
