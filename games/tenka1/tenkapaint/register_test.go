package tenkapaint

import (
	"floorfall/games/tenka1"
	"floorfall/games/tenka1/tenkaview"
	"floorfall/view"
)

// The tests paint matches as the program does: the game is registered
// with its view and this painter, as games/tenka1/plug registers it in the
// program.
func init() { view.Register(tenka1.Game{}, tenkaview.New, Paint) }
