package jc2015

import (
	"slices"
	"testing"

	"floorfall/games/jc2015/engine"
)

// Places rank by the order of falls: still on the board is best, a later
// fall better than an earlier one, falls in the same turn tied.
func TestPlaces(t *testing.T) {
	type fall struct{ turn, player int }
	for _, tc := range []struct {
		falls []fall
		want  []int
	}{
		// P0 last standing; P2 and P3 fell together after P1.
		{[]fall{{10, 1}, {20, 2}, {20, 3}}, []int{1, 4, 2, 2}},
		// A draw at the limit: three still standing share the first place.
		{[]fall{{5, 2}}, []int{1, 1, 4, 1}},
		// All fell, the last two in the same turn: they share the first place.
		{[]fall{{3, 0}, {7, 1}, {9, 2}, {9, 3}}, []int{4, 3, 1, 1}},
	} {
		var s engine.State
		for _, f := range tc.falls {
			s.Players[f.player].Fallen, s.Players[f.player].FellAt = true, f.turn
		}
		if got := Places(&s); !slices.Equal(got, tc.want) {
			t.Errorf("falls %v: places %v, want %v", tc.falls, got, tc.want)
		}
	}
}
