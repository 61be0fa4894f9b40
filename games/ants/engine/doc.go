// Package engine is Ants, the game of Google's AI Challenge 2011, as the
// official engine plays it (aichallenge/aichallenge, ants/ants.py and
// worker/engine.py at 4237971): the .map format, the state of a game, one
// turn played from the bots' answers (orders read as the engine reads
// them), the exact text each bot is sent, the official replay format
// (revision 3), and the random outcomes (symmetric food, spawn hills)
// drawn from floorfall's seeded generator or taken from a recorded replay.
// It does no I/O: texts in, texts out.
//
// The rules are those of the project's spec (shared/spec/ants.md, beside
// the repository), restated in the comments here; where the published
// contest text and the engine differ, the engine wins. ../testdata holds
// the 10 reference games recorded from the official engine that the tests
// replay (conformance_test.go).
package engine
