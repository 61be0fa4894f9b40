package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/internal/atomicfile"
	"floorfall/internal/safetext"
	"floorfall/match"
	"floorfall/replay"
	"floorfall/tournament"
)

const tournamentExamples = `  floorfall tournament -a hunter -a random -a mine=./mybot --games 12 --out cup/
  floorfall tournament -a a=hunter -a b=hunter -a c=random -a d=random --games 400 --parallel 2 --out big/
  floorfall tournament --game ants -a hunter -a officialhunter -a mine=./MyBot --seats 2 --map a.map --map b.map --games 60 --out ants/

A bot is NAME=CMD (CMD a command line, or a built-in bot's name: floorfall
games lists each game's) or just CMD (named after its program). Over the
schedule every bot plays every seat equally often (within one); the schedule
is fixed by the bots, --games, --seats and --seed. Every replay is kept in the folder as
game-NNNNN.json. Interrupted, the same command resumes: finished matches
are kept and not played again. The standings are written into the folder
(results.json, standings.md, standings.csv) and printed: by rating, each
bot's wins, draws and losses, mean place, the game's score and its own
figures (Hit and Sunk's hits, sunken, damage, alive; Ants' ants, hills,
razed...) summed and a game, and how often its seat left the game, in the
game's words (sunk, eliminated, fell).

A match has --seats players (default: the game's number, or one a bot within
the game's bounds). A game parameter given several times (--map A --map B)
takes turns: each round of the schedule (as many matches as bots, in which
every bot plays every seat once) plays the next value.

Beyond one machine, --shard i/n plays every n-th match from the i-th (0 to
n-1) into its own folder; 'floorfall standings DIR...' merges the folders:
  parallel floorfall tournament -a ... --games 1000 --shard {}/8 --out part-{} ::: 0 1 2 3 4 5 6 7
  floorfall standings part-*
On Slurm, scripts/cluster/slurm-tournament.sh is a job array that does the
same on shared storage. On Kubernetes, --k8s-job NAME --shards N prints
(and plays nothing) an Indexed Job whose pod i plays shard i of N into a
volume, and a merge Job; its first lines say how to run them:
  floorfall tournament -a ... --games 1000 --k8s-job cup --shards 8 --image REGISTRY/floorfall > cup.yaml
`

func tournamentCmd(e *env, args []string) error {
	var ais listFlag
	var games, parallel int
	var seed int64
	var out, shard, gameName string
	var turns, seats int
	var readyTimeout, actionTimeout time.Duration
	var quiet bool
	var k8s k8sJob
	fs := newFlags(e, "tournament", "tournament -a [NAME=]CMD -a [NAME=]CMD ... --games N (--out DIR | --k8s-job NAME --shards N) [flags]", tournamentExamples)
	for _, n := range []string{"a", "ai"} {
		fs.Var(&ais, n, "a bot, `[NAME=]CMD`, once per bot (two or more)")
	}
	fs.StringVar(&gameName, "game", game.Default, "the `GAME` to play (floorfall games lists them)")
	intVar(fs, &games, []string{"games"}, 0, 1, 1_000_000, "the number of matches `N`")
	intVar(fs, &parallel, []string{"parallel"}, 0, 1, 256, "matches played at once, `P` (default: the number of cores)")
	intVar(fs, &seed, []string{"s", "seed"}, 1, 0, math.MaxInt64, "the schedule's `SEED`")
	fs.StringVar(&out, "out", "", "the tournament's `DIR` (made if missing)")
	fs.StringVar(&shard, "shard", "0/1", "play only share `i/n` of the schedule (0 <= i < n)")
	intVar(fs, &turns, []string{"t", "turns"}, 0, 1, replay.MaxTurnLimit, "the turn limit `N` (default: the game's; floorfall games lists it)")
	intVar(fs, &seats, []string{"seats"}, 0, 1, 1000, "players a match, `N` (default: the game's number, or one a bot within the game's bounds)")
	pf := defineParams(fs)
	pf.several = true
	fs.Var((*durationFlag)(&readyTimeout), "ready-timeout", "the time, a `DURATION`, a bot has to print READY (default: the game's)")
	fs.Var((*durationFlag)(&actionTimeout), "action-timeout", "the time, a `DURATION`, a bot has to answer each turn (default: the game's)")
	for _, n := range []string{"q", "quiet"} {
		fs.BoolVar(&quiet, n, false, "no progress and no standings printed")
	}
	fs.StringVar(&k8s.Name, "k8s-job", "", "print, instead of playing, Kubernetes Jobs named `NAME` that play the tournament in --shards pods and merge the standings")
	intVar(fs, &k8s.Shards, []string{"shards"}, 0, 1, 100_000, "with --k8s-job: the number of pods `N`, pod i playing shard i of N")
	fs.StringVar(&k8s.Image, "image", "floorfall", "with --k8s-job: the container `IMAGE` of floorfall's headless build (scripts/cluster/Containerfile)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("tournament", "tournament: unexpected argument %q (bots are given with -a)", pos[0])
	}
	if len(ais) < 2 {
		return usagef("tournament", "tournament: give two bots or more with -a (got %d)", len(ais))
	}
	if err := k8s.check(fs, out, shard); err != nil {
		return err
	}
	if games == 0 || (out == "" && k8s.Name == "") {
		return usagef("tournament", "tournament: give --games N and --out DIR")
	}
	g, err := game.Lookup(gameName)
	if err != nil {
		return usagef("tournament", "tournament: --game: %v", err)
	}
	given := visited(fs.FlagSet)
	params, err := pf.params("tournament", g, turns, given["t"] || given["turns"])
	if err != nil {
		return err
	}
	if err := askFlags("tournament", g, given); err != nil {
		return err
	}
	info := g.Info()
	if seats == 0 {
		seats = min(max(len(ais), info.MinSeats), info.MaxSeats)
	}
	if seats < info.MinSeats || seats > info.MaxSeats {
		return usagef("tournament", "tournament: --seats %d: %s is played by %d to %d players", seats, info.Title, info.MinSeats, info.MaxSeats)
	}
	rotate, err := rotation(g, seats, params, pf.rotating())
	if err != nil {
		return err
	}
	si, sn, err := parseShard(shard)
	if err != nil {
		return err
	}
	bots, err := tournamentBots(ais)
	if err != nil {
		return err
	}
	if k8s.Name != "" {
		k8s.Parallel = max(parallel, 1) // a pod asks for as many CPUs
		k8s.Args = withoutFlags(fs.FlagSet, args, "k8s-job", "shards", "image", "parallel")
		return k8s.write(e.stdout)
	}
	if parallel == 0 {
		parallel = max(1, runtimeCPUs())
	}
	plan := tournament.Plan{Bots: bots, Games: games, Seed: seed, Shard: si, Shards: sn, Rotate: rotate}
	if gameName != game.Default { // a JavaChallenge2015 plan reads as before
		plan.Game, plan.Seats = gameName, seats
	}
	cfg := tournament.Config{
		Plan:     plan,
		Dir:      out,
		Parallel: parallel,
		Match: match.Config{Game: g, Params: params, Version: Version,
			Bot: bot.Config{ReadyTimeout: readyTimeout, ActionTimeout: actionTimeout}},
		Seat: func(b tournament.Bot, mc *match.Config, seat int) match.Seat {
			return seatFor(mc, b.Command, seat)
		},
	}
	total := len(tournament.Shard(tournament.Schedule(len(bots), seats, games, seed), si, sn))
	stopProgress := func() {}
	if !quiet {
		cfg.Progress, stopProgress = progress(e.stderr, total)
	}
	matchGC()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err = tournament.Run(ctx, cfg)
	stopProgress()
	if ctx.Err() != nil {
		return &interrupted{fmt.Sprintf("tournament: interrupted; the matches finished are kept in %s: run the same command to resume", out)}
	}
	if err != nil {
		var se *match.StartError
		var pe *tournament.PlanError
		if errors.As(err, &se) || errors.As(err, &pe) {
			return &usageError{msg: "tournament: " + err.Error()}
		}
		return fmt.Errorf("tournament: %v", err)
	}
	res, err := standings(out)
	if err != nil {
		return err
	}
	if err := writeStandings(out, res); err != nil {
		return fmt.Errorf("tournament: %v", err)
	}
	if !quiet {
		return res.WriteMarkdown(e.stdout)
	}
	return nil
}

// rotation checks the game's parameters (each value of a rotating one
// with the others) before any match, and lists the rotating ones by name.
func rotation(g game.Game, seats int, params map[string]string, lists map[string][]string) ([]tournament.Param, error) {
	if _, err := g.New(game.Setup{Seats: seats, Seed: 1, Params: params}); err != nil {
		return nil, usagef("tournament", "tournament: %v", err)
	}
	var rot []tournament.Param
	for _, name := range slices.Sorted(maps.Keys(lists)) {
		for _, v := range lists[name] {
			p := maps.Clone(params)
			p[name] = v
			if _, err := g.New(game.Setup{Seats: seats, Seed: 1, Params: p}); err != nil {
				return nil, usagef("tournament", "tournament: --%s %s: %v", name, v, err)
			}
		}
		rot = append(rot, tournament.Param{Name: name, Values: lists[name]})
	}
	return rot, nil
}

// tournamentBots are the bots given as [NAME=]CMD, with unique names.
func tournamentBots(ais []string) ([]tournament.Bot, error) {
	var bots []tournament.Bot
	for _, a := range ais {
		name, cmd, ok := strings.Cut(a, "=")
		if !ok || strings.ContainsAny(name, " \t'\"/") || name == "" {
			name, cmd = defaultName(a), a
		}
		if strings.TrimSpace(cmd) == "" {
			return nil, usagef("tournament", "tournament: %q has an empty command", a)
		}
		if strings.TrimSpace(cmd) == "human" {
			return nil, usagef("tournament", "tournament: a person cannot play a tournament's matches")
		}
		if slices.ContainsFunc(bots, func(b tournament.Bot) bool { return b.Name == name }) {
			return nil, usagef("tournament", "tournament: two bots are named %q: give names with NAME=CMD", name)
		}
		bots = append(bots, tournament.Bot{Name: name, Command: cmd})
	}
	return bots, nil
}

// parseShard parses i/n.
func parseShard(s string) (int, int, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return 0, 0, usagef("tournament", "tournament: --shard must be i/n with 0 <= i < n, such as 0/4, not %q", s)
	}
	return i, n, nil
}

// progress reports the tournament's progress on w: a bar with its ETA on
// a terminal, a line a match otherwise.
func progress(w io.Writer, total int) (func(done, total, skipped int, g tournament.Game, err error), func()) {
	if isTerminal(w) {
		p := mpb.New(mpb.WithOutput(w), mpb.WithWidth(40))
		bar := p.AddBar(int64(total),
			mpb.PrependDecorators(decor.Name("matches "), decor.CountersNoUnit("%d / %d")),
			mpb.AppendDecorators(decor.Percentage(), decor.Name("  ETA "), decor.AverageETA(decor.ET_STYLE_GO)))
		var once sync.Once
		return func(done, total, skipped int, g tournament.Game, err error) {
				once.Do(func() { bar.SetCurrent(int64(skipped)); bar.DecoratorAverageAdjust(time.Now()) })
				bar.SetCurrent(int64(done))
			}, func() {
				if !bar.Completed() {
					bar.Abort(false)
				}
				p.Wait()
			}
	}
	return func(done, total, skipped int, g tournament.Game, err error) {
		st := "ok"
		if err != nil {
			st = safetext.Line(err.Error())
		}
		fmt.Fprintf(w, "match %d of %d (%s): %s\n", done, total, tournament.GameFile(g.Index), st)
	}, func() {}
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// standings computes the standings of tournament folders (see
// tournament.Folders), with how far the tournament is. Folders whose plan
// is known but that hold no match yet have empty standings; others with no
// match are an error.
func standings(dirs ...string) (*tournament.Results, error) {
	res, _, err := readStandings(dirs...)
	return res, err
}

// readStandings is standings, with the folders read (to read again as
// they fill).
func readStandings(dirs ...string) (*tournament.Results, *tournament.Folders, error) {
	f := tournament.OpenFolders(dirs...)
	entries, _, err := f.Read()
	if err != nil {
		return nil, nil, &usageError{msg: "standings: " + err.Error()}
	}
	res := tournament.Compute(entries)
	res.Progress = f.Progress()
	if len(entries) == 0 && res.Planned == 0 {
		return nil, nil, &usageError{msg: fmt.Sprintf("standings: no game-NNNNN.json replays in %s", strings.Join(dirs, ", "))}
	}
	return res, f, nil
}

// writeStandings writes results.json, standings.md and standings.csv into
// dir, results.json naming the match files relative to dir (the folder
// reads the same wherever it is copied).
func writeStandings(dir string, r *tournament.Results) error {
	for name, write := range map[string]func(io.Writer) error{
		"results.json": r.RelativeTo(dir).WriteJSON, "standings.md": r.WriteMarkdown, "standings.csv": r.WriteCSV,
	} {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			return err
		}
		if err := atomicfile.WriteFile(filepath.Join(dir, name), b.Bytes()); err != nil {
			return err
		}
	}
	return nil
}

const standingsExamples = `  floorfall standings cup/
  floorfall standings part-0 part-1 part-2 part-3 --json | jq '.bots[0]'
  floorfall standings /shared/cup --out /shared/cup   (a folder of shard folders: part-0, part-1, ...)

A folder is a tournament's (what floorfall tournament --out wrote), or one
that holds tournament folders, such as the shards of a tournament played
on several machines, which stands for all it holds (those that appear
later too). On folders still filling the standings are those so far: they
say how many of the planned matches are in, and which shards have no
folder yet. --out writes results.json, standings.md and standings.csv into
a folder, results.json naming the match files relative to it.
`

func standingsCmd(e *env, args []string) error {
	fs := newFlags(e, "standings", "standings DIR... [--json|--csv] [--out DIR]", standingsExamples)
	asJSON := fs.Bool("json", false, "print results.json's content (names exactly as given)")
	asCSV := fs.Bool("csv", false, "print the standings as CSV")
	out := fs.String("out", "", "also write results.json, standings.md and standings.csv into `DIR` (made if missing)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("standings", "standings: give one tournament folder or more")
	}
	res, err := standings(pos...)
	if err != nil {
		return err
	}
	if *out != "" {
		if err := os.MkdirAll(*out, 0o755); err != nil {
			return fmt.Errorf("standings: --out: %v", err)
		}
		if err := writeStandings(*out, res); err != nil {
			return fmt.Errorf("standings: %v", err)
		}
	}
	switch {
	case *asJSON:
		return res.WriteJSON(e.stdout)
	case *asCSV:
		return res.WriteCSV(e.stdout)
	}
	return res.WriteMarkdown(e.stdout)
}
