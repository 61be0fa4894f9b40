package jcpaint

import (
	"image/color"
	"math"
	"testing"

	"floorfall/games/jc2015/jcview"
	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// For a room (a presentation, an export: no bar), a player's token is
// larger: a point 0.45 squares behind its centre (away from its point) is
// in its colour, where in the window it is the block under it.
func TestRoomTokensLarger(t *testing.T) {
	r := rendertest.OpenReplay(t, rendertest.TraceReplay(t, "trace_003.json", t.TempDir()))
	for _, room := range []bool{false, true} {
		v := matchAt(t, r, 40)
		v.NoBar = room
		img := paintFrame(t, &render.Frame{Screen: v}, 1280, 720)
		l := view.NewLayout(1280, 720, 1, jcShape)
		fr := v.Frame.Board.(*jcview.Frame)
		hits, tokens := 0, 0
		for i, tk := range fr.Tokens {
			if !tk.Visible || tk.Falling {
				continue
			}
			tokens++
			x, y := l.At(tk.X-0.45*math.Cos(tk.Angle), tk.Y-0.45*math.Sin(tk.Angle))
			c := img.RGBAAt(int(x), int(y))
			if near(c, render.PlayerCol(i).NRGBA()) {
				hits++
			}
		}
		if tokens == 0 {
			t.Fatal("no token on the board")
		}
		if room && hits == 0 || !room && hits == tokens {
			t.Errorf("room %v: %d of %d tokens reach 0.5 squares from their centre", room, hits, tokens)
		}
	}
}

func near(c color.RGBA, d color.NRGBA) bool {
	diff := func(a, b uint8) int {
		if a > b {
			return int(a - b)
		}
		return int(b - a)
	}
	return diff(c.R, d.R) < 40 && diff(c.G, d.G) < 40 && diff(c.B, d.B) < 40
}
