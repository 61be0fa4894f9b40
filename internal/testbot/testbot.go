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
//	http:SCRIPT           calls a game's HTTP API as SCRIPT says (see httpBot)
//
// A turn is the input up to a line "EOD"; each bot exits (status 0) when its
// input ends. The normal answer at the n-th turn is what Main was given.
// The bots that speak one game's own protocol are that game's (package
// games/testbots): a test binary adds them to these (see Main).
const Flag = "-testbot="

// Modes are test bots a test binary adds to the ones above, by the NAME of
// their mode: each is run with its mode's ARG ("" when the mode has none)
// and exits (status 0) when it returns.
type Modes map[string]func(arg string)

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
// is what a well-behaved bot answers at its n-th turn (from 1); more are
// the binary's own bots beside the ones of Flag.
func Main(normal func(n int) string, more ...Modes) {
	if len(os.Args) < 2 || !strings.HasPrefix(os.Args[1], Flag) {
		return
	}
	mode := strings.TrimPrefix(os.Args[1], Flag)
	name, arg, _ := strings.Cut(mode, ":")
	for _, m := range more {
		if bot, ok := m[name]; ok {
			bot(arg)
			os.Exit(0)
		}
	}
	run(mode, normal)
	os.Exit(0)
}

// run runs the test bot of mode (NAME or NAME:ARG).
func run(mode string, normal func(n int) string) {
	name, arg, _ := strings.Cut(mode, ":")
	b := &tb{
		in:     bufio.NewReaderSize(os.Stdin, 64<<10),
		out:    bufio.NewWriterSize(os.Stdout, 4<<10),
		name:   name,
		arg:    arg,
		normal: normal,
	}
	b.k, _ = strconv.Atoi(arg)
	switch name {
	case "http":
		httpBot(arg)
	default:
		play, ok := modes[name]
		if !ok {
			fmt.Fprintln(os.Stderr, "unknown test bot mode", mode)
			os.Exit(2)
		}
		play(b)
	}
}

// A tb is a test bot running: its input and output, its mode's name and
// argument (k, the argument as a number), its normal answers.
type tb struct {
	in        *bufio.Reader
	out       *bufio.Writer
	name, arg string
	k         int
	normal    func(n int) string
}

// modes are the bots of the modes that answer turns (see Flag), by name.
var modes = map[string]func(*tb){
	"echo":            (*tb).echo,
	"banner":          (*tb).banner,
	"late":            (*tb).late,
	"script":          (*tb).script,
	"input":           (*tb).input,
	"noready":         (*tb).noready,
	"wrongready":      (*tb).wrongready,
	"exitbeforeready": (*tb).exitbeforeready,
	"exitready":       (*tb).exitready,
	"hang":            (*tb).hang,
	"crash":           (*tb).crash,
	"huge":            (*tb).huge,
	"hugenonl":        (*tb).hugenonl,
	"stderrflood":     (*tb).stderrflood,
	"stderrturn":      (*tb).stderrturn,
	"garbage":         func(b *tb) { b.ready(); b.turns(func(int) { b.say(GarbageLine) }) },
	"garbagecr":       func(b *tb) { b.ready(); b.turns(func(int) { b.say(GarbageCRLine) }) },
	"spam":            (*tb).spam,
	"noread":          func(b *tb) { b.ready(); sleepForever() },
	"mute":            (*tb).mute,
	"sleep":           func(*tb) { sleepForever() },
	"grandchild":      (*tb).grandchild,
	"grandchildexit":  (*tb).grandchildexit,
}

// say writes the line s.
func (b *tb) say(s string) {
	b.out.WriteString(s)
	b.out.WriteByte('\n')
	b.out.Flush()
}

// ready says READY.
func (b *tb) ready() { b.say("READY") }

// answer says the normal answer of turn n.
func (b *tb) answer(n int) { b.say(b.normal(n)) }

func sleepForever() { time.Sleep(time.Hour) }

// turns calls answer for each turn (a line "EOD") until stdin ends.
func (b *tb) turns(answer func(n int)) {
	for n := 1; ; n++ {
		for {
			line, err := b.in.ReadSlice('\n')
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

// upTo answers the first k turns normally, then calls then.
func (b *tb) upTo(then func()) {
	b.ready()
	b.turns(func(n int) {
		if n > b.k {
			then()
		}
		b.answer(n)
	})
}

// letter says the n-th letter of the argument, N after the last.
func (b *tb) letter(n int) {
	if n <= len(b.arg) {
		b.say(b.arg[n-1 : n])
	} else {
		b.say("N")
	}
}

func (b *tb) echo() {
	if arg := b.arg; arg != "" {
		b.normal = func(int) string { return arg }
	}
	b.ready()
	b.turns(b.answer)
}

func (b *tb) banner() {
	b.say("Loading...")
	b.say("  not READY yet")
	b.say(" READY ")
	b.turns(b.answer)
}

func (b *tb) late() {
	time.Sleep(time.Duration(b.k) * time.Millisecond)
	b.ready()
	b.turns(b.answer)
}

func (b *tb) script() {
	b.ready()
	b.turns(b.letter)
}

// input writes each input it is sent on stderr, then answers as script.
func (b *tb) input() {
	b.ready()
	for n := 1; ; n++ {
		text, ok := ReadInput(b.in)
		if !ok {
			os.Exit(0)
		}
		os.Stderr.WriteString(text)
		b.letter(n)
	}
}

func (b *tb) noready() {
	b.say("hello")
	fmt.Fprintln(os.Stderr, "starting slowly")
	sleepForever()
}

func (b *tb) wrongready() {
	b.say("Ready")
	sleepForever()
}

func (b *tb) exitbeforeready() {
	fmt.Fprintln(os.Stderr, "cannot load map")
	os.Exit(1)
}

func (b *tb) exitready() {
	b.ready()
	os.Exit(0)
}

func (b *tb) hang() { b.upTo(sleepForever) }

func (b *tb) crash() {
	b.upTo(func() {
		fmt.Fprintln(os.Stderr, "panic: index out of range")
		os.Exit(3)
	})
}

func (b *tb) huge() {
	b.ready()
	b.turns(func(n int) {
		if n == 1 {
			b.out.Write(bytes.Repeat([]byte{'x'}, 20<<20))
		}
		b.answer(n)
	})
}

func (b *tb) hugenonl() {
	b.ready()
	b.turns(func(int) {
		b.out.Write(bytes.Repeat([]byte{'x'}, 20<<20))
		b.out.Flush()
		sleepForever()
	})
}

func (b *tb) stderrflood() {
	b.ready()
	chunk := StderrChunk
	if b.arg != "" {
		fixed := bytes.Repeat([]byte{b.arg[0]}, 64<<10)
		fixed[len(fixed)-1] = '\n'
		chunk = func(int) []byte { return fixed }
	}
	b.turns(func(n int) {
		os.Stderr.Write(chunk(n))
		b.answer(n)
	})
}

func (b *tb) stderrturn() {
	b.ready()
	b.turns(func(n int) {
		os.Stderr.Write(StderrTurn(n, b.k))
		b.answer(n)
	})
}

func (b *tb) spam() {
	b.ready()
	for n := 1; ; n++ {
		b.answer(n)
	}
}

func (b *tb) mute() {
	b.ready()
	b.turns(func(n int) {
		fmt.Fprintf(os.Stderr, "turn %d read\n", n)
		sleepForever()
	})
}

// startGrandchild starts a process that holds this bot's stdout and
// stderr (not its stdin) and sleeps; it inherits the environment.
func startGrandchild() {
	c := exec.Command(os.Args[0], Flag+"sleep")
	c.Stdout, c.Stderr = os.Stdout, os.Stderr
	if err := c.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}

func (b *tb) grandchild() {
	startGrandchild()
	b.ready()
	b.turns(b.answer)
}

func (b *tb) grandchildexit() {
	startGrandchild()
	b.upTo(func() { os.Exit(0) })
}

// ReadInput reads one input of a turn, its lines up to "EOD" included;
// false when the input ends.
func ReadInput(in *bufio.Reader) (string, bool) {
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
