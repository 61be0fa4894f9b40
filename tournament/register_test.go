package tournament

import (
	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/games/hitandsunk"
	"floorfall/games/jc2015"
	"floorfall/games/tenka1"
)

// The tests read matches as the program does (game.Load): the games are
// registered, as their plugs register them (with views and painters,
// which package tournament's tests cannot import: view imports it).
func init() {
	for _, g := range []game.Game{ants.Game{}, hitandsunk.Game{}, jc2015.Game{}, tenka1.Game{}} {
		game.Register(g)
	}
}
