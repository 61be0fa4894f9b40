package render

import "testing"

// Sixteen seats get sixteen colours told apart at a glance: every pair
// far apart in CIELAB, and none near the greys the shell and the games
// paint things that are no seat's with (the void, lines, fallen pieces).
func TestPlayerColours(t *testing.T) {
	if len(ColPlayers) < 16 {
		t.Fatalf("%d player colours, want 16", len(ColPlayers))
	}
	for i, c := range ColPlayers {
		for j := range i {
			if d := c.Dist(ColPlayers[j]); d < 25 {
				t.Errorf("seats %d and %d: colours %v and %v only %.1f apart", j, i, ColPlayers[j], c, d)
			}
		}
		for _, g := range []RGBA{ColBackground, ColVoid, ColLine, ColFaint, ColDim, ColSide, ColCard} {
			if d := c.Dist(g); d < 25 {
				t.Errorf("seat %d's colour %v is %.1f from the grey %v", i, c, d, g)
			}
		}
	}
	if d := Hex(0x808080).Dist(Hex(0x828282)); d > 2 {
		t.Errorf("near greys %.1f apart", d)
	}
}
