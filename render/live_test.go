package render

import (
	"image"
	"testing"

	"floorfall/games/jc2015/engine"
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
	c := playerCol(0)
	hit := 0
	for _, mk := range yt.Attack {
		l := view.NewLayout(1280, 720, 1)
		x, y := l.At(float64(mk.X)*engine.BlockSize+0.1, (float64(mk.Y)+0.5)*engine.BlockSize)
		p := img.RGBAAt(int(x), int(y))
		if absDiff(p.R, uint8(c.r*255)) < 40 && absDiff(p.G, uint8(c.g*255)) < 40 {
			hit++
		}
	}
	if hit == 0 {
		t.Errorf("no block of the attack preview is painted in the player's colour")
	}
}

// paintYoursTurn paints a live match before its first turn, waiting for
// player 0, a person.
func paintYoursTurn(t testing.TB) (*image.RGBA, view.Turn) {
	m := rendertest.LiveMatch(t)
	pb := view.NewPlayback(m)
	pb.End()
	var fr view.Frame
	pb.Frame(&fr)
	v := &MatchView{}
	v.Set(m, pb, &fr)
	yt := view.YourTurn(m.LastState(), 0)
	v.Yours = &yt
	return paintFrame(t, &Frame{Screen: v}, 1280, 720), yt
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
