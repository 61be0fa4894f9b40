// Package builtin holds Hit and Sunk's built-in bots, run inside floorfall
// (NewPlayer) or as a bot program ('floorfall bot', Answer). Like the
// game's bots, each call is answered from its argument alone, the
// choices drawn from the bot's seed and the argument, so a bot answers a
// call the same in a match and as a program.
//
//   - random: a random class, then a few random letters a turn (the
//     controller's RandomBot, bolder).
//   - passive: a carrier that waits (the controller's PassiveBot).
//   - peacemaker: the post's PeaceMaker: a battleship that fires at every
//     ship it sees, nearest first, scans when it sees none, and sails
//     back and forth.
//   - hunter: a cruiser that scans, then fires both shots from out of a
//     battleship's reach (range 9 against 7), keeps its distance, avoids
//     mines and repairs itself.
package builtin
