package view

import "testing"

// --draw and W: every seat's, the debug panel's seat's (every seat's while
// it is closed), none, one seat's.
func TestDrawSeats(t *testing.T) {
	for _, tc := range []struct {
		in    string
		shows [2][2]bool // [seat][debug panel closed, on seat 1]
	}{
		{"all", [2][2]bool{{true, true}, {true, true}}},
		{"none", [2][2]bool{{false, false}, {false, false}}},
		{"1", [2][2]bool{{false, false}, {true, true}}},
	} {
		d, ok := ParseDrawSeats(tc.in)
		if !ok {
			t.Fatalf("%q refused", tc.in)
		}
		for i := range 2 {
			for k, debug := range []int{-1, 1} {
				if d.Shows(i, debug) != tc.shows[i][k] {
					t.Errorf("--draw %s: seat %d shown %v with the debug panel on %d", tc.in, i, !tc.shows[i][k], debug)
				}
			}
		}
	}
	if DrawDebug.Shows(0, 1) || !DrawDebug.Shows(1, 1) || !DrawDebug.Shows(0, -1) {
		t.Error("the debug panel's seat")
	}
	if DrawAll.Next() != DrawDebug || DrawDebug.Next() != DrawNone || DrawNone.Next() != DrawAll || DrawSeat(3).Next() != DrawAll {
		t.Error("W's cycle")
	}
	for _, bad := range []string{"-1", "x", "256", "1.5"} {
		if _, ok := ParseDrawSeats(bad); ok {
			t.Errorf("%q taken", bad)
		}
	}
	var zero DrawSeats
	if zero != DrawAll || DrawSeat(0).Text() != "drawings: seat 0's" {
		t.Error("the zero value is every seat's; a seat's text")
	}
}
