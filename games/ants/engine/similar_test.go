package engine

import (
	"slices"
	"testing"
)

// similarEach is similar as the engine writes it: every square worked out
// anew from its offset (the comparison of two squares is the same, alike).
func similarEach(s *State, ilk []byte, a1, a2 int32, aim int, player int8) []int8 {
	enemy := make([]int8, s.Players)
	for i := range enemy {
		enemy[i] = -1
	}
	rows, cols := int32(s.Rows), int32(s.Cols)
	for r := range rows {
		for c := range cols {
			dr, dc := offsetAim(r, c, aim)
			if !alike(enemy, int8(ilk[s.offset(a1, r, c)]), int8(ilk[s.offset(a2, dr, dc)]), player) {
				return nil
			}
		}
	}
	return enemy
}

// similar steps through the squares that similarEach works out, for every
// pair of hills and every aim, on symmetric maps (whose matches are found)
// of several shapes and on a map made asymmetric (whose are not), square
// and not.
func TestSimilarStepsAsTheEngine(t *testing.T) {
	for _, tc := range []struct {
		players, seed int
	}{{2, 1}, {4, 3}, {6, 5}, {8, 2}, {10, 1}} {
		m, err := GenerateMap(tc.players, int64(tc.seed))
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(m, DefaultParams(), Seeded(1))
		if err != nil {
			t.Fatal(err)
		}
		whole := 0 // matches on the map as it is
		for _, broken := range []bool{false, true} {
			ilk := make([]byte, len(s.water))
			for sq := range ilk {
				ilk[sq] = ilkLand
				if s.water[sq] {
					ilk[sq] = ilkWater
				}
			}
			for _, h := range s.Hills {
				ilk[h.Sq] = byte(h.Owner)
			}
			if broken { // one land square made water: no symmetry is whole
				for sq := range ilk {
					if ilk[sq] == ilkLand {
						ilk[sq] = ilkWater
						break
					}
				}
			}
			matches := 0
			for _, h1 := range s.Hills {
				for _, h2 := range s.Hills {
					for aim := range 8 {
						want := similarEach(s, ilk, h1.Sq, h2.Sq, aim, h2.Owner)
						got := similar(s, ilk, h1.Sq, h2.Sq, aim, h2.Owner)
						if !slices.Equal(got, want) || (got == nil) != (want == nil) {
							t.Fatalf("%d players %dx%d: hills %d, %d aim %d: %v, want %v", tc.players, s.Rows, s.Cols, h1.Sq, h2.Sq, aim, got, want)
						}
						if want != nil {
							matches++
						}
					}
				}
			}
			if !broken {
				whole = matches
				if matches < len(s.Hills) {
					t.Errorf("%d players: %d matches: the map is symmetric, each hill matches itself at least", tc.players, matches)
				}
			} else if matches >= whole {
				t.Errorf("%d players: %d matches on a broken map, %d on the whole one", tc.players, matches, whole)
			}
		}
	}
}
