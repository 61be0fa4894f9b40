// Package ants is Ants, the game of Google's AI Challenge 2011, behind
// floorfall's game interface: 2 to 10 players command every ant of their
// colony at once on a wrapping map, each seeing only what its ants see.
// The rules, the bots' texts and the official replay format are package
// engine's, exact to the official engine; this package tells the shared
// layers about them: the game's parameters, its matches (a map from a
// file or made from the seed, or an official replay's start with its
// recorded random outcomes) and its replays (the official file with
// floorfall's meta beside it).
package ants
