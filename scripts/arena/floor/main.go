// Command floor is the floor of the arena benchmark (scripts/bench-arena.sh):
// for each way floorfall asks a bot, the bare cost of the same processes
// and the same bytes each way with no game.
//
//	floor persistent [-turns N] BOT  four copies of BOT, one line a turn in turn
//	                                 (package games/jc2015/floor, as scripts/bench-run.sh)
//	floor lines DIR BOT              a copy of BOT for each DIR/seat-N, all seats at once
//	floor per-call DIR BOT           BOT run anew for each call recorded in DIR/seat-N.calls
//	floor http DIR BOT               six 'BOT N' calling a bare net/http server that
//	                                 answers them DIR/N's answers
//
// What floorfall sent (lines, per-call) is recorded once, in a match that
// is not timed, by running each bot through this program:
//
//	floor tee FILE BOT       copies its standard input to FILE and to BOT
//	floor tee-call FILE BOT  appends its arguments to FILE, then becomes BOT
//
// and what floorfall answered (http) by scripts/arena/tenkabot itself.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/floor"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch mode, args := os.Args[1], os.Args[2:]; mode {
	case "persistent":
		fs := flag.NewFlagSet("persistent", flag.ExitOnError)
		turns := fs.Int("turns", engine.DefaultTurnLimit, "round trips")
		fs.Parse(args)
		if fs.NArg() != 1 {
			usage()
		}
		err = floor.Run(fs.Arg(0), floor.Input(), *turns)
	case "lines", "per-call", "http":
		if len(args) != 2 {
			usage()
		}
		switch mode {
		case "lines":
			err = lines(args[0], args[1])
		case "per-call":
			err = perCall(args[0], args[1])
		default:
			err = serve(args[0], args[1])
		}
	case "tee", "tee-call":
		if len(args) < 2 {
			usage()
		}
		if mode == "tee" {
			err = tee(args[0], args[1:])
		} else {
			err = teeCall(args[0], args[1:])
		}
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "floor:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: floor persistent [-turns N] BOT | lines DIR BOT | per-call DIR BOT | http DIR BOT | tee FILE BOT... | tee-call FILE BOT...")
	os.Exit(2)
}

// endsTurn says whether line (with its newline) ends what a seat is sent
// in a turn of the lines protocol: "go", or "ready" after the setup.
func endsTurn(line []byte) bool {
	return bytes.Equal(line, []byte("go\n")) || bytes.Equal(line, []byte("ready\n"))
}
