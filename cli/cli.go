// Package cli is floorfall's command line: it parses every command and runs
// the ones that need no window (run, info, bot, help).
//
// Why a package of its own, run from an init function: Ebitengine connects
// to the display when its packages are initialised, before main runs, and
// panics when there is none. floorfall is one binary, and its headless
// commands (a match runner in CI, the built-in bots it starts as processes)
// must work without a display. Go initialises packages in a fixed order (by
// import path among those whose imports are ready, Go 1.21 and later), and
// this package comes before Ebitengine's, so its init runs a headless
// command to the end and exits before Ebitengine is touched. For a window
// command it parses and checks everything (a broken replay is reported with
// exit status 2 and no window), leaves a Job, and returns; main then opens
// the window. A test runs the built binary with no DISPLAY to keep this true.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
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

// usageError is the user's mistake: exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// interrupted reports a match stopped by a signal.
type interrupted struct{ msg string }

func (e *interrupted) Error() string { return e.msg }

// command is a headless command (run) or a window command (window).
type command struct {
	name, summary string
	run           func(args []string) error
	window        func(args []string) (*Job, error)
}

var commands []command

func init() {
	commands = []command{
		{"run", "play a headless match of bot processes", runCmd, nil},
		{"view", "open the replay viewer", nil, viewCmd},
		{"info", "print a replay's result", infoCmd, nil},
		{"bot", "run a built-in bot (random, hunter) on stdin/stdout", botCmd, nil},
	}
	if isTest() {
		return
	}
	// Not on this goroutine: a package initialised earlier has locked it
	// to its OS thread, and every blocking pipe read of a match would then
	// pay a thread hand-off.
	type result struct {
		code int
		job  *Job
	}
	done := make(chan result)
	go func() {
		code, job := Prepare(os.Args[1:])
		done <- result{code, job}
	}()
	r := <-done
	if r.job == nil {
		os.Exit(r.code)
	}
	prepared = r.job
}

// isTest reports whether this is a test binary, where no command runs at init.
func isTest() bool {
	return strings.HasSuffix(os.Args[0], ".test") || (len(os.Args) > 1 && strings.HasPrefix(os.Args[1], "-test."))
}

var prepared *Job

// Prepared returns the window job that init left for main, or nil.
func Prepared() *Job { return prepared }

// Prepare runs a headless command to its end and returns its exit status,
// or parses a window command and returns its job (and exit status 0).
func Prepare(args []string) (int, *Job) {
	job, err := dispatch(args)
	if err == nil && job != nil {
		if err = haveViewer(); err == nil {
			return ExitOK, job
		}
	}
	return ExitCode(err), nil
}

// haveViewer tells a window command, plainly, that this build has no
// viewer or that there is no display.
func haveViewer() error {
	if !hasViewer {
		return errors.New("this floorfall was built with -tags headless: it has no viewer (build it without the tag for view and the demo)")
	}
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return errors.New("no display: the viewer needs a window (DISPLAY is not set); on a machine without one, run it under xvfb-run -a")
	}
	return nil
}

func dispatch(args []string) (*Job, error) {
	if len(args) == 0 {
		return demoCmd(nil)
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		mainUsage(os.Stdout)
		return nil, nil
	case "-version", "--version", "version":
		fmt.Println("floorfall", Version)
		return nil, nil
	}
	for _, c := range commands {
		switch {
		case c.name != args[0]:
		case c.window != nil:
			return c.window(args[1:])
		default:
			return nil, c.run(args[1:])
		}
	}
	if strings.HasPrefix(args[0], "-") {
		return demoCmd(args)
	}
	mainUsage(os.Stderr)
	return nil, usagef("unknown command %q", args[0])
}

// ExitCode prints err (if any) and returns the exit status for it.
func ExitCode(err error) int {
	var ue *usageError
	var ie *interrupted
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return ExitOK
	}
	fmt.Fprintln(os.Stderr, "floorfall:", err)
	switch {
	case errors.As(err, &ie):
		return ExitInterrupt
	case errors.As(err, &ue):
		return ExitUsage
	}
	return ExitFailure
}
