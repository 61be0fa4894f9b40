// Package bot runs the bot programs of a game and asks them for their
// answers, in the ways contests ask them, safely and with little overhead.
// It knows no game: a game chooses the kind of bot and its protocol.
//
// A bot is a command line (see [Split]), run directly, never through a
// shell. Every kind of bot is a [Player] (WaitReady, Ask, Status, Detail,
// StderrTail, Close), answers with a [Reply] (the answer, OK, Status, the
// time it took, the stderr of the turn), and has a time limit per call
// ([Config.ActionTimeout]; AskWithin gives one call a limit of its own):
//
//   - A persistent process ([Start], [Bot]), asked over stdin and stdout
//     as [Config.Protocol] says: an optional ready line it prints once
//     started ([Bot.WaitReady], within [Config.ReadyTimeout]), then per
//     turn an input text and an answer of one line, or of lines up to an
//     end line ([Protocol.End], bounded by MaxLines and MaxBytes).
//     JavaChallenge2015: "READY", then one line per turn. Ants: no ready
//     line (the setup is an Ask with a longer limit), answers up to a line
//     "go" in any case, and a last message that wants no answer
//     ([Bot.Send]).
//   - A new process per call ([NewPerCall], [PerCall]; Hit and Sunk): the
//     command line plus the call's argument as a single argv element,
//     stdin /dev/null, stdout read to the end (at most [MaxOutput]), 1 s
//     per call by default; each call judged on its own. [SeatDir] makes
//     each seat an empty working folder of its own; [Absolute] makes its
//     command run from there as from the folder it was given in.
//   - A process that plays by calling a local HTTP API ([Server],
//     [APIBot]; Tenka1 2022): the game's requests served on 127.0.0.1
//     only, a random token per seat, the address, the token and what else
//     the game names given in the environment ([Config.Env]); a turn is one
//     round trip of the bot's (Ask answers its last request and waits for
//     the next).
//
// Statuses ([Status]): ok; not-ready (no ready line, or no first request,
// in time); timeout; exited; crashed (a PerCall call that could not be
// started, or failed with no answer).
// Whether an answer is valid is the game's to say (the protocol layer
// returns raw text).
//
// Safety: each process runs in its own process group. Whatever a bot does
// (never reading its input, hanging, writing endless or binary output,
// flooding stderr, exiting, leaving children behind that hold its pipes),
// a call returns within its limit plus a small margin, memory stays bounded,
// and Close kills the whole group. A persistent bot that fails once (not
// ready, timeout, exited) is killed at once and never asked again: its
// later Asks return immediately with OK false; a PerCall bot's process is
// killed at the end of every call; an APIBot that exits or never calls is
// killed. On Linux, floorfall is a child subreaper (from the first process
// started): Close (and the end of each PerCall call) also kills every
// descendant of the bot that left its group (setsid, double-forked
// daemons), and reaps those re-parented to floorfall; [KillAll] does the
// same for every process not yet closed. On Windows the group is a job
// object, which holds every process the bot starts, and dies with
// floorfall. On other Unix systems, processes that leave the group are out
// of reach. See tree.go for how descendants are told apart and what
// escapes.
//
// Stderr is drained continuously and kept for diagnostics (StderrTail);
// what a bot wrote on it before an answer belongs to that turn
// ([Reply.Stderr]).
//
// Speed: a persistent bot's stdin and stdout are plain pipes (*os.File),
// read and written directly by the calling goroutine with read/write
// deadlines from the runtime poller and a reusable buffered reader: an Ask
// starts no goroutine and, for one-line answers, allocates nothing (an
// answer of several lines: its text and the slice of its lines). Each
// process has two helper goroutines for its whole life: one drains stderr,
// one reaps the process. A process run anew for every call ([PerCall]) has
// none on Linux: the goroutine making the call waits with one poll(2) over
// its stdout, its stderr and a pidfd, reads each and reaps it (shot_linux.go).
// Once an Ask has the answer, it reads what the
// stderr pipe still holds itself (one non-blocking read when it is empty),
// so that the turn's stderr is complete. On Windows (pipe_windows.go)
// stdin and stdout are named pipes whose floorfall end is overlapped, so
// that they have deadlines too, and stderr cannot be waited on: the
// drainer looks at it again within 10ms.
//
// Concurrency: different bots may be used from different goroutines at
// once. For one bot, WaitReady, Ask, AskWithin and Send must be called
// from one goroutine at a time; Status, Detail, StderrTail, Pid
// and Close may be called from any goroutine at any time.
package bot
