package hnspaint

import (
	"floorfall/games/hitandsunk"
	"floorfall/games/hitandsunk/hnsview"
	"floorfall/view"
)

// The tests paint matches as the program does: the game is registered
// with its view and this painter, as games/hitandsunk/plug registers it in the
// program.
func init() { view.Register(hitandsunk.Game{}, hnsview.New, Paint) }
