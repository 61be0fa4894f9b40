// Package engine is the rules of Hit and Sunk ("Frappé et coulé"), the
// code-golf King-of-the-Hill, exactly as its author's controller
// (Thrax37/hit-master at 14e6f42, src/controller/Game.java) plays them:
// the ship-choice call, the argument of every later call, how an answer is
// read letter by letter, explosions and chains in the controller's order,
// the board the controller redraws only after some actions, scoring and
// ranking. Where the challenge post and the controller disagree the
// controller wins (floorfall's spec, hit-and-sunk.md, lists each case).
//
// A State is a game in progress; it plays one bot call at a time (Play),
// in the controller's order: every seat's argument-less ship-choice call in
// seat order, then each live ship's turn, round after round. Its random
// choices (placement, order of play) come from a Setup (a recorded game)
// or from floorfall's own seeded generator.
package engine
