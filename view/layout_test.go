package view

import (
	"testing"

	"floorfall/games/jc2015/engine"
)

func TestLayout(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 720, 1}, {1920, 1080, 1}, {2560, 1440, 2}, {800, 600, 1}, {3840, 2160, 1}} {
		w, h, dsf := sz[0], sz[1], sz[2]
		u := UIScale(w/dsf, h/dsf, dsf)
		l := NewLayout(w, h, u)
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
			if got, ok := l.SquareAt(x, y); !ok || got != q {
				t.Fatalf("%v: square %v at (%v,%v) is %v", sz, q, x, y, got)
			}
		}
		if _, ok := l.SquareAt(b.X-1, b.Y); ok {
			t.Fatal("off the board")
		}
		if !near(l.TrackFraction(l.TrackX(0.3)), 0.3) || l.TrackFraction(0) != 0 || l.TrackFraction(w) != 1 {
			t.Fatal("track fractions")
		}
	}
	if UIScale(1280, 720, 1) != 1 || UIScale(1920, 1080, 1) != 1.5 || UIScale(1280, 720, 2) != 2 || UIScale(400, 300, 1) != 0.75 {
		t.Fatal("UI scale")
	}
}
