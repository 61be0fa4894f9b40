package jcview

import (
	"strings"

	"testing"
	"unicode/utf8"

	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

// Fitting a text measures a number of strings that grows with the log of
// its length: a 10,000-character name costs 16 measurements at most, and
// the answer is the longest beginning that fits.
func TestFitMeasuresLittle(t *testing.T) {
	runes := func(s string) float64 { return float64(utf8.RuneCountInString(s)) * 10 }
	for _, tc := range []struct {
		s    string
		w    float64
		want string
	}{
		{strings.Repeat("a", 10000), 100, "aaaaaaa..."},
		{strings.Repeat("落", 10000), 95, "落落落落落落..."},
		{"short", 100, "short"},
		{"exactly ten", 110, "exactly ten"},
		{"too long", 29, ""},
		{"too long", 30, "..."},
		{"", 0, ""},
	} {
		calls := 0
		got := view.Fit(tc.s, tc.w, func(s string) float64 { calls++; return runes(s) })
		if got != tc.want {
			t.Errorf("view.Fit(%.12q…, %v) = %q, want %q", tc.s, tc.w, got, tc.want)
		}
		if calls > 16 {
			t.Errorf("view.Fit(%.12q…) measured %d strings", tc.s, calls)
		}
	}
}

func TestCut(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string
	}{
		{"hunter", 6, "hunter"},
		{"hunters", 6, "hunter…"},
		{"落ちる床", 4, "落ちる床"},
		{"落ちる床です", 4, "落ちる床…"},
		{"", 3, ""},
	} {
		if got := view.Cut(tc.s, tc.n); got != tc.want {
			t.Errorf("cut(%q, %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
	}
}

// Names, statuses and details from a replay are bounded before anything
// measures or draws them.
func TestHostileNamesBounded(t *testing.T) {
	long := strings.Repeat("名", 10000)
	var seats []view.Seat
	for i := range seats {
		seats[i] = view.Seat{Name: long, Status: long, Detail: long}
	}
	p := engine.Placement{
		{Square: engine.Square{X: 1, Y: 1}, Facing: engine.Right},
		{Square: engine.Square{X: 5, Y: 1}, Facing: engine.Down},
		{Square: engine.Square{X: 10, Y: 10}, Facing: engine.Up},
		{Square: engine.Square{X: 0, Y: 17}, Facing: engine.Up},
	}
	m, err := play(long, p, 8, []engine.Command{'A', 'N', 'N', 'N', 'N', 'N', 'N', 'N'}, seats)
	if err != nil {
		t.Fatal(err)
	}
	for i := range seats {
		if n := utf8.RuneCountInString(m.Name(i)); n > view.MaxNameRunes+1 {
			t.Errorf("name of player %d: %d runes", i, n)
		}
		if st := m.Seats[i]; utf8.RuneCountInString(st.Status) > view.MaxNameRunes+1 || utf8.RuneCountInString(st.Detail) > view.MaxDetailRunes+1 {
			t.Errorf("seat %d: status %d runes, detail %d", i, utf8.RuneCountInString(st.Status), utf8.RuneCountInString(st.Detail))
		}
	}
	if n := utf8.RuneCountInString(m.Title); n > view.MaxNameRunes+1 {
		t.Errorf("title: %d runes", n)
	}
	if b := m.Banner(); utf8.RuneCountInString(b.Title) > 2*view.MaxNameRunes {
		t.Errorf("banner title: %d runes", utf8.RuneCountInString(b.Title))
	}
}
