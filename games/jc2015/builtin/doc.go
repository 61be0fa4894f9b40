// Package builtin holds floorfall's built-in bots, so that demos and tests
// need no other language: "random" plays like the official sample AI, and
// "hunter" is a heuristic bot that dodges falling blocks and hunts.
//
// A bot is a [Strategy] made by [New]; it decides from a [View], what one
// input text of the bot protocol says ([ParseInput]). [Serve] speaks the
// protocol over a reader and a writer (stdin and stdout of `floorfall bot
// NAME`): it prints READY, then answers each input text ending with a line
// EOD with one command line, flushed at once.
package builtin
