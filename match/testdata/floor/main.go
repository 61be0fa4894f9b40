// Command floor is the floor of the run benchmark (scripts/bench-run.sh):
// the bare cost of what 'floorfall run' does with no game. It starts four
// copies of a bot, reads their READY, sends each in turn an input text of
// the game's size (the input of turn 0 of a fresh game) and reads one answer
// line, for the given number of turns, then kills and waits for them.
//
//	go build -o floor ./match/testdata/floor
//	./floor [-turns 1000] ./walker
//
// It lives in testdata so that 'go build ./...' and 'go test ./...' skip it.
// The work is package floor's, shared with match/bench_test.go.
package main

import (
	"flag"
	"fmt"
	"os"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/floor"
)

func main() {
	turns := flag.Int("turns", engine.DefaultTurnLimit, "round trips")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: floor [-turns N] BOT")
		os.Exit(2)
	}
	if err := floor.Run(flag.Arg(0), floor.Input(), *turns); err != nil {
		fmt.Fprintln(os.Stderr, "floor:", err)
		os.Exit(1)
	}
}
