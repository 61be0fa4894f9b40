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
