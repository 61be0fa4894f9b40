package view

import "testing"

// TestShorten keeps whole parts of a figure line, score first, and never
// cuts one.
func TestShorten(t *testing.T) {
	width := func(s string) float64 { return float64(len(s)) }
	s := "score 9 · 4 hits 1 sunk · submarine 3/3"
	for _, c := range []struct {
		w    float64
		want string
	}{
		{100, s},
		{float64(len("score 9 · 4 hits 1 sunk")), "score 9 · 4 hits 1 sunk"},
		{float64(len(s)) - 1, "score 9 · 4 hits 1 sunk"},
		{20, "score 9"},
		{7, "score 9"},
		{6, "9"},
		{0, ""},
	} {
		if got := Shorten(s, c.w, width); got != c.want {
			t.Errorf("Shorten(%q, %v) = %q, want %q", s, c.w, got, c.want)
		}
	}
	if got := Shorten("score -15", 4, width); got != "-15" {
		t.Errorf("one part, narrow: %q, want -15", got)
	}
	if got := Shorten("", 4, width); got != "" {
		t.Errorf("empty: %q", got)
	}
}

// TestWholeParts keeps a label's whole parts or nothing, and a round's
// short name is the words before its colon.
func TestWholeParts(t *testing.T) {
	width := func(s string) float64 { return float64(len(s)) }
	s := "score per seat · cells painted"
	if got := WholeParts(s, 20, width); got != "score per seat" {
		t.Errorf("WholeParts 20: %q", got)
	}
	if got := WholeParts(s, 10, width); got != "" {
		t.Errorf("WholeParts 10: %q, want nothing rather than a cut part", got)
	}
	if got := WholeParts(s, 100, width); got != s {
		t.Errorf("WholeParts 100: %q", got)
	}
	if got := ShortRound("second half: areas score"); got != "second half" {
		t.Errorf("ShortRound: %q", got)
	}
	if got := ShortRound("round 31"); got != "round 31" {
		t.Errorf("ShortRound without a colon: %q", got)
	}
}

// TestNamesFit lists names whole and leaves room for "+N".
func TestNamesFit(t *testing.T) {
	width := func(s string) float64 { return float64(len(s)) }
	names := []string{"random#1", "greedy#1", "sample", "still", "random#2", "greedy#2"}
	sep := " · " // 4 bytes: the dot is two
	for _, c := range []struct {
		w    float64
		want int
	}{
		{1000, 6},
		{8, 0},                     // "random#1" but no room for " · +5"
		{8 + 4 + 2, 1},             // "random#1 · +5"
		{8 + 4 + 8 + 4 + 2, 2},     // "random#1 · greedy#1 · +4"
		{8 + 4 + 8 + 4 + 1, 1},     // one short
		{8*4 + 6 + 5 + 4*5, 6},     // all six, no "+N"
		{8*4 + 6 + 5 + 4*5 - 1, 5}, // five and " · +1"
	} {
		if got := NamesFit(names, sep, c.w, width); got != c.want {
			t.Errorf("NamesFit at %v: %d, want %d", c.w, got, c.want)
		}
	}
}
