//go:build !js

package tournament

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"sync"

	"floorfall/game"
	"floorfall/match"
)

// Playing a tournament needs package match (and its bot processes), which
// the web viewer (GOOS=js) is built without; what reads a tournament's
// folder and ranks it is in run.go and standings.go.

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
