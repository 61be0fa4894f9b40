// Package cli is floorfall's command line: Main parses a command and runs
// it. The window commands (view, the demo) are carried out by a Viewer that
// main hands in; a build without the viewer (-tags headless) hands in none
// and says so.
//
// Main runs the command on a goroutine of its own and calls the Viewer on
// the goroutine that called Main: Ebitengine wants main's goroutine (locked
// to the main thread), and a headless command must not run on it, where
// every blocking pipe read of a match would pay a thread hand-off. Tests
// call Main in-process; one test runs the built binary with no display, so
// that headless commands never need one.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"

	"floorfall/bot"
	"floorfall/internal/safetext"
	"floorfall/show"
)

// Version is floorfall's version, written into every replay.
const Version = "0.1.0"

// Exit statuses.
const (
	ExitOK        = 0   // success
	ExitFailure   = 1   // a failure at run time: a file not written, no display
	ExitUsage     = 2   // the user's error: bad flags, a broken replay, a bot that cannot start
	ExitInterrupt = 130 // a match interrupted by Ctrl-C (its replay is still written)
)

// Viewer is what main hands to Main to open windows: package app has Run
// and Shot, package export Export.
type Viewer struct {
	Run    func(show.Window) error // the viewer window, until it is closed
	Shot   func(show.Shot) error   // one position to a PNG, no window
	Export func(show.Export) error // a replay's playback to GIF, PNGs or MP4
}

// env is what a command sees of the world.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	viewer         *Viewer
	calls          chan func() // run on Main's goroutine (the viewer)
}

// onMain runs f on Main's goroutine and returns its error.
func (e *env) onMain(f func() error) error {
	done := make(chan error, 1)
	e.calls <- func() { done <- f() }
	return <-done
}

// window opens the viewer for a window command: on Main's goroutine, once
// it is known that this build has one and that there is a display.
func (e *env) window(use func(*Viewer) error) error {
	if e.viewer == nil {
		return errors.New("this floorfall has no viewer: it was built with -tags headless (build it without the tag for view, play, export and the demo)")
	}
	if noDisplay(runtime.GOOS, os.Getenv) {
		return errors.New("no display: the viewer needs a window (DISPLAY is not set); on a machine without one, run it under xvfb-run -a")
	}
	return e.onMain(func() error { return use(e.viewer) })
}

// noDisplay reports whether a window cannot be opened on system goos for
// want of a display: on Linux and the BSDs, where windows need an X11 or
// Wayland server and neither DISPLAY nor WAYLAND_DISPLAY is set. Windows
// and macOS always have one.
func noDisplay(goos string, getenv func(string) string) bool {
	switch goos {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		return getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == ""
	}
	return false
}

// Main runs floorfall with args (the command line without the program's
// name) and returns the exit status. viewer may be nil: window commands
// then fail with a message.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, viewer *Viewer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, viewer: viewer, calls: make(chan func())}
	done := make(chan int, 1)
	go func() { done <- e.exitCode(dispatch(e, args)) }()
	for {
		select {
		case f := <-e.calls:
			f()
		case code := <-done:
			return code
		}
	}
}

// command is one of floorfall's commands.
type command struct {
	name, summary string
	run           func(e *env, args []string) error
}

// commands is filled in by init: the commands refer to it (help).
var commands []command

func init() {
	commands = []command{
		{"run", "play a headless match; writes the replay", runCmd},
		{"play", "play a match in the window (bots, built-ins, you)", playCmd},
		{"view", "open the replay viewer", viewCmd},
		{"export", "a replay to an animated GIF, PNG frames or an MP4", exportCmd},
		{"info", "print a replay's result", infoCmd},
		{"input", "print what a bot was sent at a turn of a replay", inputCmd},
		{"drawings", "print what the bots drew at a turn of a replay", drawingsCmd},
		{"diff", "compare two replays of one start (a bot's two versions): where they diverge", diffCmd},
		{"games", "list the games floorfall plays", gamesCmd},
		{"tournament", "play many matches between bots; standings", tournamentCmd},
		{"standings", "the standings of tournament folders", standingsCmd},
		{"site", "tournament folders as a static web site (standings, matches, viewer)", siteCmd},
		{"serve", "serve a site's folder for a preview (loopback only by default)", serveCmd},
		{"bot", "run a built-in bot (random, hunter...; --game) on stdin/stdout", botCmd},
	}
}

func dispatch(e *env, args []string) error {
	if len(args) == 0 {
		return demoCmd(e, nil)
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		mainUsage(e.stdout)
		return nil
	case "-version", "--version", "version":
		fmt.Fprintln(e.stdout, "floorfall", Version)
		return nil
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(e, args[1:])
		}
	}
	if strings.HasPrefix(args[0], "-") {
		return demoCmd(e, args)
	}
	return usagef("floorfall", "unknown command %q", args[0])
}

// usageError is the user's mistake: exit status 2. A mistake in the
// command line itself also points to the help of the command it was made in
// (cmd: "run", "floorfall" for floorfall's own; "" for no pointer, as for a
// broken replay or a bot that cannot start).
type usageError struct{ cmd, msg string }

func (e *usageError) Error() string { return e.msg }

// usagef is a usage error in command cmd.
func usagef(cmd, format string, args ...any) error {
	return &usageError{cmd, fmt.Sprintf(format, args...)}
}

// interrupted reports a match stopped by a signal.
type interrupted struct{ msg string }

func (e *interrupted) Error() string { return e.msg }

// exitStatus is a command's verdict told by its exit status alone, with
// nothing on stderr (diff: 1, the replays differ).
type exitStatus int

func (e exitStatus) Error() string { return "exit status " + strconv.Itoa(int(e)) }

// exitCode prints err (if any) on stderr and returns the exit status for it.
func (e *env) exitCode(err error) int {
	var ue *usageError
	var ie *interrupted
	var es exitStatus
	if err == nil || errors.Is(err, flag.ErrHelp) {
		return ExitOK
	}
	if errors.As(err, &es) {
		return int(es)
	}
	fmt.Fprintln(e.stderr, "floorfall:", safetext.Lines(err.Error(), "  "))
	switch {
	case errors.As(err, &ie):
		return ExitInterrupt
	case errors.As(err, &ue):
		switch ue.cmd {
		case "":
		case "floorfall":
			fmt.Fprintln(e.stderr, "see 'floorfall --help'")
		default:
			fmt.Fprintf(e.stderr, "see 'floorfall %s --help'\n", ue.cmd)
		}
		return ExitUsage
	}
	return ExitFailure
}

// quitNow ends floorfall at once on a second Ctrl-C: every bot's process
// is killed first.
func quitNow(e *env) {
	bot.KillAll()
	fmt.Fprintln(e.stderr, "floorfall: interrupted again: every bot killed, the match not saved")
	exit(ExitInterrupt)
}

// exit ends the program; a variable for tests.
var exit = os.Exit

// runtimeCPUs is the number of cores to use.
func runtimeCPUs() int { return runtime.NumCPU() }
