package match

import (
	"cmp"
	"context"
	"fmt"
	"time"

	"floorfall/bot"
	"floorfall/engine"
	"floorfall/replay"
)

// Runner plays a match one turn at a time, for whoever wants to watch,
// pause or step it: Play is a loop over Next, and pausing a match is not
// calling Next (no bot is asked meanwhile). A Runner is used from one
// goroutine; Close may be called from any.
type Runner struct {
	cfg       Config
	placement engine.Placement
	s         *engine.State
	bots      [engine.NumPlayers]bot.Player
	meta      *replay.Meta
	rec       *recorder // bounds what the turn records keep
	events    []engine.Events
	buf       []byte
}

// Turn is what one call of Next played.
type Turn struct {
	Events engine.Events
	// Record is the acting player's answer (raw reply, time, stderr), nil
	// when it was not asked or records are off.
	Record *replay.TurnRecord
	// Failed is the player whose bot failed in this turn (timed out,
	// exited; see Meta for the detail), or -1.
	Failed int
}

// Start starts every seat's player at once, then waits for READY seat by
// seat (see waitReady), and returns the runner ready for turn 0 (or for
// the first turn after Config.Prefix). Cancelling ctx ends the wait at
// once. A seat that cannot be started is a *StartError.
func Start(ctx context.Context, cfg Config) (*Runner, error) {
	if cfg.Coords == "" {
		cfg.Coords = engine.XY
	}
	if cfg.TurnLimit > replay.MaxTurnLimit {
		return nil, fmt.Errorf("turn limit %d is above %d, the most a replay holds", cfg.TurnLimit, replay.MaxTurnLimit)
	}
	r := &Runner{cfg: cfg, placement: engine.RandomPlacement(cfg.Seed), rec: newRecorder()}
	if cfg.Initial != nil {
		r.placement = *cfg.Initial
	}
	var err error
	if r.s, err = engine.NewGame(r.placement, cfg.TurnLimit); err != nil {
		return nil, err
	}
	if len(cfg.Prefix) >= r.s.TurnLimit {
		return nil, fmt.Errorf("a match from turn %d needs a turn limit above it, not %d", len(cfg.Prefix), r.s.TurnLimit)
	}
	r.meta = &replay.Meta{
		Format: replay.FormatVersion, Floorfall: cfg.Version, TurnLimit: r.s.TurnLimit,
		Coords: string(cfg.Coords), Fork: cfg.Fork, ActionTimeout: cmp.Or(cfg.Bot.ActionTimeout, bot.DefaultActionTimeout),
	}
	if cfg.Initial == nil {
		seed := cfg.Seed
		r.meta.Seed = &seed
	}
	for i, seat := range cfg.Seats {
		r.meta.Players[i] = replay.PlayerMeta{Name: seat.Name, Command: seat.Command, Status: string(bot.StatusOK), StatusTurn: -1}
	}
	r.events = make([]engine.Events, 0, 256)
	for _, c := range cfg.Prefix {
		if r.s.Over {
			return nil, fmt.Errorf("the game is over after %d turns, before turn %d to start from", len(r.events), len(cfg.Prefix))
		}
		r.events = append(r.events, engine.Step(r.s, engine.Action{Reply: c.String()}))
	}

	started := time.Now()
	if r.bots, err = startAll(&r.cfg); err != nil {
		return nil, err
	}
	// Cancelled, the wait stops at once: closing a player ends it.
	stop := context.AfterFunc(ctx, r.Close)
	waitReady(ctx, r.bots, r.meta, started, cfg.Bot.ReadyTimeout)
	stop()
	return r, nil
}

// Next plays one turn: it asks the acting player for its answer (unless it
// is fallen, has no bot, or its bot has failed) and applies it. It returns
// false, having played nothing, when the game is over or ctx is cancelled.
// Cancelling ctx during the turn ends the match: the players are closed at
// once (a bot thinking or a person deciding is interrupted) and the turn is
// not played.
func (r *Runner) Next(ctx context.Context) (Turn, bool) {
	t := Turn{Failed: -1}
	if r.s.Over || ctx.Err() != nil {
		return t, false
	}
	s := r.s
	id := s.Acting()
	var act engine.Action
	switch b := r.bots[id]; {
	case s.Players[id].Fallen:
		// Not asked: the engine takes N.
	case b == nil:
		act.Missing = engine.CauseNoBot
	case b.Status() != bot.StatusOK:
		act.Missing = missing(b.Status())
	case isHuman(b) && s.Players[id].Wait > 0:
		// A person is not asked for a turn the rules force to N.
	default:
		r.buf = engine.AppendInput(r.buf[:0], s, id, r.cfg.Coords)
		stop := context.AfterFunc(ctx, r.Close)
		reply := b.Ask(string(r.buf))
		stop()
		if ctx.Err() != nil {
			return t, false // interrupted: this turn is not played
		}
		if !r.cfg.NoRecords {
			t.Record = r.rec.record(s.Turn, reply.Line, reply.Took, reply.Stderr)
		}
		switch {
		case reply.OK && !reply.TooLong:
			act.Reply = reply.Line
		case reply.OK: // too long: an invalid answer
		default:
			act.Missing = missing(b.Status())
			if st := b.Status(); st != bot.StatusOK { // not merely closed
				// Exited or timed out: the end of its stderr (a stack
				// trace, if any) is the reason a user needs.
				pm := &r.meta.Players[id]
				pm.Status, pm.StatusTurn, pm.Detail = string(st), s.Turn, b.Detail()+stderrTail(b)
				t.Failed = id
			}
		}
	}
	t.Events = engine.Step(s, act)
	if t.Record != nil {
		r.meta.Turns = append(r.meta.Turns, *t.Record)
	}
	r.events = append(r.events, t.Events)
	for _, f := range t.Events.Falls {
		for _, v := range f.Players {
			if r.bots[v] != nil {
				r.bots[v].Close() // a fallen player's bot is not asked again
			}
		}
	}
	return t, true
}

func isHuman(p bot.Player) bool {
	_, ok := p.(*Human)
	return ok
}

// State is the state after the turns played so far: the runner's own,
// valid until the next call of Next.
func (r *Runner) State() *engine.State { return r.s }

// File is the replay of the turns played so far: complete and valid (with
// no result while the game is not over).
func (r *Runner) File() *replay.File {
	return replay.FromGame(r.placement, r.events, r.meta)
}

// Close closes every player (kills every bot process group). It may be
// called more than once, from any goroutine. A closed player answers
// nothing: the caller stops calling Next.
func (r *Runner) Close() { closeAll(r.bots) }
