// Package engine is Ants, the game of Google's AI Challenge 2011, as the
// official engine plays it (aichallenge/aichallenge, ants/ants.py and
// worker/engine.py at 4237971): the .map format, the state of a game, one
// turn played from the bots' answers (orders read as the engine reads
// them), the exact text each bot is sent, the official replay format
// (revision 3), and the random outcomes (symmetric food, spawn hills)
// drawn from floorfall's seeded generator or taken from a recorded replay.
// It does no I/O: texts in, texts out.
//
// The rules are ../../../../shared/spec/ants.md's (kept in the project as
// the comments here say); where the published contest text and the engine
// differ, the engine wins.
package engine
