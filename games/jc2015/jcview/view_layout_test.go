package jcview

import (
	"testing"

	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

func TestLayout(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 720, 1}, {1920, 1080, 1}, {2560, 1440, 2}, {800, 600, 1}, {3840, 2160, 1}} {
		w, h, dsf := sz[0], sz[1], sz[2]
		u := view.UIScale(w/dsf, h/dsf, dsf)
		l := view.NewLayout(w, h, u, jcShape)
		b := l.Board
		if b.W != b.H || b.W != l.Square*engine.Size || l.Square < 10 {
			t.Fatalf("%v: the board is square, whole squares: %+v", sz, l)
		}
		if b.X < 0 || b.Y < 0 || b.X+b.W > l.Panel.X || b.Y+b.H > l.Bar.Y {
			t.Fatalf("%v: the board fits its area: %+v", sz, l)
		}
		if b.H < 0.8*(h-l.Bar.H) {
			t.Fatalf("%v: the board takes most of the height: %v of %v", sz, b.H, h)
		}
		last := l.Cards[3]
		if last.Y+last.H > l.Status.Y || l.Status.Y+l.Status.H > l.Bar.Y+1 {
			t.Fatalf("%v: cards, then the counter, above the bar: %+v", sz, l)
		}
		if l.Track.X < l.Play.X+l.Play.W || l.Track.X+l.Track.W > l.Speed.X || l.Speed.X+l.Speed.W > l.HelpB.X {
			t.Fatalf("%v: bar order: %+v", sz, l)
		}
		for _, q := range []engine.Square{{X: 0, Y: 0}, {X: 17, Y: 17}, {X: 5, Y: 11}} {
			x, y := l.At(float64(q.X)+0.5, float64(q.Y)+0.5)
			_, got, ok := (&Board{}).HitAt(nil, (x-l.Board.X)/l.Square, (y-l.Board.Y)/l.Square)
			if want := (view.Cell{X: q.Block().X, Y: q.Block().Y}); !ok || got != want {
				t.Fatalf("%v: square %v at (%v,%v) is in block %v", sz, q, x, y, got)
			}
		}
		if _, _, ok := (&Board{}).HitAt(nil, -1/l.Square, 0); ok {
			t.Fatal("off the board")
		}
		if !near(l.TrackFraction(l.TrackX(0.3)), 0.3) || l.TrackFraction(0) != 0 || l.TrackFraction(w) != 1 {
			t.Fatal("track fractions")
		}
	}
	if view.UIScale(1280, 720, 1) != 1 || view.UIScale(1920, 1080, 1) != 1.5 || view.UIScale(1280, 720, 2) != 2 || view.UIScale(400, 300, 1) != 0.75 {
		t.Fatal("UI scale")
	}
}
