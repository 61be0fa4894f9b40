// Package paint registers every game's painter with package render: import
// it (for its effect) where matches are painted, as main does.
package paint

import (
	_ "floorfall/games/all"                 // the games and their view models
	_ "floorfall/games/ants/antspaint"      // Ants' map
	_ "floorfall/games/hitandsunk/hnspaint" // Hit and Sunk's sea
	_ "floorfall/games/jc2015/jcpaint"      // JavaChallenge2015's board
	_ "floorfall/games/tenka1/tenkapaint"   // Tenka1 2022's cube
)
