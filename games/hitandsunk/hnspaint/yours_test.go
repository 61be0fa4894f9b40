package hnspaint

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"floorfall/games/hitandsunk/hnsview"
	"floorfall/games/hitandsunk/internal/livetest"
	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/view"
)

// duelTurn is the live match of testdata/duel.json at seat 0's first call
// (a submarine, head at 10,10 facing right; a battleship over 14,8 to
// 14,11) and its board.
func duelTurn(t *testing.T) (*view.Match, *hnsview.Board) {
	t.Helper()
	_, lm := livetest.Start(t, filepath.Join("..", "testdata", "duel.json"), "2", "4")
	return lm, lm.Board().(*hnsview.Board)
}

// The answer a person composes is painted on the sea: the ship's ghost
// where its moves leave it, a cross on the square a shot aims at, the
// box with the buttons; without it, the sea there is bare.
func TestDraftPainted(t *testing.T) {
	m, b := duelTurn(t)
	b.Compose(0, "up")
	b.Compose(0, "right")            // the head at 11,10, facing down
	b.ComposeAt(0, 14.5, 6.5, false) // a shot on open sea
	pos := float64(m.Turns())
	paint := func(yours any) (*image.RGBA, view.Layout) {
		v := painttest.ViewAt(m, pos)
		v.Yours, v.Seat, v.Keys, v.Buttons = yours, 0, b.Keys(0), b.Buttons(0)
		l := view.NewLayout(1280, 720, 1, m.Board().Shape())
		return painttest.Paint(t, &render.Frame{Screen: v}, l), l
	}
	y := b.Yours(0).(*hnsview.Turn)
	if y.Answer != "MKF+3-4" {
		t.Fatalf("the draft: %q (%s)", y.Answer, b.Keys(0))
	}
	with, l := paint(y)
	bare, _ := paint(nil)
	at := func(img *image.RGBA, x, y float64) color.RGBA {
		px, py := l.At(x, y)
		return img.RGBAAt(int(px), int(py))
	}
	// The ghost's stern, 11,8: open sea before the answer.
	if d := painttest.Dist(at(bare, 11.5, 8.5), colSea); d > 0.01 {
		t.Fatalf("the ghost's square is not bare sea without the draft: %v", at(bare, 11.5, 8.5))
	}
	if d := painttest.Dist(at(with, 11.5, 8.5), colSea); d < 0.02 {
		t.Errorf("no ghost at 11,8: %v", at(with, 11.5, 8.5))
	}
	// The shot's cross at 14,6, on its diagonal.
	if d := painttest.Dist(at(with, 14.7, 6.7), render.PlayerCol(0)); d > 0.05 {
		t.Errorf("no cross at 14,6: %v", at(with, 14.7, 6.7))
	}
	if d := painttest.Dist(at(bare, 14.7, 6.7), colSea); d > 0.01 {
		t.Errorf("a cross at 14,6 without the draft: %v", at(bare, 14.7, 6.7))
	}
	// The send button, in the panel.
	rs := l.YoursButtons(len(b.Buttons(0)))
	r := rs[len(rs)-1]
	if a, c := with.RGBAAt(int(r.X+4), int(r.Y+r.H/2)), bare.RGBAAt(int(r.X+4), int(r.Y+r.H/2)); a == c {
		t.Errorf("no send button at %+v: %v", r, a)
	}
}
