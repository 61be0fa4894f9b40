package antspaint

import (
	"floorfall/games/ants"
	"floorfall/games/ants/antsview"
	"floorfall/view"
)

// The tests paint matches as the program does: the game is registered
// with its view and this painter, as games/ants/plug registers it in the
// program.
func init() { view.Register(ants.Game{}, antsview.New, Paint) }
