// Package testbot holds the test bots for the tests of packages bot and
// match: a test binary that calls Main first in its TestMain doubles as a
// bot, well-behaved or misbehaving, when run with the argument Flag+MODE.
// It also lists the processes a test left alive. It is imported only by
// tests.
package testbot

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Flag is the start of the first argument that makes a test binary a test
// bot: Flag+MODE, where MODE is NAME or NAME:ARG, one of these:
//
//	echo[:ARG]            answers ARG to each turn; without ARG, the normal answer
//	banner                prints other lines before READY, then answers normally
//	late:MS               READY after MS milliseconds, then answers normally
//	script:LETTERS        answers the letters of LETTERS in turn, then N
//	noready               prints "hello" and "starting slowly" on stderr, never READY
//	wrongready            prints "Ready" (not READY), then sleeps
//	exitbeforeready       prints "cannot load map" on stderr, exits with status 1
//	exitready             exits (status 0) right after READY
//	hang:K                answers K turns normally, then hangs
//	crash:K               answers K turns normally, then on the next input
//	                      prints "panic: index out of range" on stderr and
//	                      exits with status 3
//	huge                  first turn: a 20 MB line; then answers normally
//	hugenonl              first turn: 20 MB without a newline, then hangs
//	stderrflood[:C]       64 KiB of stderr each turn, StderrChunk(n) or, with
//	                      C, the byte C repeated, ending in a newline; answers normally
//	stderrturn[:B]        each turn n: writes "turn n\n" on stderr (with B, B
//	                      bytes: StderrTurn(n, B)), then answers normally
//	garbage               answers GarbageLine to each turn
//	garbagecr             answers GarbageCRLine to each turn
//	spam                  answers normally, without ever reading its input
//	noread                READY, then never reads its input, never answers
//	mute                  reads its first input, writes "turn 1 read" on
//	                      stderr, then never answers
//	sleep                 sleeps (prints nothing, not even READY)
//	grandchild            starts a sleeping child that holds its stdout and
//	                      stderr (not its stdin), then answers normally
//	grandchildexit:K      the same, answers K turns, then exits (status 0) at
//	                      the next; the child stays
//	input:LETTERS         writes each input it is sent on stderr (so a turn's
//	                      record holds it), then answers as script:LETTERS
//	sample:LETTERS        as the official sample bots: answers as
//	                      script:LETTERS, but exits (status 0) when its input
//	                      says it has fallen (its own line reads "-1 -1 ...")
//	trace:FILE            plays its seat of an official game (a conformance
//	                      trace): checks each input, answers as recorded
//	http:SCRIPT           calls a game's HTTP API as SCRIPT says (see httpBot)
//	record:GAME:FILE      plays GAME giving no orders, appending every byte
//	                      it is sent to FILE and checking its stream (see
//	                      recordBot)
//
// A turn is the input up to a line "EOD"; each bot exits (status 0) when its
// input ends. The normal answer at the n-th turn is what Main was given.
const Flag = "-testbot="

// GarbageLine is what the garbage bot answers: binary bytes, invalid UTF-8.
const GarbageLine = "\x00\xff\xfe\rbin\x01\x7f\xc3"

// GarbageCRLine is what the garbagecr bot answers: binary bytes, ending in
// a carriage return (read as the end of a CRLF line ending).
const GarbageCRLine = "\x00\xff\xfe\rbin\x01\x7f\r"

// StderrChunk is what the stderrflood bot (without an argument) writes on
// stderr at its turn n: 64 KiB, "turn n" then a letter that depends on n,
// ending in a newline.
func StderrChunk(n int) []byte { return StderrTurn(n, 64<<10) }

// StderrTurn is what the stderrturn bot writes on stderr at its turn n,
// just before its answer: "turn n\n", or, if size is larger, size bytes:
// that line, then a letter that depends on n, ending in a newline.
func StderrTurn(n, size int) []byte {
	head := fmt.Sprintf("turn %d\n", n)
	if size <= len(head) {
		return []byte(head)
	}
	b := bytes.Repeat([]byte{byte('a' + n%26)}, size)
	copy(b, head)
	b[size-1] = '\n'
	return b
}

// Quote quotes s as one word for a command line (POSIX shell rules).
func Quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// Command is the command line that starts the test bot of the given mode
// from the test binary exe.
func Command(exe, mode string) string { return Quote(exe) + " " + Quote(Flag+mode) }

// Main turns a test binary into a test bot when its first argument is
// Flag+MODE: it runs the bot and exits. Call it first in TestMain. normal
// is what a well-behaved bot answers at its n-th turn (from 1).
func Main(normal func(n int) string) {
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], Flag) {
		run(strings.TrimPrefix(os.Args[1], Flag), normal)
		os.Exit(0)
	}
}

func run(mode string, normal func(n int) string) {
	in := bufio.NewReaderSize(os.Stdin, 64<<10)
	out := bufio.NewWriterSize(os.Stdout, 4<<10)
	say := func(s string) {
		out.WriteString(s)
		out.WriteByte('\n')
		out.Flush()
	}
	answer := func(n int) { say(normal(n)) }
	sleepForever := func() { time.Sleep(time.Hour) }
	// turns calls answer for each turn (a line "EOD") until stdin ends.
	turns := func(answer func(n int)) {
		for n := 1; ; n++ {
			for {
				line, err := in.ReadSlice('\n')
				if err != nil && err != bufio.ErrBufferFull {
					os.Exit(0)
				}
				if err == nil && string(line) == "EOD\n" {
					break
				}
			}
			answer(n)
		}
	}
	// grandchild starts a process that holds this bot's stdout and
	// stderr (not its stdin) and sleeps; it inherits the environment.
	grandchild := func() {
		c := exec.Command(os.Args[0], Flag+"sleep")
		c.Stdout, c.Stderr = os.Stdout, os.Stderr
		if err := c.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	name, arg, _ := strings.Cut(mode, ":")
	k, _ := strconv.Atoi(arg)
	switch name {
	case "echo":
		if arg != "" {
			answer = func(int) { say(arg) }
		}
		say("READY")
		turns(answer)
	case "banner":
		say("Loading...")
		say("  not READY yet")
		say(" READY ")
		turns(answer)
	case "late":
		time.Sleep(time.Duration(k) * time.Millisecond)
		say("READY")
		turns(answer)
	case "script":
		say("READY")
		turns(func(n int) {
			if n <= len(arg) {
				say(arg[n-1 : n])
			} else {
				say("N")
			}
		})
	case "input", "sample":
		say("READY")
		for n := 1; ; n++ {
			text, ok := readTurn(in)
			if !ok {
				os.Exit(0)
			}
			if name == "input" {
				os.Stderr.WriteString(text)
			} else if fallen(text) {
				os.Exit(0)
			}
			if n <= len(arg) {
				say(arg[n-1 : n])
			} else {
				say("N")
			}
		}
	case "noready":
		say("hello")
		fmt.Fprintln(os.Stderr, "starting slowly")
		sleepForever()
	case "wrongready":
		say("Ready")
		sleepForever()
	case "exitbeforeready":
		fmt.Fprintln(os.Stderr, "cannot load map")
		os.Exit(1)
	case "exitready":
		say("READY")
		os.Exit(0)
	case "hang":
		say("READY")
		turns(func(n int) {
			if n > k {
				sleepForever()
			}
			answer(n)
		})
	case "crash":
		say("READY")
		turns(func(n int) {
			if n > k {
				fmt.Fprintln(os.Stderr, "panic: index out of range")
				os.Exit(3)
			}
			answer(n)
		})
	case "huge":
		say("READY")
		turns(func(n int) {
			if n == 1 {
				out.Write(bytes.Repeat([]byte{'x'}, 20<<20))
			}
			answer(n)
		})
	case "hugenonl":
		say("READY")
		turns(func(int) {
			out.Write(bytes.Repeat([]byte{'x'}, 20<<20))
			out.Flush()
			sleepForever()
		})
	case "stderrflood":
		say("READY")
		chunk := StderrChunk
		if arg != "" {
			fixed := bytes.Repeat([]byte{arg[0]}, 64<<10)
			fixed[len(fixed)-1] = '\n'
			chunk = func(int) []byte { return fixed }
		}
		turns(func(n int) {
			os.Stderr.Write(chunk(n))
			answer(n)
		})
	case "stderrturn":
		say("READY")
		turns(func(n int) {
			os.Stderr.Write(StderrTurn(n, k))
			answer(n)
		})
	case "garbage":
		say("READY")
		turns(func(int) { say(GarbageLine) })
	case "garbagecr":
		say("READY")
		turns(func(int) { say(GarbageCRLine) })
	case "spam":
		say("READY")
		for n := 1; ; n++ {
			answer(n)
		}
	case "noread":
		say("READY")
		sleepForever()
	case "mute":
		say("READY")
		turns(func(n int) {
			fmt.Fprintf(os.Stderr, "turn %d read\n", n)
			sleepForever()
		})
	case "sleep":
		sleepForever()
	case "grandchild":
		grandchild()
		say("READY")
		turns(answer)
	case "grandchildexit":
		grandchild()
		say("READY")
		turns(func(n int) {
			if n > k {
				os.Exit(0)
			}
			answer(n)
		})
	case "trace":
		traceBot(arg)
	case "http":
		httpBot(arg)
	case "record":
		recordBot(arg)
	default:
		fmt.Fprintln(os.Stderr, "unknown test bot mode", mode)
		os.Exit(2)
	}
}

// readTurn reads one JavaChallenge2015 input, its lines up to "EOD"
// included; false when the input ends.
func readTurn(in *bufio.Reader) (string, bool) {
	var b strings.Builder
	for {
		line, err := in.ReadString('\n')
		b.WriteString(line)
		if err != nil {
			return b.String(), false
		}
		if line == "EOD\n" {
			return b.String(), true
		}
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
