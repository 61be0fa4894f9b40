package replay

import (
	"slices"
	"testing"
)

func TestPlaces(t *testing.T) {
	for _, tc := range []struct {
		falls []FallMeta
		want  [4]int
	}{
		// P0 last standing; P2 and P3 fell together after P1.
		{[]FallMeta{{Turn: 10, Player: 1, By: 0}, {Turn: 20, Player: 2, By: 0}, {Turn: 20, Player: 3, By: 2}}, [4]int{1, 4, 2, 2}},
		// A draw at the limit: three still standing share the first place.
		{[]FallMeta{{Turn: 5, Player: 2, By: 2}}, [4]int{1, 1, 4, 1}},
		// All fell in the last turn: the last two share the first place.
		{[]FallMeta{{Turn: 3, Player: 0, By: 1}, {Turn: 7, Player: 1, By: 2}, {Turn: 9, Player: 2, By: 3}, {Turn: 9, Player: 3, By: 2}}, [4]int{4, 3, 1, 1}},
		// A fall in turn 0 is a fall.
		{[]FallMeta{{Turn: 0, Player: 3, By: 3}}, [4]int{1, 1, 1, 4}},
		// No falls: all share the first place.
		{nil, [4]int{1, 1, 1, 1}},
	} {
		r := &ResultMeta{Falls: tc.falls}
		if got := r.Places(); got != tc.want {
			t.Errorf("falls %v: places %v, want %v", tc.falls, got, tc.want)
		}
	}
	// Any number of players: standing first, then by later falls.
	if got := Places([]int{-1, 4, 9, 4, -1, 0}); !slices.Equal(got, []int{1, 4, 3, 4, 1, 6}) {
		t.Errorf("six players: %v", got)
	}
	if got := Places(nil); len(got) != 0 {
		t.Errorf("no players: %v", got)
	}
}
