package view

import (
	"strings"
	"testing"
)

// The buttons of the person's box go in rows at its foot, inside the
// panel, whatever the window's size.
func TestYoursButtonsInThePanel(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 720}, {640, 360}, {3840, 2160}} {
		l := NewLayout(sz[0], sz[1], UIScale(sz[0], sz[1], 1), Shape{W: 32, H: 32, Seats: 2})
		rs := l.YoursButtons(7)
		if len(rs) != 7 || rs[4].Y <= rs[3].Y || rs[4].X != rs[0].X || rs[1].X <= rs[0].X+rs[0].W || rs[6].Y+rs[6].H > l.YoursFoot() {
			t.Fatalf("%v: buttons %+v, foot %v", sz, rs, l.YoursFoot())
		}
		for _, r := range rs {
			if r.X < l.Panel.X || r.X+r.W > l.Panel.X+l.Panel.W || r.W < 40*l.U {
				t.Fatalf("%v: button %+v out of the panel %+v", sz, r, l.Panel)
			}
		}
	}
	if l := NewLayout(1280, 720, 1, Shape{W: 32, H: 32, Seats: 2}); l.YoursButtons(0) != nil {
		t.Fatal("buttons for none")
	}
}

// Wrap breaks a line of keys between its parts (the " · " dropped) rather
// than inside one, and at a space inside a part only when no part ends in
// the line's second half.
func TestWrapBetweenParts(t *testing.T) {
	width := func(s string) float64 { return float64(len([]rune(s))) }
	for _, c := range []struct {
		s    string
		w    float64
		want []string
	}{
		{"↑ ahead  ·  ← turn left  ·  → turn right  ·  ↓ turn back (then one cell on)", 60,
			[]string{"↑ ahead  ·  ← turn left  ·  → turn right", "↓ turn back (then one cell on)"}},
		{"arrows move · Space attacks (0 blocks) · . does nothing", 45,
			[]string{"arrows move · Space attacks (0 blocks)", ". does nothing"}},
		{"a · bcdefghij klmnop", 14, []string{"a · bcdefghij", "klmnop"}},
		{"short", 40, []string{"short"}},
	} {
		got := Wrap(nil, c.s, c.w, width)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("Wrap(%q, %v) = %q, want %q", c.s, c.w, got, c.want)
		}
	}
}
