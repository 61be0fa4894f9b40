package engine

import (
	"crypto/sha256"
	"fmt"
	"testing"
)

// mapsDigest hashes the maps made for 2 to 10 players from a few seeds,
// and the food each game starts with on them.
func mapsDigest(t *testing.T) string {
	h := sha256.New()
	for p := MinPlayers; p <= MaxPlayers; p++ {
		for seed := range int64(8) {
			m, err := GenerateMap(p, seed)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(h, "%+v\n", *m)
			s, err := New(m, DefaultParams(), Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(h, "%v %v\n", s.Food, s.FoodError())
		}
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}

// TestMapsDigest: the maps made from seeds and their starting food are
// the ones recorded (a match made from a seed is the same match on every
// version, unless on purpose).
func TestMapsDigest(t *testing.T) {
	if got, want := mapsDigest(t), "9da88a80051d1b833af2c47f7d5fd5a3deffa09e198b1ecb8cf7dd4ddcc3dcdc"; got != want {
		t.Errorf("digest %s, want %s", got, want)
	}
}
