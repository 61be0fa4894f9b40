package view

import (
	"testing"

	"floorfall/replay"
)

// A seat's badge says how its bot went wrong once the state shown is at
// or after the turn it did.
func TestBadge(t *testing.T) {
	for _, tc := range []struct {
		st    Seat
		shown int
		want  string
	}{
		{Seat{Status: replay.StatusInvalid, StatusTurn: 7}, 7, "invalid in turn 7"},
		{Seat{Status: replay.StatusInvalid, StatusTurn: 7}, 6, ""},
		{Seat{Status: replay.StatusTimeout, StatusTurn: 3}, 9, "timeout in turn 3"},
		{Seat{Status: replay.StatusNotReady, StatusTurn: -1}, 0, "not-ready"},
		{Seat{Status: replay.StatusOK, StatusTurn: -1}, 5, ""},
		{Seat{Status: "crashed", StatusTurn: 3}, 5, "crashed in turn 3"},
		{Seat{Status: "crashed", StatusTurn: 3}, 2, ""},
		{Seat{Status: "timeout", StatusTurn: 0}, 0, "timeout in turn 0"},
		{Seat{Status: "exited", StatusTurn: 4}, 9, "exited in turn 4"},
		{Seat{Status: "not-ready", StatusTurn: -1}, 0, "not-ready"},
		{Seat{Status: "ok", StatusTurn: -1}, 7, ""},
	} {
		if got := badge(tc.st, tc.shown); got != tc.want {
			t.Errorf("badge(%+v, %d) = %q, want %q", tc.st, tc.shown, got, tc.want)
		}
	}
	if got := seatWhy(Seat{Status: "crashed", StatusTurn: 2}); got != "crashed in turn 2" {
		t.Errorf("seatWhy: %q", got)
	}
	if got := seatWhy(Seat{Status: "not-ready", StatusTurn: -1, Detail: replay.DetailNoBot}); got != "not-ready: no bot command given" {
		t.Errorf("seatWhy of a seat given no bot: %q", got)
	}
}
