package view

import "testing"

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// Any board shape and any number of seats fit the window: the board keeps
// its shape, the cards and the counter stay above the bar and beside the
// board, at every size from the smallest window up.
func TestLayoutShapes(t *testing.T) {
	shapes := []Shape{{18, 18, 4}, {40, 20, 2}, {100, 60, 10}, {12, 40, 16}, {35, 35, 8}}
	sizes := [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {3840, 2160}, {480, 320}}
	for _, s := range shapes {
		for _, sz := range sizes {
			w, h := sz[0], sz[1]
			u := UIScale(w, h, 1)
			l := NewLayout(w, h, u, s)
			b := l.Board
			if len(l.Cards) != s.Seats {
				t.Fatalf("%v %v: %d cards", s, sz, len(l.Cards))
			}
			if !near(b.W/b.H, s.W/s.H) || !near(b.W, l.Square*s.W) || l.Square < 1 {
				t.Fatalf("%v %v: board %+v, square %v", s, sz, b, l.Square)
			}
			if b.X < 0 || b.Y < 0 || b.X+b.W > l.Panel.X || b.Y+b.H > l.Bar.Y+1 {
				t.Fatalf("%v %v: the board %+v leaves the window or meets the panel %+v", s, sz, b, l.Panel)
			}
			last := l.Cards[len(l.Cards)-1]
			if last.Y+last.H > l.Status.Y || l.Status.Y+l.Status.H > l.Bar.Y+1 {
				t.Fatalf("%v %v: cards %+v, then the counter %+v, above the bar %+v", s, sz, last, l.Status, l.Bar)
			}
			for i := range l.Cards {
				for j := range i {
					if overlap(l.Cards[i], l.Cards[j]) {
						t.Fatalf("%v %v: cards %d and %d overlap", s, sz, j, i)
					}
				}
				if c := l.Cards[i]; c.X < l.Panel.X || c.X+c.W > l.Panel.X+l.Panel.W+0.01 || c.Y+c.H > l.Status.Y {
					t.Fatalf("%v %v: card %d %+v leaves the panel %+v", s, sz, i, c, l.Panel)
				}
			}
		}
	}
}

// Ten and sixteen seats keep a row a seat tall and wide enough for a
// name and its figures, at every size from 640x360, and leave the game's
// legend its band under the counter.
func TestLayoutManySeats(t *testing.T) {
	sizes := [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {3840, 2160}}
	for _, seats := range []int{10, 16} {
		for _, sz := range sizes {
			u := UIScale(sz[0], sz[1], 1)
			l := NewLayout(sz[0], sz[1], u, Shape{W: 64, H: 64, Seats: seats})
			for i, c := range l.Cards {
				if c.H < 18*u || c.W < 140*u {
					t.Errorf("%d seats at %v: card %d is %.0fx%.0f px, too small for a name and figures", seats, sz, i, c.W, c.H)
				}
			}
			lg := l.Legend
			if lg.H < 40*u || lg.Y < l.Status.Y+l.Status.H || lg.Y+lg.H > l.Bar.Y+0.01 {
				t.Errorf("%d seats at %v: legend band %+v, counter %+v, bar %+v", seats, sz, lg, l.Status, l.Bar)
			}
		}
	}
	if l := NewLayout(1280, 720, 1, Shape{W: 18, H: 18, Seats: 4}); l.Legend.H != 0 || l.CardCols != 1 {
		t.Errorf("four seats: legend band %+v, %d columns; want full cards", l.Legend, l.CardCols)
	}
}
