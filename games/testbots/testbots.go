// Package testbots holds the test bots that speak one game's own protocol,
// for the tests of the shared packages (cli, match) that play the games
// with bot processes: a test binary adds Modes to the test bots of package
// testbot (testbot.Main(normal, testbots.Modes)) and starts one with
// testbot.Command(exe, "MODE:ARG"). It is imported only by tests.
package testbots

import (
	"bufio"
	"os"
	"strconv"
	"strings"

	"floorfall/internal/testbot"
)

// Modes are the games' test bots, by the name of their mode:
//
//	jc2015-sample:LETTERS  as JavaChallenge2015's official sample bots:
//	                       READY, then answers the letters of LETTERS in
//	                       turn, then N, but exits (status 0) when its input
//	                       says it has fallen (its own line reads "-1 -1 ...")
//	jc2015-trace:FILE      plays its seat of a JavaChallenge2015 game
//	                       recorded from the official server (a conformance
//	                       trace): checks each input, answers as recorded
//	record:GAME:FILE       plays GAME giving no orders, appending every byte
//	                       it is sent to FILE and checking its stream (see
//	                       recordBot)
var Modes = testbot.Modes{
	"jc2015-sample": sampleBot,
	"jc2015-trace":  traceBot,
	"record":        recordBot,
}

// sampleBot answers the letters of script in turn, then N, and exits when
// its input says it has fallen, as the official sample bots do.
func sampleBot(script string) {
	in := bufio.NewReaderSize(os.Stdin, 64<<10)
	os.Stdout.WriteString("READY\n")
	for n := 1; ; n++ {
		text, ok := testbot.ReadInput(in)
		if !ok || fallen(text) {
			return
		}
		answer := "N"
		if n <= len(script) {
			answer = script[n-1 : n]
		}
		os.Stdout.WriteString(answer + "\n")
	}
}

// fallen reports whether a JavaChallenge2015 input says its reader has
// fallen: the line of its own id (the first line) among the players (lines
// 9 to 12) reads "-1 -1 ...", as the official samples check.
func fallen(text string) bool {
	lines := strings.Split(text, "\n")
	id, err := strconv.Atoi(lines[0])
	if err != nil || id < 0 || id > 3 || len(lines) < 12 {
		return false
	}
	return strings.HasPrefix(lines[8+id], "-1 -1 ")
}
