// Package match plays one game between bot processes exactly as the official
// server does: it starts the bots, waits for READY, sends each acting player
// its input, applies the answers with the engine and records everything a
// replay needs (commands, per-turn replies, times and stderr, bot statuses).
//
// Misbehaving bots are never an error of the match: they time out, exit or
// never get ready, their players stand still, and the match completes. The
// only error is a bot command that cannot be started at all.
package match

import (
	"bytes"
	"context"
	"fmt"
	"sync"

	"floorfall/bot"
	"floorfall/engine"
	"floorfall/replay"
)

// Seat is one player's bot: a display name and a command line.
// An empty Command leaves the seat without a bot: the player never acts.
type Seat struct {
	Name    string
	Command string
	// Shown is the command as the user wrote it, for the replay; "" means
	// Command (floorfall writes "hunter" for its own bot, not its path).
	Shown string
}

// Config describes a match.
type Config struct {
	Seats     [engine.NumPlayers]Seat
	Seed      int64             // placement seed, used when Initial is nil
	Initial   *engine.Placement // start from this placement instead
	TurnLimit int               // 0: engine.DefaultTurnLimit
	Coords    engine.Coords     // order of P Q sent to bots; "" means RowCol
	Bot       bot.Config        // time limits and working directory
	Version   string            // floorfall version written in the replay
	// NoRecords leaves the per-turn records (raw reply, time, stderr) out
	// of the replay.
	NoRecords bool
	// OnTurn, if set, is called after every turn with the state after it.
	OnTurn func(ev *engine.Events, s *engine.State)
}

// StartError is a bot command that could not be started: the user's error.
type StartError struct {
	Seat    int
	Command string
	Err     error
}

func (e *StartError) Error() string {
	return fmt.Sprintf("player %d: cannot start bot %q: %v", e.Seat, e.Command, e.Err)
}

func (e *StartError) Unwrap() error { return e.Err }

// Play runs a match to its end, or until ctx is cancelled (the replay then
// holds the turns played so far and no result). The returned file is complete
// and valid whenever err is nil. Every bot process group is gone when Play
// returns.
func Play(ctx context.Context, cfg Config) (*replay.File, error) {
	if cfg.Coords == "" {
		cfg.Coords = engine.RowCol
	}
	if cfg.TurnLimit > replay.MaxTurnLimit {
		return nil, fmt.Errorf("turn limit %d is above %d, the most a replay holds", cfg.TurnLimit, replay.MaxTurnLimit)
	}
	placement := engine.RandomPlacement(cfg.Seed)
	if cfg.Initial != nil {
		placement = *cfg.Initial
	}
	s, err := engine.NewGame(placement, cfg.TurnLimit)
	if err != nil {
		return nil, err
	}
	bots, err := startAll(&cfg)
	if err != nil {
		return nil, err
	}
	defer closeAll(bots)

	meta := &replay.Meta{
		Format: replay.FormatVersion, Floorfall: cfg.Version, TurnLimit: s.TurnLimit,
		Coords: string(cfg.Coords),
	}
	if cfg.Initial == nil {
		seed := cfg.Seed
		meta.Seed = &seed
	}
	for i, seat := range cfg.Seats {
		shown := seat.Shown
		if shown == "" {
			shown = seat.Command
		}
		meta.Players[i] = replay.PlayerMeta{Name: seat.Name, Command: shown, Status: string(bot.StatusOK), StatusTurn: -1}
	}
	waitReady(bots, meta)

	events := make([]engine.Events, 0, 256)
	buf := make([]byte, 0, 256)
	for !s.Over && ctx.Err() == nil {
		id := s.Acting()
		p := &s.Players[id]
		var act engine.Action
		var rec *replay.TurnRecord
		switch b := bots[id]; {
		case p.Fallen:
			// Not asked: the engine takes N.
		case b == nil:
			act.Missing = engine.CauseNoBot
		case b.Status() != bot.StatusOK:
			act.Missing = missing(b.Status())
		default:
			buf = engine.AppendInput(buf[:0], s, id, cfg.Coords)
			r := b.Ask(string(buf))
			if !cfg.NoRecords {
				rec = &replay.TurnRecord{Turn: s.Turn, Reply: r.Line, Took: r.Took, Stderr: string(r.Stderr)}
			}
			switch {
			case r.OK && !r.TooLong:
				act.Reply = r.Line
			case r.OK: // too long: an invalid answer
			default:
				act.Missing = missing(b.Status())
				pm := &meta.Players[id]
				pm.Status, pm.StatusTurn, pm.Detail = string(b.Status()), s.Turn, b.Detail()
			}
		}
		ev := engine.Step(s, act)
		if rec != nil {
			meta.Turns = append(meta.Turns, *rec)
		}
		events = append(events, ev)
		for _, f := range ev.Falls {
			for _, v := range f.Players {
				if bots[v] != nil {
					bots[v].Close() // a fallen player's bot is not asked again
				}
			}
		}
		if cfg.OnTurn != nil {
			cfg.OnTurn(&events[len(events)-1], s)
		}
	}
	return replay.FromGame(placement, events, meta), nil
}

func missing(st bot.Status) engine.Cause {
	if st == bot.StatusTimeout {
		return engine.CauseTimeout
	}
	return engine.CauseNoBot
}

// startAll starts every seat's bot; on a failure it closes those started.
func startAll(cfg *Config) ([engine.NumPlayers]*bot.Bot, error) {
	var bots [engine.NumPlayers]*bot.Bot
	for i, seat := range cfg.Seats {
		if seat.Command == "" {
			continue
		}
		b, err := bot.Start(seat.Command, cfg.Bot)
		if err != nil {
			closeAll(bots)
			return bots, &StartError{Seat: i, Command: seat.Command, Err: err}
		}
		bots[i] = b
	}
	return bots, nil
}

// waitReady waits for every bot's READY at once, so the wait is one ready
// limit however many bots there are.
func waitReady(bots [engine.NumPlayers]*bot.Bot, meta *replay.Meta) {
	var wg sync.WaitGroup
	for i, b := range bots {
		if b == nil {
			pm := &meta.Players[i]
			pm.Status, pm.StatusTurn, pm.Detail = string(bot.StatusNotReady), -1, "no bot command given"
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := b.WaitReady(); err != nil {
				pm := &meta.Players[i]
				pm.Status, pm.StatusTurn, pm.Detail = string(b.Status()), -1, b.Detail()+stderrTail(b)
			}
		}()
	}
	wg.Wait()
}

func closeAll(bots [engine.NumPlayers]*bot.Bot) {
	for _, b := range bots {
		if b != nil {
			b.Close()
		}
	}
}

// stderrTail is the end of what a bot wrote on stderr, for the detail of a
// bot that never got ready: often the one clue (a missing class, a syntax
// error).
func stderrTail(b *bot.Bot) string {
	const most = 1 << 10
	tail := bytes.TrimSpace(b.StderrTail())
	if len(tail) == 0 {
		return ""
	}
	if len(tail) > most {
		tail = tail[len(tail)-most:]
		if i := bytes.IndexByte(tail, '\n'); i >= 0 {
			tail = tail[i+1:]
		}
		return "; stderr ends:\n" + string(tail)
	}
	return "; stderr:\n" + string(tail)
}
