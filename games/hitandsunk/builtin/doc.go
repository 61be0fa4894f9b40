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
//   - hunter: a submarine that dives for good (the controller never brings
//     it up: shots and rams cannot touch it), closes in on the nearest ship
//     it sees and fires every turn, avoids mines, scans and patrols when it
//     sees nothing.
package builtin
