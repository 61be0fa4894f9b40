package jcpaint

import (
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcview"
	"floorfall/view"
)

// The tests paint matches as the program does: the game is registered
// with its view and this painter, as games/jc2015/plug registers it in the
// program.
func init() { view.Register(jc2015.Game{}, jcview.New, Paint) }
