// Package match plays one match of any game between seats (bot processes,
// built-in bots, a person) exactly as the game's official server did: it
// starts the bots, waits until they are ready as the game says, asks each
// acting seat for its answer with the game's input, applies the answers
// with the game's rules (package game) and records everything a replay
// needs (per-turn replies, times and stderr, bot statuses).
//
// Misbehaving bots are never an error of the match: they time out, exit or
// never get ready, the rules decide what their seats do, and the match
// completes. The only error is a bot command that cannot be started at all.
package match

import (
	"cmp"
	"context"
	"fmt"
	"strings"
	"time"

	"floorfall/bot"
	"floorfall/draw"
	"floorfall/game"
	"floorfall/replay"
)

// Seat is one seat: a display name and what plays there. A seat with
// neither Start nor Command has no bot: it never answers.
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
	Game  game.Game
	Seats []Seat // one a seat, within the game's bounds
	Seed  int64  // drives the game's random choices (placement, map)
	// Params are the game's parameters by name (missing: defaults).
	Params map[string]string
	// Initial, if set, is a replay whose beginning the match starts from.
	Initial game.Replay
	// From, if set, is a match to play on from (a fork): its turns were
	// played by another match, and bots are first asked for a move after
	// them. In a game whose bots keep state between turns, each bot is
	// first fed those turns, as if it had played them (see Start). Seed,
	// Params and Initial are not used then.
	From    game.Match
	Bot     bot.Config // time limits and working directory
	Version string     // floorfall version written in the replay
	// NoRecords leaves the per-turn records (raw reply, time, stderr) out
	// of the replay.
	NoRecords bool
	// OnTurn, if set, is called by Play after every turn with the match
	// after it.
	OnTurn func(t *Turn, m game.Match)
	// Fork, if set, is written in the replay's meta: where the match was
	// forked from.
	Fork *replay.ForkMeta
	// SeatDirs, for a game whose bots are run anew for every call, is the
	// folder where each seat's bot gets a working folder of its own,
	// SeatDirs/seat-N, emptied before the match (bot.SeatDir); "" makes a
	// temporary folder, removed when the match is closed. Paths in the
	// bot commands are relative to Bot.Dir (made absolute: bot.Absolute).
	SeatDirs string
	// Pace says when a turn ends in a game whose bots call an HTTP API
	// (Fast: once every seat has called; Official: on the wall clock).
	Pace Pace
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
// holds the turns played so far and no result). The replay is complete and
// valid whenever err is nil. Every bot process group is gone when Play
// returns.
func Play(ctx context.Context, cfg Config) (game.Replay, error) {
	return PlayThen(ctx, cfg, nil)
}

// PlayThen is Play, which calls then (if not nil) with the replay while
// the players are closed (every bot killed and reaped, the last
// milliseconds of a match), and returns once both are done, with then's
// error if any.
func PlayThen(ctx context.Context, cfg Config, then func(game.Replay) error) (game.Replay, error) {
	r, err := Start(ctx, cfg)
	if err != nil {
		return nil, err
	}
	defer r.Close() // also if OnTurn or then panics
	for {
		t, ok := r.Next(ctx)
		if !ok {
			break
		}
		if cfg.OnTurn != nil {
			cfg.OnTurn(&t, r.Match())
		}
	}
	f := r.Replay()
	if then == nil {
		return f, nil
	}
	closed := make(chan struct{})
	go func() {
		r.Close()
		close(closed)
	}()
	err = then(f)
	<-closed
	return f, err
}

// startAll starts every seat's player, each bot the way its game asks
// bots (for a game whose bots call an HTTP API, its API served first); on
// a failure it closes those started. A bot run anew for every call runs in
// a seat folder of its own (Config.SeatDirs), under base if SeatDirs is "".
func startAll(cfg *Config, base func() (string, error)) ([]bot.Player, *served, error) {
	ask := cfg.Game.Info().Ask
	bc := cfg.Bot
	bc.ReadyTimeout = cmp.Or(bc.ReadyTimeout, ask.ReadyTimeout)
	bc.ActionTimeout = cmp.Or(bc.ActionTimeout, ask.ActionTimeout)
	bc.Protocol = &bot.Protocol{Ready: ask.Ready, End: ask.Until, FoldCase: ask.FoldCase}
	bots := make([]bot.Player, len(cfg.Seats))
	var api *served
	if ask.Kind == game.HTTP {
		var err error
		if api, err = serve(cfg); err != nil {
			return nil, nil, err
		}
	}
	for i, seat := range cfg.Seats {
		var b bot.Player
		var err error
		switch {
		case seat.Start != nil:
			b, err = seat.Start()
		case seat.Command == "":
			continue
		case ask.Kind == game.PerCall:
			b, err = startPerCall(seat.Command, i, bc, base)
		case ask.Kind == game.HTTP:
			b, err = api.start(i, seat.Command, bc)
		default:
			b, err = bot.Start(seat.Command, bc)
		}
		if err != nil {
			closeAll(bots)
			if api != nil {
				api.srv.Close()
			}
			return bots, nil, &StartError{Seat: i, Command: seat.Command, Err: err}
		}
		bots[i] = b
	}
	return bots, api, nil
}

// startPerCall prepares a bot run anew for every call, in a seat folder of
// its own under the folder base gives, its command's paths made absolute.
func startPerCall(command string, seat int, bc bot.Config, base func() (string, error)) (bot.Player, error) {
	cmd, err := bot.Absolute(command, bc.Dir)
	if err != nil {
		return nil, err
	}
	dir, err := base()
	if err == nil {
		dir, err = bot.SeatDir(dir, seat)
	}
	if err != nil {
		return nil, err
	}
	bc.Dir = dir
	return bot.NewPerCall(cmd, bc)
}

// waitReady waits for each seat's ready line in turn, as JavaChallenge2015's
// official server did: seat 0 has the ready limit from the start of the
// match, and each later seat the limit from the moment the seat before it
// became ready or was given up. Every bot was started at once, so a bot
// that is ready early is not kept waiting, and four slow starters all get
// their turn.
func waitReady(ctx context.Context, bots []bot.Player, meta *replay.Meta, started time.Time, limit time.Duration) {
	if limit <= 0 {
		limit = bot.DefaultReadyTimeout
	}
	from := started
	for i, b := range bots {
		pm := &meta.Players[i]
		if b == nil {
			continue // a seat with no bot (see Start)
		}
		if ctx.Err() != nil {
			return // interrupted: no turn is played, nobody is judged
		}
		asked := time.Now()
		err := b.WaitReady(from.Add(limit))
		switch {
		case err == nil && time.Since(asked) > time.Millisecond:
			// Waited for: it said it was ready just now. (One ready
			// before it was waited for is not timed: its line waited in
			// the pipe.)
			pm.Ready = time.Since(started)
		case err != nil && ctx.Err() == nil:
			pm.Status, pm.StatusTurn, pm.Detail = string(b.Status()), -1, b.Detail()+stderrTail(b)
		}
		from = time.Now()
	}
}

func closeAll(bots []bot.Player) {
	for _, b := range bots {
		if b != nil {
			b.Close()
		}
	}
}

// stderrTail is the end of what a bot wrote on stderr, for the detail of a
// bot that never got ready, exited or timed out: often the one clue (a
// missing class, a syntax error, a stack trace). "" if it wrote nothing.
// Its drawing lines are left out (see tailOf).
func stderrTail(b bot.Player) string { return tailOf(b.StderrTail()) }

// tailOf is the end of stderr, as stderrTail gives it: its drawing lines
// ("#ff ...", kept apart in the turns' records) left out, so that a bot
// that draws a lot still shows its error.
func tailOf(stderr []byte) string {
	const most = 1 << 10
	text, _ := draw.Without(string(stderr))
	tail := strings.TrimSpace(text)
	if tail == "" {
		return ""
	}
	if len(tail) > most {
		tail = tail[len(tail)-most:]
		if i := strings.IndexByte(tail, '\n'); i >= 0 {
			tail = tail[i+1:]
		}
		return "; stderr ends:\n" + tail
	}
	return "; stderr:\n" + tail
}
