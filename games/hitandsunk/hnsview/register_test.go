package hnsview

import (
	"floorfall/games/hitandsunk"
	"floorfall/view"
)

// The tests show matches as the program does: the game is registered
// with this view, as games/hitandsunk/plug registers it (with its painter) in
// the program.
func init() { view.Register(hitandsunk.Game{}, New, nil) }
