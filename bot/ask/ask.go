// Package ask is what a match asks of a seat's player and what it answers,
// whatever plays the seat: the Player interface, its Reply and Status, the
// official time limits, and what the built-in bots run inside floorfall
// share (InProcess, Decider). It starts no process: package bot runs bot
// programs behind the same interface (and names these types as its own),
// and package game's plug-ins need only this package, so a build without
// bot processes (the web viewer) has games all the same.
package ask

import (
	"errors"
	"sync"
	"time"
)

// The official servers' time limits, used where a bot's settings leave
// them zero.
const (
	// DefaultReadyTimeout and DefaultActionTimeout are JavaChallenge2015's
	// official server's limits for a persistent bot.
	DefaultReadyTimeout  = time.Second
	DefaultActionTimeout = 100 * time.Millisecond
	// DefaultCallTimeout is the time limit of a call of a bot run anew for
	// every call (bot.PerCall).
	DefaultCallTimeout = time.Second
)

// Player is a seat's player as a match sees it: a bot process (package bot), a
// built-in bot run inside floorfall, or a person at the keyboard. A match
// waits for each player to be ready, asks the acting one for its answer
// each turn, and closes them all at the end.
//
// The rules for a Player are those of a bot process (bot.Bot): WaitReady and Ask are called
// from one goroutine at a time; Status, Detail, StderrTail and Close from
// any goroutine at any time. Close ends an Ask or a WaitReady in progress
// soon after (that is how a match stops a player that waits for a person).
type Player interface {
	// WaitReady waits until the player is ready to be asked, at most until
	// deadline (zero: the player's own default). On failure the status
	// becomes not-ready.
	WaitReady(deadline time.Time) error
	// Ask sends one turn's input (without its final newline) and returns
	// the answer. A failed or closed player answers at once with OK false.
	Ask(input string) Reply
	// Status is what is known of the player's behaviour so far.
	Status() Status
	// Detail says why the status is what it is, for people.
	Detail() string
	// StderrTail is the end of what the player wrote for diagnostics.
	StderrTail() []byte
	// Close releases the player (kills a process and its group).
	Close() error
}

// Reply is the outcome of one Ask, for every kind of bot.
type Reply struct {
	// Line is the answer as received, any bytes at all (not checked to be
	// text); "" if no valid answer. What it holds depends on how the bot
	// is asked:
	//   - a persistent bot with one-line answers: the line, without its
	//     "\n" or "\r\n";
	//   - a persistent bot with answers of several lines up to an end line
	//     (Protocol.End): those lines, each without its "\n" or "\r\n",
	//     joined with "\n", the end line left out (Lines has them one by
	//     one);
	//   - a PerCall bot: all it printed on its standard output;
	//   - an APIBot: what its request carried (as the game's Route said).
	Line string
	// Lines are the lines of an answer of several lines (substrings of
	// Line, no copies); nil for the other kinds, or for an empty answer.
	Lines []string
	// OK: a complete answer was received in time. A too long answer is OK
	// too (it came in time) but has TooLong set and an empty Line.
	OK bool
	// TooLong: the answer was longer than allowed: a line longer than
	// bot.MaxLine (64 KiB), an answer of several lines over the Protocol's
	// MaxLines or MaxBytes, the output of a PerCall bot over MaxOutput. It
	// counts as an invalid answer; Line and Lines are empty. The bot stays
	// usable: a persistent bot's next Ask reads the next answer.
	TooLong bool
	// Status is the outcome of this call: StatusOK when OK; otherwise why
	// not (timeout, exited, not-ready for a bot that did not get ready,
	// crashed for a PerCall call that could not be started or failed with
	// no answer), or "" when the call was not made (the
	// bot had failed or was closed before) or was ended by Close. For a
	// persistent bot a failed call is the bot's failure too (its Status);
	// PerCall and APIBot bots may fail one call and answer the next.
	Status Status
	// Took is the time from the start of the call (the write of the input,
	// the start of the process, the answer to the previous request) to the
	// end of the answer.
	Took time.Duration
	// Exit says how the process of a PerCall bot ended ("exited with
	// status 0", "killed by signal killed", "killed at the limit", ...);
	// "" for the other kinds.
	Exit string
	// Stderr is what the bot wrote on stderr during this turn: all it
	// wrote before its answer was read (or before the Ask failed) that
	// no earlier Reply holds, that is since the previous answer (or since
	// its ready line, for the first Ask). What it writes after its answer
	// is for the next Reply (unless it is already in the pipe when the
	// answer has been read). For an APIBot it is what it wrote on stdout
	// and stderr (one pipe) since the previous Ask. At most bot.TurnStderrMax
	// bytes are kept, then a marker "\n[... N bytes dropped]". nil if
	// nothing.
	Stderr []byte
	// Drawn are the lines of this turn's stderr that are drawings (see
	// Drawn), taken from all of it, not only from what Stderr keeps.
	Drawn Drawn
}

// Drawn are the lines of a turn's stderr that start with draw.Prefix
// ("#ff "), without it, as the bot wrote them (a final "\r" cut): what it
// drew in the turn, for package draw to read. At most draw.MaxCommands
// lines are kept, each at most draw.MaxLen bytes.
type Drawn struct {
	Lines []string
	Over  int // lines after the first draw.MaxCommands
	Long  int // lines longer than draw.MaxLen
}

// Status is what is known about a bot's behaviour so far.
type Status string

const (
	// StatusOK: the bot has not failed (yet). It is the status from its start
	// on, also before WaitReady, and stays so after Close if the bot never
	// failed.
	StatusOK Status = "ok"
	// StatusNotReady: the bot did not print its ready line ("READY")
	// within ReadyTimeout of Start, because it was too slow, printed
	// something else only, or closed its output / exited first (Detail
	// tells which); an APIBot made no request by then.
	StatusNotReady Status = "not-ready"
	// StatusTimeout: during an Ask the bot did not take its input or did not
	// finish its answer within the limit (an answer line longer than 64
	// KiB that is not finished in time counts as a timeout too); a PerCall
	// call's output did not end, or an APIBot made no request, in time (in
	// the Reply only: those bots are asked again).
	StatusTimeout Status = "timeout"
	// StatusExited: during an Ask the bot's output was closed (end of file:
	// usually it exited or crashed) or its input was closed (broken pipe);
	// an APIBot's process ended.
	StatusExited Status = "exited"
	// StatusCrashed: a PerCall call's process could not be started, or
	// ended with an error (a non-zero exit status, killed by a signal)
	// having printed no answer (nothing but white space). In the Reply
	// only: the bot is asked again.
	StatusCrashed Status = "crashed"
)

// InProcess is what every game's built-in bot run inside floorfall has in
// common as a Player: it is ready when made, always ok, writes no stderr,
// and once closed answers nothing. A game's player embeds it and adds Ask,
// which checks Closed first.
type InProcess struct {
	mu     sync.Mutex
	closed bool
}

// ErrClosed: the player was closed.
var ErrClosed = errors.New("closed")

// WaitReady returns at once: a built-in bot is ready when it is made.
func (p *InProcess) WaitReady(time.Time) error {
	if p.Closed() {
		return ErrClosed
	}
	return nil
}

func (p *InProcess) Status() Status     { return StatusOK }
func (p *InProcess) Detail() string     { return "ok" }
func (p *InProcess) StderrTail() []byte { return nil }

// Close marks the player closed; it is never asked again.
func (p *InProcess) Close() error {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	return nil
}

// Closed reports whether Close was called.
func (p *InProcess) Closed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// Decider is a built-in bot whose answer to an input text is decide's
// (run on the asking goroutine), timed like a process's answer.
func Decider(decide func(input string) string) Player { return &decider{decide: decide} }

type decider struct {
	InProcess
	decide func(string) string
}

func (p *decider) Ask(input string) Reply {
	if p.Closed() {
		return Reply{}
	}
	start := time.Now()
	line := p.decide(input)
	return Reply{Line: line, OK: true, Status: StatusOK, Took: time.Since(start)}
}
