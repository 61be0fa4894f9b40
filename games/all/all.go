// Package all registers every game floorfall has, with its part of the
// viewer's model (package view): import it (for its effect) where the
// games are wanted, as main does. Their painters are registered by
// package games/paint, which needs a display.
package all

import (
	_ "floorfall/games/ants"               // Ants (AI Challenge 2011)
	_ "floorfall/games/ants/antsview"      // its view model
	_ "floorfall/games/hitandsunk"         // Hit and Sunk (code golf KOTH)
	_ "floorfall/games/hitandsunk/hnsview" // its view model
	_ "floorfall/games/jc2015"             // JavaChallenge2015
	_ "floorfall/games/jc2015/jcview"      // its view model
	_ "floorfall/games/tenka1"             // Tenka1 2022
	_ "floorfall/games/tenka1/tenkaview"   // its view model
)
