package cli

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"floorfall/bot"
	"floorfall/builtin"
	"floorfall/engine"
	"floorfall/match"
	"floorfall/replay"
)

const runExamples = `  floorfall run -a hunter -a random -a random -a random --out game.json
  floorfall run -a "java SampleAI" -a "java SampleAI" -a "python3 my_bot.py" -a ./c_bot > game.json
  floorfall run -a ./mybot -a hunter -a hunter -a hunter --seed 7 --action-timeout 1s
  floorfall run --initial old.json -a ./mybot -a hunter -a hunter -a hunter --out again.json

A bot is a command line, split into words like a shell does (quotes allowed).
A bare built-in name (random, hunter) runs floorfall's own bot.
Coordinates: bots get "x y" (column row), byte for byte as the official server
sent them; --coords rc sends row then column, as the rules text says.
`

// runOptions are the flags of 'floorfall run'.
type runOptions struct {
	ais, names     listFlag
	seed           int64
	turns          int
	initial        string
	coords         string
	readyTimeout   time.Duration
	actionTimeout  time.Duration
	out            string
	records, quiet bool
}

func runCmd(args []string) error {
	var o runOptions
	fs := newFlags("run", "run -a CMD -a CMD -a CMD -a CMD [flags]", runExamples)
	for _, n := range []string{"a", "ai"} {
		fs.Var(&o.ais, n, "a bot command, once per player in id order (`CMD`, up to 4)")
	}
	fs.Var(&o.names, "name", "a display name, once per player in id order (default: from the command)")
	for _, n := range []string{"s", "seed"} {
		fs.Int64Var(&o.seed, n, -1, "placement seed (default: a new random seed, printed)")
	}
	for _, n := range []string{"t", "turns"} {
		fs.IntVar(&o.turns, n, engine.DefaultTurnLimit, "turn limit")
	}
	fs.StringVar(&o.initial, "initial", "", "start from the initial placement of this `REPLAY`")
	fs.StringVar(&o.coords, "coords", "xy", "order of a player's square sent to bots: xy (column row, as the official server) or rc (row column, as the rules text)")
	fs.DurationVar(&o.readyTimeout, "ready-timeout", time.Second, "time a bot has to print READY")
	fs.DurationVar(&o.actionTimeout, "action-timeout", 100*time.Millisecond, "time a bot has to answer each turn")
	fs.StringVar(&o.out, "out", "", "write the replay to this `FILE` (default: standard output)")
	fs.BoolVar(&o.records, "records", true, "keep each turn's raw reply, time and stderr in the replay")
	for _, n := range []string{"q", "quiet"} {
		fs.BoolVar(&o.quiet, n, false, "print no result summary on standard error")
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("run: unexpected argument %q (bots are given with -a)", pos[0])
	}
	cfg, err := o.config()
	if err != nil {
		return err
	}
	if err := checkOut(o.out); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	done := make(chan struct{})
	defer close(done)
	go func() {
		for i := 0; ; i++ {
			select {
			case <-sigs:
			case <-done:
				return
			}
			if i == 0 {
				cancel() // the first Ctrl-C ends the match
				continue
			}
			// A second one ends floorfall at once, with every process
			// of every bot.
			bot.KillAll()
			os.Exit(ExitInterrupt)
		}
	}()
	f, err := match.Play(ctx, cfg)
	if err != nil {
		return usagef("run: %v", err)
	}
	if err := writeReplay(o.out, f); err != nil {
		return err
	}
	if !o.quiet {
		if err := printSummary(os.Stderr, f, o.out); err != nil {
			return err
		}
	}
	if ctx.Err() != nil {
		return &interrupted{fmt.Sprintf("run: interrupted after %d turns; the replay holds them", len(f.Commands))}
	}
	return nil
}

// config checks the flags and builds the match configuration.
func (o *runOptions) config() (match.Config, error) {
	cfg := match.Config{TurnLimit: o.turns, Version: Version, NoRecords: !o.records,
		Bot: bot.Config{ReadyTimeout: o.readyTimeout, ActionTimeout: o.actionTimeout}}
	if len(o.ais) == 0 || len(o.ais) > engine.NumPlayers {
		return cfg, usagef("run: give 1 to 4 bots with -a (got %d); see 'floorfall run --help'", len(o.ais))
	}
	if len(o.names) > len(o.ais) {
		return cfg, usagef("run: %d names for %d bots", len(o.names), len(o.ais))
	}
	c, ok := engine.ParseCoords(o.coords)
	if !ok {
		return cfg, usagef("run: --coords must be rc or xy, not %q", o.coords)
	}
	cfg.Coords = c
	cfg.Seed = o.seed
	if o.seed < 0 {
		cfg.Seed = rand.Int64N(1 << 31)
	}
	if o.turns < 1 || o.turns > replay.MaxTurnLimit {
		return cfg, usagef("run: --turns must be from 1 to %d", replay.MaxTurnLimit)
	}
	if o.readyTimeout <= 0 || o.actionTimeout <= 0 {
		return cfg, usagef("run: time limits must be positive")
	}
	for i := range cfg.Seats {
		seat := &cfg.Seats[i]
		if i >= len(o.ais) {
			seat.Name = fmt.Sprintf("Player %d", i)
			continue
		}
		if strings.TrimSpace(o.ais[i]) == "" {
			return cfg, usagef("run: player %d: empty command", i)
		}
		*seat = seatFor(o.ais[i], i, cfg.Seed, c)
		seat.Name = defaultName(seat.Command)
		if i < len(o.names) {
			seat.Name = o.names[i]
		}
	}
	uniqueNames(&cfg.Seats, len(o.names))
	if o.initial != "" {
		f, err := replay.Load(o.initial)
		if err != nil {
			return cfg, usagef("run: --initial: %v", err)
		}
		cfg.Initial = &f.Initial
	}
	return cfg, nil
}

// seatFor makes the seat for a bot given with -a: a bare built-in name
// (hunter, random) runs floorfall's own bot inside this process, in the
// match's coordinate order and with a seed drawn from the match's seed and
// the seat, so that a match with a given seed plays the same; anything else
// is a command line started as a process.
func seatFor(command string, seat int, seed int64, c engine.Coords) match.Seat {
	name := strings.TrimSpace(command)
	if slices.Contains(builtin.Names(), name) {
		botSeed := seed*engine.NumPlayers + int64(seat) + 1
		return match.Seat{Command: name, Start: func() (bot.Player, error) {
			return builtin.NewPlayer(name, botSeed, c)
		}}
	}
	return match.Seat{Command: command}
}

// quoteWord quotes a word for bot.Split when it needs it.
func quoteWord(s string) string {
	if strings.ContainsAny(s, " \t\n'\"\\$`") {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	return s
}

// defaultName names a player after its command: a built-in's name, or the
// base name of the last word that is not a flag ("java SampleAI" → SampleAI).
func defaultName(command string) string {
	words, err := bot.Split(command)
	if err != nil || len(words) == 0 {
		return command
	}
	name := words[0]
	for _, w := range words[1:] {
		if !strings.HasPrefix(w, "-") {
			name = w
		}
	}
	return filepath.Base(name)
}

// checkOut refuses, before the match, an --out whose folder does not exist.
func checkOut(path string) error {
	if path == "" || path == "-" {
		return nil
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usagef("run: --out %s: folder %s does not exist", path, dir)
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return usagef("run: --out %s is a folder; name a file", path)
	}
	return nil
}

// writeReplay writes f to path atomically, or to standard output. If that
// fails, the replay is saved in the temporary folder instead, so that a
// played match is never lost.
func writeReplay(path string, f *replay.File) error {
	var err error
	if path == "" || path == "-" {
		err = writeTo(os.Stdout, f)
	} else if err = replay.Save(path, f); err != nil {
		err = fmt.Errorf("run: %v", err)
	}
	if err == nil {
		return nil
	}
	rescue, ferr := os.CreateTemp("", "floorfall-*.json")
	if ferr == nil {
		ferr = replay.Write(rescue, f)
		if cerr := rescue.Close(); ferr == nil {
			ferr = cerr
		}
	}
	if ferr != nil {
		return fmt.Errorf("%v; the replay could not be saved anywhere else either: %v", err, ferr)
	}
	return fmt.Errorf("%v; the replay was saved to %s instead", err, rescue.Name())
}

func writeTo(w io.Writer, f *replay.File) error {
	if err := replay.Write(w, f); err != nil {
		return fmt.Errorf("run: writing the replay: %v", err)
	}
	return nil
}

// uniqueNames tells apart default names that repeat ("random" three times
// becomes "random 1", "random 2", "random 3", after the seat); the first
// given seats keep the names the user chose.
func uniqueNames(seats *[engine.NumPlayers]match.Seat, given int) {
	count := map[string]int{}
	for _, s := range seats {
		count[s.Name]++
	}
	for i := given; i < len(seats); i++ {
		if s := &seats[i]; s.Command != "" && count[s.Name] > 1 {
			s.Name = fmt.Sprintf("%s %d", s.Name, i)
		}
	}
}
