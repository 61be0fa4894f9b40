// Package builtin holds floorfall's built-in Ants bots, so that demos and
// tests need no other language: "random" moves each ant a random way,
// "officialhunter" plays as the official sample HunterBot does (each ant
// to the nearest food or enemy ant, straight), and "hunter" gathers food
// by nearest-ant assignment, explores, razes enemy hills and avoids fights
// it would lose.
//
// A bot is a [Strategy] made by [New]; it decides from a [State], what the
// bot has learnt from the protocol texts it was sent so far (the map's
// water, what its ants see, hills it remembers). [Serve] speaks the
// official protocol over a reader and a writer (stdin and stdout of
// `floorfall bot --game ants NAME`); [NewPlayer] runs a bot inside a match.
package builtin
