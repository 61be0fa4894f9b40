package view

import "testing"

// A bot's failure shows from its turn on, in words: crashed too.
func TestBadge(t *testing.T) {
	for _, tc := range []struct {
		st    Seat
		shown int
		want  string
	}{
		{Seat{Status: "crashed", StatusTurn: 3}, 5, "crashed in turn 3"},
		{Seat{Status: "crashed", StatusTurn: 3}, 2, ""},
		{Seat{Status: "timeout", StatusTurn: 0}, 0, "timed out in turn 0"},
		{Seat{Status: "exited", StatusTurn: 4}, 9, "exited in turn 4"},
		{Seat{Status: "not-ready", StatusTurn: -1}, 0, "not ready"},
		{Seat{Status: "ok", StatusTurn: -1}, 7, ""},
	} {
		if got := badge(tc.st, tc.shown); got != tc.want {
			t.Errorf("badge(%+v, %d) = %q, want %q", tc.st, tc.shown, got, tc.want)
		}
	}
	if got := seatWhy(Seat{Status: "crashed", StatusTurn: 2}); got != "crashed in turn 2" {
		t.Errorf("seatWhy: %q", got)
	}
}
