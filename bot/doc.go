// Package bot starts JavaChallenge2015 bot processes and talks to them
// with the official protocol, safely and with little overhead.
//
// Protocol: a bot is a command line (see [Split]). Once started it must
// print a line "READY" within [Config.ReadyTimeout] ([Bot.WaitReady]).
// Then, each turn, it receives a multi-line text ending with a line "EOD"
// on its standard input and must answer one line on its standard output
// within [Config.ActionTimeout] ([Bot.Ask]). Standard error is drained
// continuously and kept for diagnostics ([Bot.StderrTail]); what a bot
// wrote on it before an answer line belongs to that turn ([Reply.Stderr]).
//
// Safety: each bot runs in its own process group. Whatever a bot does
// (never reading its input, hanging, writing endless or binary output,
// flooding stderr, exiting, leaving children behind that hold its pipes),
// a call returns within its limit plus a small margin, memory stays bounded,
// and [Bot.Close] kills the whole group. A bot that fails once (not ready,
// timeout, exited) is killed at once and never asked again: its later
// Asks return immediately with OK false. On Linux, floorfall is a child
// subreaper (from the first Start on): Close also kills every descendant
// of the bot that left its group (setsid, double-forked daemons), and
// reaps those re-parented to floorfall; [KillAll] does the same for every
// bot not yet closed. On Windows the group is a job object, which holds
// every process the bot starts, and dies with floorfall. On other Unix
// systems, processes that leave the group are out of reach. See tree.go
// for how descendants are told apart and what escapes.
//
// Speed: stdin and stdout are plain pipes (*os.File), read and written
// directly by the calling goroutine with read/write deadlines from the
// runtime poller and a reusable buffered reader: an Ask starts no goroutine
// and allocates no timer. Each bot has two helper goroutines for its whole
// life: one drains stderr, one reaps the process. Once an Ask has the
// answer line, it reads what the stderr pipe still holds itself (one
// non-blocking read when it is empty), so that the turn's stderr is
// complete. On Windows (pipe_windows.go) stdin and stdout are named pipes
// whose floorfall end is overlapped, so that they have deadlines too, and
// stderr cannot be waited on: the drainer looks at it again within 10ms.
//
// Concurrency: different bots may be used from different goroutines at
// once. For one bot, WaitReady and Ask must be called from one goroutine
// at a time; Status, Detail, FailedTurn, StderrTail, Pid and Close may be
// called from any goroutine at any time.
package bot
