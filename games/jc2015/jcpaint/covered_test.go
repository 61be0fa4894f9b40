package jcpaint

import (
	"bytes"
	"testing"

	"floorfall/games/jc2015/jcview"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/render/rendertest"
)

// Under the end banner, a fall's callout is left out (it would show
// around the banner's edges, cut): the picture is the same as with no
// callout; with no banner the callout is painted.
func TestCalloutsHiddenUnderBanner(t *testing.T) {
	r := rendertest.OpenReplay(t, rendertest.TraceReplay(t, "trace_003.json", t.TempDir()))
	at := -1.0
	for pos := 1.0; pos <= float64(r.Turns()); pos++ {
		if matchAt(t, r, pos).Frame.Board.(*jcview.Frame).NCallouts > 0 {
			at = pos
			break
		}
	}
	if at < 0 {
		t.Fatal("no fall's callout in the replay")
	}
	paint := func(banner, callouts bool) []byte {
		v := matchAt(t, r, at)
		if banner {
			v.Banner = v.M.Banner()
		}
		if !callouts {
			v.Frame.Board.(*jcview.Frame).NCallouts = 0
		}
		// The board only, where a callout goes (the chart beside it is
		// painted from lines not always to the same pixel).
		img := paintFrame(t, &render.Frame{Screen: v}, 1280, 720)
		b := painttest.Layout(1280, 720, jcShape).Board
		var px []byte
		for y := int(b.Y); y < int(b.Y+b.H); y++ {
			px = append(px, img.Pix[img.PixOffset(int(b.X), y):img.PixOffset(int(b.X+b.W), y)]...)
		}
		return px
	}
	if !bytes.Equal(paint(true, true), paint(true, false)) {
		t.Error("a callout is painted under the end banner")
	}
	if bytes.Equal(paint(false, true), paint(false, false)) {
		t.Error("no callout painted without the banner")
	}
}
