package antsview

import (
	"floorfall/games/ants"
	"floorfall/view"
)

// The tests show matches as the program does: the game is registered
// with this view, as games/ants/plug registers it (with its painter) in
// the program.
func init() { view.Register(ants.Game{}, New, nil) }
