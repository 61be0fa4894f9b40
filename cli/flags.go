package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"floorfall/game"
	"floorfall/view"
)

func mainUsage(w io.Writer) {
	var titles []string
	for _, g := range game.All() {
		titles = append(titles, g.Info().Title)
	}
	fmt.Fprintf(w, `floorfall %s — play and watch AI contest matches, exactly as their servers played them: %s

Usage:
  floorfall                 a demo match of built-in bots in the viewer ('floorfall play --game NAME': another game's)
  floorfall COMMAND [flags] [args]

Commands:
`, Version, strings.Join(titles, ", "))
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Run 'floorfall COMMAND --help' for a command's flags and examples.
Exit status: 0 ok, 1 failure (a file not written, no display; diff: the replays
differ), 2 usage error, broken replay or bot that cannot start, 130 interrupted
(the replay is still written).
`)
}

// flags is a command's flag set: parsing errors are usage errors that name
// the command, --help prints the usage once on standard output, and the
// help lists a flag's names together (-s, --seed) with its default once.
type flags struct {
	*flag.FlagSet
	usage, examples string
	stdout          io.Writer
}

// newFlags makes the flag set of command name; usage is the command's
// synopsis after "floorfall".
func newFlags(e *env, name, usage, examples string) *flags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {} // help is printed once, by parse
	return &flags{fs, usage, examples, e.stdout}
}

// parse parses args with flags allowed before and after the positional
// arguments (floorfall info r.json --json), and returns the positionals.
// Everything after "--" is positional. --help prints the help and returns
// flag.ErrHelp.
func (f *flags) parse(args []string) ([]string, error) {
	var tail []string
	if i := indexOf(args, "--"); i >= 0 {
		args, tail = args[:i], args[i+1:]
	}
	var pos []string
	for {
		if err := f.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				f.help(f.stdout)
				return nil, err
			}
			msg := dashes(err.Error())
			if f.Name() == "floorfall" { // the demo's flags
				return nil, usagef("floorfall", "%s", msg)
			}
			return nil, usagef(f.Name(), "%s: %s", f.Name(), msg)
		}
		args = f.Args()
		if len(args) == 0 {
			return append(pos, tail...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// flagName is a long flag named in the flag package's errors ("flag -to",
// "for -json", "not defined: -nope"), with one dash.
var flagName = regexp.MustCompile(`\b(flag|for|defined:|argument:) -[A-Za-z][A-Za-z0-9_-]+`)

// dashes writes the long flags named in a flag package error with two
// dashes, as the help does ("invalid value for flag --to"); one-letter
// flags keep one.
func dashes(msg string) string {
	return flagName.ReplaceAllStringFunc(msg, func(m string) string {
		k := strings.Index(m, "-")
		return m[:k] + "-" + m[k:]
	})
}

// help writes the usage, the flags and the examples.
func (f *flags) help(w io.Writer) {
	fmt.Fprintf(w, "Usage: floorfall %s\n\nFlags:\n", f.usage)
	// Names of one flag share its usage text (-s and --seed).
	type entry struct {
		names []string
		fl    *flag.Flag
	}
	var list []*entry
	byUsage := map[string]*entry{}
	f.VisitAll(func(fl *flag.Flag) {
		if e := byUsage[fl.Usage]; e != nil {
			e.names = append(e.names, fl.Name)
			return
		}
		e := &entry{[]string{fl.Name}, fl}
		byUsage[fl.Usage] = e
		list = append(list, e)
	})
	for _, e := range list {
		sort.Slice(e.names, func(i, j int) bool { return len(e.names[i]) < len(e.names[j]) })
		var b strings.Builder
		for i, n := range e.names {
			if i > 0 {
				b.WriteString(", ")
			}
			if len(n) == 1 {
				b.WriteString("-" + n)
			} else {
				b.WriteString("--" + n)
			}
		}
		arg, text := flag.UnquoteUsage(e.fl)
		if arg != "" {
			b.WriteString(" " + arg)
		}
		if !strings.Contains(text, "default") && !isZero(e.fl) {
			text += fmt.Sprintf(" (default %s)", e.fl.DefValue)
		}
		fmt.Fprintf(w, "  %s\n      %s\n", b.String(), text)
	}
	if f.examples != "" {
		fmt.Fprintf(w, "\nExamples:\n%s", f.examples)
	}
}

// isZero reports whether a flag's default is its type's zero value, which
// help does not mention.
func isZero(fl *flag.Flag) bool {
	switch fl.DefValue {
	case "", "0", "false", "0s", "[]":
		return true
	}
	return false
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

// durationFlag is a time limit: a positive duration with a unit.
type durationFlag time.Duration

func (d *durationFlag) String() string { return time.Duration(*d).String() }
func (d *durationFlag) Set(s string) error {
	v, err := time.ParseDuration(s)
	if err != nil {
		if _, nerr := strconv.ParseFloat(s, 64); nerr == nil {
			return fmt.Errorf("%s is not a duration; did you mean %sms?", s, s)
		}
		return fmt.Errorf("%q is not a duration such as 100ms or 1.5s", s)
	}
	if v <= 0 {
		return fmt.Errorf("%s: a time limit must be positive", s)
	}
	*d = durationFlag(v)
	return nil
}

// intFlag is an integer flag with a range.
type intFlag[T int | int64] struct {
	v        *T
	min, max T
}

func (f intFlag[T]) String() string {
	if f.v == nil {
		return "0"
	}
	return strconv.FormatInt(int64(*f.v), 10)
}

func (f intFlag[T]) Set(s string) error {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return fmt.Errorf("%q is not a whole number", s)
	}
	if v < int64(f.min) || v > int64(f.max) {
		return fmt.Errorf("%d is out of range: from %d to %d", v, f.min, f.max)
	}
	*f.v = T(v)
	return nil
}

// intVar defines an integer flag, under each of names, that must be from
// min to max; it starts at value (which may be outside the range, to mean
// "not given").
func intVar[T int | int64](f *flags, p *T, names []string, value, min, max T, usage string) {
	*p = value
	for _, n := range names {
		f.Var(intFlag[T]{p, min, max}, n, usage)
	}
}

// turnFlag is a playback position in turns: a number, not NaN or infinite,
// and not negative.
type turnFlag struct{ v *float64 }

func (f turnFlag) String() string {
	if f.v == nil || *f.v < 0 {
		return ""
	}
	return strconv.FormatFloat(*f.v, 'g', -1, 64)
}

func (f turnFlag) Set(s string) error {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
		return fmt.Errorf("%q is not a turn (a number from 0, such as 120 or 12.5)", s)
	}
	*f.v = v
	return nil
}

// paramFlags are the flags of the games' own parameters (--map, --loadtime,
// --coords...) that a command shares with every game: each game's
// parameters are flags, and a match takes those of its game. A parameter
// is given once, except where several is set (a tournament's rotating
// parameters: see rotating).
type paramFlags struct {
	values  map[string]*paramValue
	fs      *flag.FlagSet
	several bool
}

// paramValue is the values a parameter's flag was given, in order.
type paramValue []string

func (v *paramValue) String() string {
	if v == nil || len(*v) == 0 {
		return ""
	}
	return (*v)[len(*v)-1]
}

func (v *paramValue) Set(s string) error { *v = append(*v, s); return nil }

// defineParams defines a flag for every parameter of every game that fs
// does not define already (turns is an int flag of its own).
func defineParams(fs *flags) *paramFlags {
	p := &paramFlags{values: map[string]*paramValue{}, fs: fs.FlagSet}
	for _, g := range game.All() {
		for _, prm := range g.Info().Params {
			if fs.Lookup(prm.Name) != nil || p.values[prm.Name] != nil {
				continue
			}
			usage := fmt.Sprintf("`VALUE` for %s: %s", g.Info().Name, prm.Usage)
			if prm.Default != "" {
				usage += " (default " + prm.Default + ")"
			}
			p.values[prm.Name] = new(paramValue)
			fs.Var(p.values[prm.Name], prm.Name, usage)
		}
	}
	return p
}

// params are the parameters given on the command line for game g (the
// last value of one given several times), with the ones every command has
// (turns); a parameter of another game is the user's mistake, and so is
// one given twice unless several is set.
func (p *paramFlags) params(cmd string, g game.Game, turns int, turnsGiven bool) (map[string]string, error) {
	own := map[string]bool{}
	for _, prm := range g.Info().Params {
		own[prm.Name] = true
	}
	out := map[string]string{}
	if turnsGiven && !own["turns"] {
		return nil, notParam(cmd, "turns", g)
	}
	if turnsGiven {
		out["turns"] = strconv.Itoa(turns) // else the game's own default
	}
	var err error
	p.fs.Visit(func(f *flag.Flag) {
		v, ok := p.values[f.Name]
		if !ok || err != nil {
			return
		}
		switch {
		case !own[f.Name]:
			err = notParam(cmd, f.Name, g)
		case len(*v) > 1 && !p.several:
			err = usagef(cmd, "%s: --%s is given %d times; a match has one value", cmd, f.Name, len(*v))
		default:
			out[f.Name] = v.String()
		}
	})
	return out, err
}

// notParam refuses flag --name, a parameter game g does not have: for a
// turn limit, with how long the game's matches last.
func notParam(cmd, name string, g game.Game) error {
	info := g.Info()
	if name == "turns" && info.Length != "" {
		return usagef(cmd, "%s: --turns: %s has no turn limit to set: a match lasts %s", cmd, info.Title, info.Length)
	}
	return usagef(cmd, "%s: --%s is not a parameter of %s (floorfall games lists each game's)", cmd, name, info.Name)
}

// askFlags refuses the flags of how bots are asked (given: the flags set)
// that game g's bots cannot be asked with: a ready limit where a match
// waits for no bot before its first turn, an action limit where the
// game's parameters set every turn's, seat folders where bots are not run
// anew for every call, a pace where they call no HTTP API.
func askFlags(cmd string, g game.Game, given map[string]bool) error {
	info := g.Info()
	ask := info.Ask
	switch {
	case (given["ready-timeout"] || given["action-timeout"]) && ask.LimitsBy() != "":
		name := "ready-timeout"
		if given["action-timeout"] {
			name = "action-timeout"
		}
		return usagef(cmd, "%s: --%s: the time limits of %s are set by %s", cmd, name, info.Title, ask.LimitsBy())
	case given["ready-timeout"] && !ask.Waits():
		return usagef(cmd, "%s: --ready-timeout: a match of %s waits for no bot before its first turn: there is no ready limit to set", cmd, info.Title)
	case given["seat-dirs"] && ask.Kind != game.PerCall:
		return usagef(cmd, "%s: --seat-dirs: the bots of %s are not run anew for every call: each runs in the current folder", cmd, info.Title)
	case given["pace"] && ask.Kind != game.HTTP:
		return usagef(cmd, "%s: --pace: the bots of %s call no HTTP API: each turn ends when the bots asked have answered", cmd, info.Title)
	}
	return nil
}

// visited are the names of the flags set in fs.
func visited(fs *flag.FlagSet) map[string]bool {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	return given
}

// rotating are the parameters given more than once, by name, each with
// its values in order.
func (p *paramFlags) rotating() map[string][]string {
	out := map[string][]string{}
	for name, v := range p.values {
		if len(*v) > 1 {
			out[name] = slices.Clone(*v)
		}
	}
	return out
}

// drawFlag is --draw: whose drawings (package draw) are shown over the
// board: all, none or a seat.
type drawFlag struct{ v *view.DrawSeats }

// drawUsage is --draw's help.
const drawUsage = "whose drawings to show over the board (the lines \"#ff ...\" bots print on stderr): all, none or a seat `S`; W in the window"

func (f drawFlag) String() string {
	switch {
	case f.v == nil || *f.v == view.DrawAll:
		return "all"
	case *f.v == view.DrawNone:
		return "none"
	}
	return strconv.Itoa(int(*f.v) - 1)
}

func (f drawFlag) Set(s string) error {
	d, ok := view.ParseDrawSeats(s)
	if !ok || s == "" {
		return fmt.Errorf("%q is not all, none or a seat number", s)
	}
	*f.v = d
	return nil
}

// checkDraw refuses a --draw seat that the match does not have.
func checkDraw(cmd string, d view.DrawSeats, seats int) error {
	if s := int(d) - 1; d > view.DrawAll && s >= seats {
		return usagef(cmd, "%s: --draw %d: the match has %d players (0 to %d)", cmd, s, seats, seats-1)
	}
	return nil
}
