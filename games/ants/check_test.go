package ants

import (
	"path/filepath"
	"testing"

	"floorfall/game"
)

// Check refuses what New refuses, but for the map made from the seed,
// which it does not make.
func TestCheck(t *testing.T) {
	for _, params := range []map[string]string{
		{"viewradius2": "abc"},
		{"turns": "0"},
		{"map": filepath.Join(t.TempDir(), "none.map")},
	} {
		s := game.Setup{Seats: 2, Seed: 1, Params: params}
		_, nerr := Game{}.New(s)
		cerr := Game{}.Check(s)
		if nerr == nil || cerr == nil || cerr.Error() != nerr.Error() {
			t.Errorf("%v: Check %v, New %v", params, cerr, nerr)
		}
	}
	if err := (Game{}).Check(game.Setup{Seats: 4, Seed: 1, Params: map[string]string{"turns": "10"}}); err != nil {
		t.Errorf("Check of a good setup: %v", err)
	}
}
