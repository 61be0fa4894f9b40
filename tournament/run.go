package tournament

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sync"

	"floorfall/game"
	"floorfall/match"
)

// Bot is a tournament's entrant: a unique name and what plays it (a bot
// command line, or a built-in bot's name).
type Bot struct {
	Name    string `json:"name"`
	Command string `json:"command"`
}

// Plan is what a tournament folder is for, kept in it as tournament.json:
// a folder is resumed only by the same plan.
type Plan struct {
	Bots  []Bot `json:"bots"`
	Games int   `json:"games"`
	// Game is the game played (game.Info.Name) and Seats its seats a
	// match; "" and 0 in a plan written before plans named them: the
	// game and seats of its folder's matches (see claim).
	Game   string `json:"game,omitzero"`
	Seats  int    `json:"seats,omitzero"`
	Seed   int64  `json:"seed"`
	Shard  int    `json:"shard"`  // this folder plays the games whose index is Shard modulo Shards
	Shards int    `json:"shards"` // 1: the whole schedule
	// Rotate are game parameters that take turns over the schedule (the
	// maps of a tournament): see ParamsOf.
	Rotate []Param `json:"rotate,omitzero"`
}

// Param is a game parameter that takes each of its values in turn.
type Param struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
}

// ParamsOf are the rotating parameters' values in game g: the schedule's
// round r (its games r*bots to r*bots+bots-1, in which every bot plays
// every seat once) plays value r modulo the number of values, so that
// every bot plays every seat with each value equally often over whole
// rounds.
func (p *Plan) ParamsOf(g Game) map[string]string {
	if len(p.Rotate) == 0 || len(p.Bots) == 0 {
		return nil
	}
	out := make(map[string]string, len(p.Rotate))
	round := g.Index / len(p.Bots)
	for _, r := range p.Rotate {
		if len(r.Values) > 0 {
			out[r.Name] = r.Values[round%len(r.Values)]
		}
	}
	return out
}

// PlanFile is the name of the plan in a tournament folder.
const PlanFile = "tournament.json"

// Config is a tournament to play into a folder.
type Config struct {
	Plan
	Dir      string
	Parallel int // matches played at once (at least 1)
	// Match is the template of every match (limits, coordinates, turn
	// limit, version); its seats and seed are the schedule's.
	Match match.Config
	// Seat makes the seat of a bot in a game (a process, or a built-in
	// bot run in-process).
	Seat func(b Bot, mc *match.Config, seat int) match.Seat
	// Progress, if set, is called after each match (from the goroutine
	// that played it, one call at a time): done of total in this folder,
	// skipped counting matches kept from an earlier run.
	Progress func(done, total, skipped int, g Game, err error)
}

// GameFile is the name of game index's replay in a tournament folder.
func GameFile(index int) string { return fmt.Sprintf("game-%05d.json", index) }

var gameFileRE = regexp.MustCompile(`^game-(\d{5,})\.json$`)

// Run plays the folder's share of the schedule, Parallel matches at once,
// each replay saved in Dir as it ends (atomically). A match already saved
// there and finished is kept and not played again, so an interrupted
// tournament resumes where it stopped; Dir must then hold the same plan.
// Cancelling ctx stops the matches in progress (they are not saved, and
// are played again on resume) and Run returns ctx's error.
func Run(ctx context.Context, cfg Config) error {
	if cfg.Shards < 1 {
		cfg.Shards = 1
	}
	if len(cfg.Bots) < 2 || cfg.Games < 1 || cfg.Shard < 0 || cfg.Shard >= cfg.Shards {
		return errors.New("give two bots or more, one game or more, and a shard i/n with 0 <= i < n")
	}
	if err := claim(cfg.Dir, cfg.Plan); err != nil {
		return err
	}
	games := Shard(Schedule(len(cfg.Bots), cfg.seats(), cfg.Games, cfg.Seed), cfg.Shard, cfg.Shards)
	todo := unplayed(cfg.Dir, games)
	skipped := len(games) - len(todo)

	var mu sync.Mutex
	var firstErr error
	done := skipped
	jobs := make(chan Game)
	var wg sync.WaitGroup
	for range max(1, cfg.Parallel) {
		wg.Go(func() {
			for g := range jobs {
				err := playOne(ctx, &cfg, g)
				mu.Lock()
				if err != nil && firstErr == nil && ctx.Err() == nil {
					firstErr = err
				}
				if ctx.Err() == nil {
					done++
					if cfg.Progress != nil {
						cfg.Progress(done, len(games), skipped, g, err)
					}
				}
				mu.Unlock()
			}
		})
	}
	for _, g := range todo {
		if ctx.Err() != nil {
			break
		}
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return firstErr
}

// unplayed are the games of games whose replay in dir is not saved
// finished yet.
func unplayed(dir string, games []Game) []Game {
	var todo []Game
	for _, g := range games {
		if r, err := game.Load(filepath.Join(dir, GameFile(g.Index))); err == nil && r.Meta() != nil && r.Result().Over {
			continue // played already
		}
		todo = append(todo, g)
	}
	return todo
}

// seats is the number of seats a match: the plan's, else the game's most.
func (cfg *Config) seats() int {
	if cfg.Seats > 0 {
		return cfg.Seats
	}
	return cfg.Match.Game.Info().MaxSeats
}

// playOne plays game g and saves its replay.
func playOne(ctx context.Context, cfg *Config, g Game) error {
	mc := cfg.Match
	mc.Seed, mc.Initial = g.Seed, nil
	if rot := cfg.ParamsOf(g); rot != nil {
		mc.Params = maps.Clone(mc.Params)
		if mc.Params == nil {
			mc.Params = map[string]string{}
		}
		maps.Copy(mc.Params, rot)
	}
	mc.Seats = make([]match.Seat, len(g.Bots))
	for seat, b := range g.Bots {
		mc.Seats[seat] = cfg.Seat(cfg.Bots[b], &mc, seat)
		mc.Seats[seat].Name = cfg.Bots[b].Name
	}
	f, err := match.Play(ctx, mc)
	if err != nil {
		return fmt.Errorf("game %d: %w", g.Index, err)
	}
	if ctx.Err() != nil {
		return nil // interrupted: played again on resume
	}
	return game.Save(filepath.Join(cfg.Dir, GameFile(g.Index)), f)
}

// claim makes sure dir is this plan's folder: it creates dir and the plan
// file, or checks that the plan file there is the same plan.
func claim(dir string, p Plan) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	want, _ := json.MarshalIndent(p, "", "  ")
	want = append(want, '\n')
	path := filepath.Join(dir, PlanFile)
	have, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return os.WriteFile(path, want, 0o644)
	case err != nil:
		return err
	}
	var old Plan
	if json.Unmarshal(have, &old) != nil {
		return &PlanError{Dir: dir, Plan: path}
	}
	if old.Game == "" && old.Seats == 0 && p.Game != "" {
		old.Game, old.Seats = playedIn(dir, p)
	}
	if !samePlan(old, p) {
		return &PlanError{Dir: dir, Plan: path}
	}
	return nil
}

// playedIn is the game and seats of the matches in folder dir, for a plan
// written before plans named them; p's when dir holds no match that reads.
func playedIn(dir string, p Plan) (string, int) {
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if !gameFileRE.MatchString(e.Name()) {
			continue
		}
		if r, err := game.Load(filepath.Join(dir, e.Name())); err == nil {
			return r.Game().Info().Name, r.Seats()
		}
	}
	return p.Game, p.Seats
}

// samePlan reports whether a and b are the same plan.
func samePlan(a, b Plan) bool {
	return slices.Equal(a.Bots, b.Bots) && a.Games == b.Games && a.Game == b.Game && a.Seats == b.Seats &&
		a.Seed == b.Seed && a.Shard == b.Shard && a.Shards == b.Shards &&
		slices.EqualFunc(a.Rotate, b.Rotate, func(x, y Param) bool { return x.Name == y.Name && slices.Equal(x.Values, y.Values) })
}

// PlanError is a folder that holds another tournament than the one to play.
type PlanError struct{ Dir, Plan string }

func (e *PlanError) Error() string {
	return fmt.Sprintf("%s holds another tournament (see %s); use another folder, or the same bots, games, seed, shard and rotating parameters to resume it", e.Dir, e.Plan)
}
