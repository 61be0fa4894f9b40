package hnspaint

import (
	"testing"

	"floorfall/games/hitandsunk/hnsview"
	"floorfall/render"
)

// No seat's ship looks like a wreck or like the sea, and a submarine
// under water keeps its own colour (its outline, the seat's): diving
// ships of two seats never look alike, nor like a wreck.
func TestShipColours(t *testing.T) {
	for i := range 16 {
		c := render.PlayerCol(i)
		for _, thing := range []render.RGBA{colWreck, colSea, colDebris} {
			if d := c.Dist(thing); d < 25 {
				t.Errorf("seat %d's colour is %.1f from a board colour %v", i, d, thing)
			}
		}
		under := &hnsview.ShipView{Appear: 1, Under: 1}
		for j := range i {
			if d := shipColour(i, under).Dist(shipColour(j, under)); d < 10 {
				t.Errorf("under water, seats %d and %d are %.1f apart", j, i, d)
			}
		}
		if d := shipColour(i, under).Dist(colWreck); d < 8 {
			t.Errorf("seat %d under water is %.1f from the wreck's grey", i, d)
		}
	}
}
