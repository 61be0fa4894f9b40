package cli

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/match"
	"floorfall/replay"
)

const runExamples = `  floorfall run -a hunter -a random -a random -a random --out game.json
  floorfall run -a "java SampleAI" -a "java SampleAI" -a "python3 my_bot.py" -a ./c_bot > game.json
  floorfall run -a ./mybot -a hunter -a hunter -a hunter --seed 7 --action-timeout 1s
  floorfall run --initial old.json -a ./mybot -a hunter -a hunter -a hunter --out again.json
  floorfall run --from game.json --at 120 -a ./mybot -a hunter -a hunter -a hunter --out fork.json

A bot is a command line, split into words like a shell does (quotes allowed).
A bare built-in name (random, hunter) runs floorfall's own bot.
Coordinates: bots get "x y" (column row), byte for byte as the official server
sent them; --coords rc sends row then column, as the rules text says.
--from REPLAY --at T plays on from turn T of a replay (its game, its seats):
the turns before T stand as played; in a game whose bots keep state between
turns (Ants, JavaChallenge2015) each new bot is first fed every earlier turn's
input, its answers thrown away, as if it had played from the start.
`

// runOptions are the flags of 'floorfall run'.
type runOptions struct {
	game           string
	ais, names     listFlag
	seed           int64
	turns          int
	initial        string
	params         *paramFlags
	readyTimeout   time.Duration
	actionTimeout  time.Duration
	out            string
	seatDirs       string
	records, quiet bool
	// httpPace is the pace of a game whose bots call an HTTP API: "" or
	// fast, official ('play --pace' sets it too; its view plays fast).
	httpPace string
	// cpuProfile is where run writes a CPU profile of the match, if set.
	cpuProfile string
	// from and at are --from REPLAY --at TURN: the match is played on
	// from that turn of the replay (see readFork); forkSeats are its seats.
	from          string
	at, forkSeats int
}

// matchFlags defines the flags that make a match (run and play share them).
func matchFlags(fs *flags, o *runOptions) {
	fs.StringVar(&o.game, "game", game.Default, "the `GAME` to play (floorfall games lists them)")
	for _, n := range []string{"a", "ai"} {
		fs.Var(&o.ais, n, "a bot, once per player from player 0: a command line `CMD`, or a built-in bot's name (hunter, random...; floorfall games lists each game's)")
	}
	fs.Var(&o.names, "name", "a display `NAME`, once per player from player 0 (default: from the command)")
	intVar(fs, &o.seed, []string{"s", "seed"}, -1, 0, math.MaxInt64, "placement `SEED` (default: a new random seed, printed)")
	intVar(fs, &o.turns, []string{"t", "turns"}, 0, 1, replay.MaxTurnLimit, "the turn limit `N` (default: the game's; floorfall games lists it; a game of fixed length has none)")
	fs.StringVar(&o.initial, "initial", "", "start from the initial placement of this `REPLAY`")
	o.params = defineParams(fs)
	fs.Var((*durationFlag)(&o.readyTimeout), "ready-timeout", "the time, a `DURATION` such as 1s, a bot has to print READY, counted from when the player before it was ready (a bot calling an HTTP API: to make its first call); only for games that wait for their bots (default: the game's; floorfall games lists it)")
	fs.Var((*durationFlag)(&o.actionTimeout), "action-timeout", "the time, a `DURATION` such as 100ms, a bot has to answer each turn or call (default: the game's; floorfall games lists it)")
	fs.StringVar(&o.seatDirs, "seat-dirs", "", "the `FOLDER` where each seat of a game whose bots are run anew for every call gets its working folder seat-N, emptied before the match (default: a temporary folder, removed after it)")
	fs.StringVar(&o.out, "out", "", "write the replay to this `FILE` (default: standard output)")
	fs.BoolVar(&o.records, "records", true, "keep each turn's input, raw reply, time and stderr in the replay (--records=false leaves them out)")
	for _, n := range []string{"q", "quiet"} {
		fs.BoolVar(&o.quiet, n, false, "print no result summary on standard error")
	}
}

func runCmd(e *env, args []string) error {
	var o runOptions
	fs := newFlags(e, "run", "run -a CMD [-a CMD ...] [flags]", runExamples)
	matchFlags(fs, &o)
	fs.StringVar(&o.cpuProfile, "cpuprofile", "", "write a CPU profile of floorfall from the start of the bots to the replay written to `FILE`, for go tool pprof (where floorfall's own time goes)")
	forkFlags(fs, &o)
	fs.StringVar(&o.httpPace, "pace", "fast", "`PACE` of the match: fast ends a turn once every bot has answered, official keeps the official server's wall-clock turns where the game had them (Tenka1 2022: 500 ms; elsewhere as fast)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("run", "run: unexpected argument %q (bots are given with -a)", pos[0])
	}
	for i, a := range o.ais {
		if strings.TrimSpace(a) == "human" {
			return usagef("run", "run: player %d is human: a person plays in the window, with 'floorfall play'", i)
		}
	}
	from, err := o.readFork("run", fs) // the game is the replay's
	if err != nil {
		return err
	}
	cfg, err := o.config("run")
	if err != nil {
		return err
	}
	if from != nil {
		turns := 0 // the parent's turn limit unless one is given
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "t" || f.Name == "turns" {
				turns = o.turns
			}
		})
		playOn(&cfg, from, len(o.names), turns)
		cfg.Fork = from.Record(o.out)
	}
	if err := checkOut("run", o.out); err != nil {
		return err
	}
	matchGC()
	if o.cpuProfile != "" {
		stop, err := startCPUProfile(o.cpuProfile)
		if err != nil {
			return usagef("run", "run: --cpuprofile: %v", err)
		}
		defer stop()
	}
	// The first Ctrl-C stops the match (the replay holds the turns
	// played); another one while the match stops ends floorfall at once,
	// every bot killed; one while the replay is written gives that up and
	// saves it in the temporary folder (a FIFO nobody reads).
	sig := make(chan os.Signal, 4)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sig)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ended := make(chan struct{})
	go func() {
		select {
		case <-sig:
			cancel()
		case <-ended:
			return
		}
		select {
		case <-sig:
			quitNow(e)
		case <-ended:
		}
	}()
	// The replay is saved while the bots are closed.
	played := false // then saving is what can fail
	f, err := match.PlayThen(ctx, cfg, func(f game.Replay) error {
		played = true
		close(ended)
		return saveReplay(e.stdout, o.out, f, sig)
	})
	if !played { // the match could not start
		close(ended)
		return &usageError{msg: "run: " + err.Error()}
	}
	if err != nil {
		return fmt.Errorf("run: %w", err)
	}
	if !o.quiet {
		if err := printSummary(e.stderr, f, o.out); err != nil {
			return err
		}
	}
	if ctx.Err() != nil {
		return &interrupted{fmt.Sprintf("run: interrupted after %d turns; the replay holds them", f.Game().Info().Played(f.Turns()))}
	}
	return nil
}

// config checks the flags and builds the match configuration.
func (o *runOptions) config(cmd string) (match.Config, error) {
	g, err := game.Lookup(o.game)
	if err != nil {
		return match.Config{}, usagef(cmd, "%s: --game: %v", cmd, err)
	}
	info := g.Info()
	given := visited(o.params.fs)
	params, err := o.params.params(cmd, g, o.turns, given["t"] || given["turns"])
	if err != nil {
		return match.Config{}, err
	}
	if cmd != "run" {
		delete(given, "pace") // play's --pace is the window's
	}
	if err := askFlags(cmd, g, given); err != nil {
		return match.Config{}, err
	}
	cfg := match.Config{Game: g, Version: Version, NoRecords: !o.records, Params: params, SeatDirs: o.seatDirs,
		Bot: bot.Config{ReadyTimeout: o.readyTimeout, ActionTimeout: o.actionTimeout}}
	if o.httpPace != "" {
		if cfg.Pace, err = match.ParsePace(o.httpPace); err != nil {
			return cfg, usagef(cmd, "%s: --pace: %v", cmd, err)
		}
	}
	seats, most := max(len(o.ais), info.MinSeats), info.MaxSeats
	if o.forkSeats > 0 { // played on from a replay: its seats
		seats, most = o.forkSeats, o.forkSeats
	}
	if len(o.ais) == 0 || len(o.ais) > most {
		if o.forkSeats > 0 {
			return cfg, usagef(cmd, "%s: %s is a game of %d players: give 1 to %d bots with -a (got %d)", cmd, o.from, most, most, len(o.ais))
		}
		return cfg, usagef(cmd, "%s: give 1 to %d bots with -a (got %d)", cmd, most, len(o.ais))
	}
	if len(o.names) > len(o.ais) {
		return cfg, usagef(cmd, "%s: %d names for %d bots", cmd, len(o.names), len(o.ais))
	}
	cfg.Seed = o.seed
	if o.seed < 0 {
		cfg.Seed = rand.Int64N(1 << 31)
	}
	// The game's parameters are checked before any bot starts. The match
	// made is the one played, unless it starts from --initial: making it
	// again costs (an Ants map made from the seed, its symmetry: ~3 ms).
	// run leaves it to match.Start, which makes it while the bots start,
	// if the game can check them without making it (game.Checker).
	setup := game.Setup{Seats: seats, Seed: cfg.Seed, Params: cfg.Params}
	if c, ok := g.(game.Checker); ok && cmd == "run" {
		if err := c.Check(setup); err != nil {
			return cfg, usagef(cmd, "%s: %v", cmd, err)
		}
	} else {
		fresh, err := g.New(setup)
		if err != nil {
			return cfg, usagef(cmd, "%s: %v", cmd, err)
		}
		if o.initial == "" {
			cfg.From = fresh
		}
	}
	cfg.Seats = make([]match.Seat, seats)
	for i := range cfg.Seats {
		seat := &cfg.Seats[i]
		if i >= len(o.ais) {
			seat.Name = noBotName // the match says why (replay.DetailNoBot)
			continue
		}
		if strings.TrimSpace(o.ais[i]) == "" {
			return cfg, usagef(cmd, "%s: player %d: empty command", cmd, i)
		}
		*seat = seatFor(&cfg, o.ais[i], i)
		seat.Name = defaultName(seat.Command)
		if i < len(o.names) {
			seat.Name = o.names[i]
		}
	}
	uniqueNames(cfg.Seats, len(o.names))
	if o.initial != "" {
		r, err := loadReplay(o.initial)
		if err != nil {
			return cfg, usagef(cmd, "%s: --initial: %v", cmd, err)
		}
		if r.Game() != g {
			return cfg, usagef(cmd, "%s: --initial: %s is a replay of %s, not %s (give --game %s)", cmd, o.initial,
				r.Game().Info().Title, info.Title, r.Game().Info().Name)
		}
		cfg.Initial = r
	}
	return cfg, nil
}

// seatFor makes the seat for a bot given with -a: a bare built-in name of
// the game (hunter, random) runs the game's own bot inside this process,
// with a seed drawn from the match's seed and the seat, so that a match
// with a given seed plays the same; anything else is a command line
// started as a process.
func seatFor(cfg *match.Config, command string, seat int) match.Seat {
	name := strings.TrimSpace(command)
	if slices.Contains(cfg.Game.Info().Builtins, name) {
		botSeed := cfg.Seed*int64(len(cfg.Seats)) + int64(seat) + 1
		g, setup := cfg.Game, game.Setup{Seats: len(cfg.Seats), Seed: cfg.Seed, Params: cfg.Params}
		return match.Seat{Command: name, Start: func() (bot.Player, error) {
			return g.Builtin(name, seat, botSeed, setup)
		}}
	}
	return match.Seat{Command: command}
}

// checkOut refuses, before the match, an --out whose folder does not exist.
func checkOut(cmd, path string) error {
	if path == "" || path == "-" {
		return nil
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usagef(cmd, "%s: --out %s: folder %s does not exist", cmd, path, dir)
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return usagef(cmd, "%s: --out %s is a folder; name a file", cmd, path)
	}
	return nil
}

// noBotName is the name of a seat no bot was given for (fewer bots than
// the game's seats): in every game, a seat that never answers.
const noBotName = "no bot"

// uniqueNames tells apart default names that repeat ("random" three times
// becomes "random 1", "random 2", "random 3", after the seat; so do seats
// with no bot); the first given seats keep the names the user chose.
func uniqueNames(seats []match.Seat, given int) {
	count := map[string]int{}
	for _, s := range seats {
		count[s.Name]++
	}
	for i := given; i < len(seats); i++ {
		if s := &seats[i]; count[s.Name] > 1 {
			s.Name = fmt.Sprintf("%s %d", s.Name, i)
		}
	}
}
