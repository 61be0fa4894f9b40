// Package engine is the game of the Tenka1 Programmer Contest 2022 (KLab,
// "cube painting"), exact to the official game logic (game/GameLogic.cs)
// and to the answers its API gave (game/Api.cs): six agents moving on the
// 5x5 faces of a cube, all at once, for 294 turns; arriving on a cell
// takes, half-breaks, clears or repairs its paint; each of the last 147
// turns adds every agent's painted area to its score; ranking points +5,
// +3, +1, -1, -3, -5, ties averaged.
//
// Coordinates are the contest's: a cell (i, j, k) is face i (0..5), row j,
// column k (0..4); a heading d (0..3) moves j+1, k+1, j-1, k-1. Every agent
// sees the game as if it were agent 0 on face 0 (Perm); a move answer
// (AppendAnswer) is the state so relabelled, as compact JSON.
package engine
