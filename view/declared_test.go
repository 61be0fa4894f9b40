package view_test

import (
	"testing"

	"floorfall/game"
	"floorfall/view"
)

// Every game the window shows has boards with the parts it declares
// (game.Info's PersonPlays and Fog): the board of a new match is made.
func TestGamesDeclareTheirBoards(t *testing.T) {
	shown := 0
	for _, g := range game.All() {
		if view.CanShow(g) != nil {
			continue
		}
		shown++
		m, err := g.New(game.Setup{Seats: g.Info().MinSeats, Seed: 1})
		if err != nil {
			t.Fatalf("%s: %v", g.Info().Name, err)
		}
		if _, err := view.FromReplay(m.Replay(nil), ""); err != nil {
			t.Errorf("%s: %v", g.Info().Name, err)
		}
	}
	if shown < 4 {
		t.Errorf("the window shows %d games, want the four", shown)
	}
}
