package tenkaview

import (
	"floorfall/games/tenka1"
	"floorfall/view"
)

// The tests show matches as the program does: the game is registered
// with this view, as games/tenka1/plug registers it (with its painter) in
// the program.
func init() { view.Register(tenka1.Game{}, New, nil) }
