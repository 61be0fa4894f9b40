package view

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// A person's box, whatever it holds, with or without a legend at the
// panel's foot, keeps clear of every card, the
// counter and the chart at 4, 6 and 16 seats and every window size: the
// cards shrink (one row a seat, two columns) to make room; the box stays
// in the panel above the bar, its buttons in it; the cards keep a row a
// seat readable.
func TestLayoutWithBox(t *testing.T) {
	long := "answer: nothing yet (sent empty, it waits)\nleft: 2 moves · 1 shot · action free · 4 mines\n" +
		"↑ ahead · ↓ astern · ← → turn · click: fire · Shift+click: mine · Space: no ship in sight and range · Enter sends · Backspace undoes · Esc clears\n✗ no ship there"
	boxes := []struct {
		keys string
		n    int
	}{
		{"↑ ahead  ·  ← turn left  ·  → turn right  ·  ↓ turn back (then one cell on)", 0},
		{long, 7},
		{"pick your ships: " + strings.Repeat("carrier battleship submarine ", 4), 12},
	}
	sizes := [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {3840, 2160}}
	for _, seats := range []int{4, 6, 16} {
		for _, sz := range sizes {
			for bi, bx := range boxes {
				for _, lg := range []float64{0, 80} {
					u := UIScale(sz[0], sz[1], 1)
					base := NewLayout(sz[0], sz[1], u, Shape{W: 64, H: 64, Seats: seats})
					width := func(s string, size float64) float64 { return float64(utf8.RuneCountInString(s)) * size * 0.54 }
					l, b := base.WithBox(bx.keys, bx.n, lg*u, width)
					at := fmt.Sprintf("%d seats at %v, box %d, legend %v", seats, sz, bi, lg)
					box := l.Box
					pn := l.Panel
					if box.H <= 0 || box.X < pn.X || box.X+box.W > pn.X+pn.W+0.01 || box.Y < pn.Y || box.Y+box.H > l.Bar.Y+0.01 {
						t.Fatalf("%s: the box %+v leaves the panel %+v", at, box, pn)
					}
					if len(b.Lines) == 0 || len(b.Lines) != len(b.Alert) || len(b.Buttons) != bx.n {
						t.Fatalf("%s: %d lines, %d alerts, %d buttons", at, len(b.Lines), len(b.Alert), len(b.Buttons))
					}
					// Every line kept, in type of 10 design pixels at least.
					joined := strings.Join(b.Lines, " ")
					for _, word := range strings.Fields(bx.keys) {
						if word != "·" && !strings.Contains(joined, word) {
							t.Errorf("%s: %q dropped from the lines %q", at, word, b.Lines)
							break
						}
					}
					if b.Size < 10*u-0.01 || b.LineH < b.Size {
						t.Errorf("%s: keys in type %.1f, lines %.1f apart", at, b.Size, b.LineH)
					}
					for k, line := range b.Lines {
						if width(line, b.Size) > box.W-28*u+0.01 {
							t.Errorf("%s: line %d %q wider than the box", at, k, line)
						}
					}
					if box.Y+b.Top-b.LineH/2+float64(len(b.Lines))*b.LineH > box.Y+box.H+0.01 {
						t.Errorf("%s: %d lines do not fit the box %+v", at, len(b.Lines), box)
					}
					for k, r := range b.Buttons {
						if r.X < box.X || r.X+r.W > box.X+box.W || r.Y < box.Y+b.Top-b.LineH/2+float64(len(b.Lines))*b.LineH-6*u || r.Y+r.H > box.Y+box.H {
							t.Errorf("%s: button %d %+v out of the box %+v", at, k, r, box)
						}
					}
					named := map[string]Rect{"the counter": l.Status, "the chart": l.ChartRect(), "the legend's band": l.Legend}
					if cr := l.ChartRect(); cr.W > 0 {
						named["the chart's tabs"] = l.ChartTab(0, 1)
					}
					for i, c := range l.Cards {
						named[fmt.Sprint("card ", i)] = c
						if c.H < MinRow*u-0.01 {
							t.Errorf("%s: card %d is %.1f px high, under a row (%.1f)", at, i, c.H, MinRow*u)
						}
					}
					for name, r := range named {
						if r.W > 0 && r.H > 0 && overlap(r, box) {
							t.Errorf("%s: the box %+v covers %s %+v", at, box, name, r)
						}
					}
					if oa := l.OutsArea(); oa.H > 0 && overlap(oa, box) {
						t.Errorf("%s: the box covers the list of seats out %+v", at, oa)
					}
					for i := range l.Cards {
						if overlap(l.Cards[i], l.Status) {
							t.Errorf("%s: card %d meets the counter", at, i)
						}
					}
					if back := l.NoBox(); back.Box.H != 0 || fmt.Sprint(back.Cards, back.Status, back.Legend) != fmt.Sprint(base.Cards, base.Status, base.Legend) {
						t.Errorf("%s: NoBox does not give back the layout without the box", at)
					}
					if again, _ := l.WithBox(bx.keys, bx.n, lg*u, width); fmt.Sprint(again.Cards, again.Box) != fmt.Sprint(l.Cards, l.Box) {
						t.Errorf("%s: WithBox twice differs from once", at)
					}
					// With no legend in the panel the box takes the foot; with
					// one, it keeps above the legend when there is room.
					if foot := pn.Y + pn.H; lg == 0 && box.Y+box.H < foot-6*u-0.01 {
						t.Errorf("%s: no legend, yet the box ends at %.0f, the panel at %.0f", at, box.Y+box.H, foot)
					}
				}
			}
		}
	}
}

// The debug panel's tabs, a disc a seat with its number, fit the head at
// every seat count up to 16 and every window size: no two discs (with the
// ring of the one shown) meet, each is big enough for two digits (and up
// to ten seats from 1280x720 get discs of full size, in one row), and
// they stay left of the head's keys.
func TestDebugTabsFit(t *testing.T) {
	sizes := [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {3840, 2160}}
	for _, seats := range []int{2, 4, 6, 10, 15, 16} {
		for _, sz := range sizes {
			u := UIScale(sz[0], sz[1], 1)
			l := NewLayout(sz[0], sz[1], u, Shape{W: 64, H: 64, Seats: seats})
			head := l.DebugHead()
			for i := range seats {
				a := l.DebugTab(i)
				ra := l.DebugDisc(a) + 2.75*u
				if l.DebugDisc(a) < 8*u-1e-9 || seats <= 10 && sz[0] >= 1280 && l.DebugDisc(a) < 12*u-1e-9 {
					t.Errorf("%d seats at %v: tab %d's disc is %.1f px, too small for two digits", seats, sz, i, l.DebugDisc(a))
				}
				if a.X < head.X || a.Y < head.Y || a.Y+a.H/2+l.DebugDisc(a)+2.75*u > head.Y+44*u || a.Y+a.H > head.Y+head.H+0.01 || a.X+a.W > head.X+head.W*0.74 {
					t.Errorf("%d seats at %v: tab %d %+v leaves the head %+v", seats, sz, i, a, head)
				}
				if got := l.DebugTabAt(a.X+a.W/2, a.Y+a.H/2); got != i {
					t.Errorf("%d seats at %v: a click on tab %d finds %d", seats, sz, i, got)
				}
				for j := range i {
					b := l.DebugTab(j)
					rb := l.DebugDisc(b) + 2.75*u
					dx, dy := a.X+a.W/2-b.X-b.W/2, a.Y+a.H/2-b.Y-b.H/2
					if dx*dx+dy*dy < (ra+rb)*(ra+rb) {
						t.Errorf("%d seats at %v: the discs of tabs %d and %d meet", seats, sz, j, i)
					}
				}
			}
		}
	}
}
