package jcpaint

import (
	"image"
	"testing"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcview"
	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/view"
)

// A live match is painted from its first moment, before any turn (the
// course chart, the cards, the counter), and with a person's turn shown.
func TestPaintLiveBeforeFirstTurn(t *testing.T) {
	img, yt := paintYoursTurn(t)
	if img == nil || len(yt.Attack) == 0 {
		t.Fatal("nothing painted")
	}
	// The attack preview is painted in player 0's colour on the board.
	c := render.PlayerCol(0).NRGBA()
	hit := 0
	for _, mk := range yt.Attack {
		l := view.NewLayout(1280, 720, 1, jcShape)
		x, y := l.At(float64(mk.X)*engine.BlockSize+0.25, (float64(mk.Y)+0.5)*engine.BlockSize) // on its dashed outline
		p := img.RGBAAt(int(x), int(y))
		if absDiff(p.R, c.R) < 40 && absDiff(p.G, c.G) < 40 {
			hit++
		}
	}
	if hit == 0 {
		t.Errorf("no block of the attack preview is painted in the player's colour")
	}
}

// paintYoursTurn paints a live match before its first turn, waiting for
// player 0, a person.
func paintYoursTurn(t testing.TB) (*image.RGBA, *jcview.Turn) {
	m := rendertest.LiveMatch(t)
	pb := view.NewPlayback(m)
	pb.End()
	var fr view.Frame
	pb.Frame(&fr)
	v := &render.MatchView{}
	v.Set(m, pb, &fr)
	b := m.Board().(view.Playable)
	yt := b.Yours(0)
	v.Yours, v.Seat, v.Keys = yt, 0, b.Keys(0)
	return paintFrame(t, &render.Frame{Screen: v}, 1280, 720), yt.(*jcview.Turn)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
