package jcview

import (
	"floorfall/games/jc2015"
	"floorfall/view"
)

// The tests show matches as the program does: the game is registered
// with this view, as games/jc2015/plug registers it (with its painter) in
// the program.
func init() { view.Register(jc2015.Game{}, New, nil) }
