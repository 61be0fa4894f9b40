package game

import (
	"slices"
	"testing"
)

// Ranked gives every seat its place and score, in the game, and a winner
// only to a seat alone in first place once the match is over.
func TestRanked(t *testing.T) {
	for _, tc := range []struct {
		over   bool
		places []int
		winner int
	}{
		{true, []int{2, 1, 3}, 1},
		{true, []int{1, 3, 1}, -1},  // a tie
		{false, []int{2, 1, 3}, -1}, // not over
		{true, []int{2, 2}, -1},     // nobody first
	} {
		r := Ranked(tc.over, tc.places, []float64{7, 8})
		if r.Over != tc.over || r.Winner != tc.winner || !slices.Equal(r.Places(), tc.places) {
			t.Errorf("%v over %v: %+v", tc.places, tc.over, r)
		}
		for i, o := range r.Outcomes {
			want := 0.0
			if i < 2 {
				want = float64(7 + i)
			}
			if o.Score != want || o.Out || o.Turn != -1 || o.By != -1 {
				t.Errorf("%v: seat %d: %+v", tc.places, i, o)
			}
		}
	}
}
