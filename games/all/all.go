// Package all lists the games floorfall has, one folder each: importing
// it (for its effect, as main does) registers every game (its rules, its
// view and, in a build with the window, its painter: games/NAME/plug) and
// chooses the one a command line means when it names none.
package all

import (
	"floorfall/game"
	_ "floorfall/games/ants/plug"       // Ants (AI Challenge 2011)
	_ "floorfall/games/hitandsunk/plug" // Hit and Sunk (code golf KOTH)
	_ "floorfall/games/jc2015/plug"     // JavaChallenge2015
	_ "floorfall/games/tenka1/plug"     // Tenka1 2022
)

// Default is the game a command line means when it names none.
const Default = "jc2015"

func init() { game.SetDefault(Default) }
