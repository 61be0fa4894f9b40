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
	"time"

	"floorfall/bot"
	"floorfall/engine"
	"floorfall/replay"
)

// Seat is one player's seat: a display name and what plays there.
// A seat with neither Start nor Command has no bot: the player never acts.
type Seat struct {
	Name string
	// Command is the bot's command line, started as a process unless Start
	// is set; it is recorded in the replay either way ("hunter", "human").
	Command string
	// Start, if set, makes the seat's player instead of a process: a
	// built-in bot run inside floorfall, a person at the keyboard. The
	// match closes what it returns.
	Start func() (bot.Player, error)
}

// Config describes a match.
type Config struct {
	Seats     [engine.NumPlayers]Seat
	Seed      int64             // placement seed, used when Initial is nil
	Initial   *engine.Placement // start from this placement instead
	TurnLimit int               // 0: engine.DefaultTurnLimit
	Coords    engine.Coords     // order of P Q sent to bots; "" means XY, as the official server
	Bot       bot.Config        // time limits and working directory
	Version   string            // floorfall version written in the replay
	// NoRecords leaves the per-turn records (raw reply, time, stderr) out
	// of the replay.
	NoRecords bool
	// OnTurn, if set, is called by Play after every turn with the state
	// after it.
	OnTurn func(ev *engine.Events, s *engine.State)
	// Prefix, if set, are the commands of the first turns, taken without
	// asking anybody: a match forked from turn len(Prefix) of another one
	// (whose Initial it has). Bots are first asked after them.
	Prefix []engine.Command
	// Fork, if set, is written in the replay's meta: where the match was
	// forked from.
	Fork *replay.ForkMeta
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
	r, err := Start(ctx, cfg)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	for {
		t, ok := r.Next(ctx)
		if !ok {
			break
		}
		if cfg.OnTurn != nil {
			cfg.OnTurn(&t.Events, r.State())
		}
	}
	return r.File(), nil
}

// missing is why a player whose bot has status st is forced to N.
func missing(st bot.Status) engine.Cause { return replay.Cause(string(st)) }

// startAll starts every seat's player; on a failure it closes those started.
func startAll(cfg *Config) ([engine.NumPlayers]bot.Player, error) {
	var bots [engine.NumPlayers]bot.Player
	for i, seat := range cfg.Seats {
		var b bot.Player
		var err error
		switch {
		case seat.Start != nil:
			b, err = seat.Start()
		case seat.Command != "":
			b, err = bot.Start(seat.Command, cfg.Bot)
		default:
			continue
		}
		if err != nil {
			closeAll(bots)
			return bots, &StartError{Seat: i, Command: seat.Command, Err: err}
		}
		bots[i] = b
	}
	return bots, nil
}

// waitReady waits for READY from each seat in turn, as the official server
// did: seat 0 has the ready limit from the start of the match, and each
// later seat the limit from the moment the seat before it became ready or
// was given up. Every bot was started at once, so a bot that is ready
// early is not kept waiting, and four slow starters all get their turn.
func waitReady(ctx context.Context, bots [engine.NumPlayers]bot.Player, meta *replay.Meta, started time.Time, limit time.Duration) {
	if limit <= 0 {
		limit = bot.DefaultReadyTimeout
	}
	from := started
	for i, b := range bots {
		pm := &meta.Players[i]
		if b == nil {
			pm.Status, pm.StatusTurn, pm.Detail = string(bot.StatusNotReady), -1, "no bot command given"
			continue
		}
		if ctx.Err() != nil {
			return // interrupted: no turn is played, nobody is judged
		}
		if err := b.WaitReady(from.Add(limit)); err != nil && ctx.Err() == nil {
			pm.Status, pm.StatusTurn, pm.Detail = string(b.Status()), -1, b.Detail()+stderrTail(b)
		}
		from = time.Now()
	}
}

func closeAll(bots [engine.NumPlayers]bot.Player) {
	for _, b := range bots {
		if b != nil {
			b.Close()
		}
	}
}

// stderrTail is the end of what a bot wrote on stderr, for the detail of a
// bot that never got ready, exited or timed out: often the one clue (a
// missing class, a syntax error, a stack trace). "" if it wrote nothing.
func stderrTail(b bot.Player) string {
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
