package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

func mainUsage(w io.Writer) {
	fmt.Fprintf(w, `floorfall %s — play and watch JavaChallenge2015 ("drop the floor, drop the enemies")

Usage:
  floorfall                 a demo match of four built-in bots in the viewer
  floorfall COMMAND [flags] [args]

Commands:
`, Version)
	for _, c := range commands {
		fmt.Fprintf(w, "  %-6s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Run 'floorfall COMMAND --help' for a command's flags and examples.
Exit status: 0 ok, 1 failure (a file not written, no display), 2 usage error,
broken replay or bot that cannot start, 130 interrupted (the replay is still written).
`)
}

// newFlags makes a flag set whose --help prints usage, the flags and examples.
func newFlags(name, usage, examples string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		w := os.Stdout
		fmt.Fprintf(w, "Usage: floorfall %s\n\nFlags:\n", usage)
		fs.SetOutput(w)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
		if examples != "" {
			fmt.Fprintf(w, "\nExamples:\n%s", examples)
		}
	}
	return fs
}

// parseFlags parses args with flags allowed before and after the positional
// arguments (floorfall info r.json --json), and returns the positionals.
// Everything after "--" is positional.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var tail []string
	if i := indexOf(args, "--"); i >= 0 {
		args, tail = args[:i], args[i+1:]
	}
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.Usage()
				return nil, err
			}
			return nil, usagef("%s: %v (see 'floorfall %s --help')", fs.Name(), err, fs.Name())
		}
		args = fs.Args()
		if len(args) == 0 {
			return append(pos, tail...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func indexOf(args []string, s string) int {
	for i, a := range args {
		if a == s {
			return i
		}
	}
	return -1
}

// listFlag is a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ", ") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }
