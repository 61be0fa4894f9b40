// Package all registers every game floorfall has: import it (for its
// effect) where the games are wanted, as main does.
package all

import (
	_ "floorfall/games/ants"   // Ants (AI Challenge 2011)
	_ "floorfall/games/jc2015" // JavaChallenge2015
	_ "floorfall/games/tenka1" // Tenka1 2022
)
