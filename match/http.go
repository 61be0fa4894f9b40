package match

import (
	"context"
	"fmt"
	"sync"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/replay"
)

// Pace says when a turn of a game whose bots call an HTTP API ends.
type Pace int

const (
	// Fast ends a turn once every seat still playing has called (or its
	// time is up): the same answers as on the official clock for bots that
	// call in time, whole games in seconds.
	Fast Pace = iota
	// Official ends each turn its time (the action limit) after it began,
	// on the wall clock, as the official server did.
	Official
)

// ParsePace reads "fast" or "official".
func ParsePace(s string) (Pace, error) {
	switch s {
	case "fast":
		return Fast, nil
	case "official":
		return Official, nil
	}
	return Fast, fmt.Errorf("the pace is fast or official, not %q", s)
}

func (p Pace) String() string {
	if p == Official {
		return "official"
	}
	return "fast"
}

// exitWait is how long a match whose bots call an HTTP API waits, once
// it is over, for them to hear so and end by themselves.
const exitWait = time.Second

// served is the HTTP API of a match whose game's bots call one.
type served struct {
	api game.API
	srv *bot.Server
}

// serve starts the API of a match of a game.Served game.
func serve(cfg *Config) (*served, error) {
	g, ok := cfg.Game.(game.Served)
	if !ok {
		return nil, fmt.Errorf("%s asks its bots over HTTP but serves no API", cfg.Game.Info().Title)
	}
	api := g.API(game.Setup{Seats: len(cfg.Seats), Seed: cfg.Seed, Params: cfg.Params, Initial: cfg.Initial})
	srv, err := bot.NewServer(bot.ServerConfig{Seats: len(cfg.Seats), Route: api.Route, Answer: api.Answer, Busy: api.Busy, Gone: api.Gone})
	if err != nil {
		return nil, err
	}
	return &served{api: api, srv: srv}, nil
}

// start starts seat's bot, with the API's environment added to bc's.
func (s *served) start(seat int, command string, bc bot.Config) (bot.Player, error) {
	bc.Env = append(bc.Env[:len(bc.Env):len(bc.Env)], s.api.Env(s.srv.URL(), s.srv.Token(seat))...)
	b, err := s.srv.Start(seat, command, bc)
	if err != nil {
		return nil, err // a nil *APIBot is no Player
	}
	return b, nil
}

// end is the end of the game: waiting and later turn requests are answered
// as after the game, and the bots have a moment to end by themselves.
func (s *served) end(bots []bot.Player) {
	s.srv.EndTurns()
	deadline := time.Now().Add(exitWait)
	for _, b := range bots {
		if a, ok := b.(*bot.APIBot); ok && a.Status() == bot.StatusOK {
			a.WaitExit(deadline)
		}
	}
}

// waitStarted waits, all at once, until every bot has made its first call
// or the ready limit from started has passed (a game whose bots call an
// HTTP API: its turn 0 begins then).
func waitStarted(ctx context.Context, bots []bot.Player, meta *replay.Meta, started time.Time, limit time.Duration) {
	if limit <= 0 {
		limit = bot.DefaultReadyTimeout
	}
	var wg sync.WaitGroup
	errs := make([]error, len(bots))
	for i, b := range bots {
		if b == nil {
			continue // a seat with no bot (see Start)
		}
		wg.Go(func() { errs[i] = b.WaitReady(started.Add(limit)) })
	}
	wg.Wait()
	if ctx.Err() != nil {
		return
	}
	for i, b := range bots {
		if b != nil && errs[i] != nil {
			pm := &meta.Players[i]
			pm.Status, pm.StatusTurn, pm.Detail = string(b.Status()), -1, b.Detail()+stderrTail(b)
		}
	}
}

// pace waits, on the official clock, for the end of the turn that began
// at begin and lasts limit; false if ctx was cancelled meanwhile.
func pace(ctx context.Context, end time.Time) bool {
	d := time.Until(end)
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}
