package replay

import (
	"slices"
	"testing"
)

func TestPlaces(t *testing.T) {
	for _, tc := range []struct {
		fellAt []int
		want   []int
	}{
		// P0 last standing; P2 and P3 fell together after P1.
		{[]int{-1, 10, 20, 20}, []int{1, 4, 2, 2}},
		// A draw at the limit: three still standing share the first place.
		{[]int{-1, -1, 5, -1}, []int{1, 1, 4, 1}},
		// All fell, the last two in the same turn: they share the first place.
		{[]int{3, 7, 9, 9}, []int{4, 3, 1, 1}},
		// A fall in turn 0 is a fall.
		{[]int{-1, -1, -1, 0}, []int{1, 1, 1, 4}},
		// No falls: all share the first place.
		{[]int{-1, -1, -1, -1}, []int{1, 1, 1, 1}},
		// Any number of players: standing first, then by later falls.
		{[]int{-1, 4, 9, 4, -1, 0}, []int{1, 4, 3, 4, 1, 6}},
		{nil, []int{}},
	} {
		if got := Places(tc.fellAt); !slices.Equal(got, tc.want) {
			t.Errorf("fell at %v: places %v, want %v", tc.fellAt, got, tc.want)
		}
	}
}
