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
			for i := 1; i < len(l.Cards); i++ {
				if l.Cards[i].Y < l.Cards[i-1].Y+l.Cards[i-1].H {
					t.Fatalf("%v %v: cards %d and %d overlap", s, sz, i-1, i)
				}
			}
		}
	}
}
