package match

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/replay"
)

// Runner plays a match one turn at a time, for whoever wants to watch,
// pause or step it: Play is a loop over Next, and pausing a match is not
// calling Next (no bot is asked meanwhile). A Runner is used from one
// goroutine; Close may be called from any.
type Runner struct {
	cfg  Config
	m    game.Match
	bots []bot.Player
	meta *replay.Meta
	rec  *recorder // bounds what the turn records keep
	api  *served   // the HTTP API its bots call, if they call one
	next time.Time // when the next turn begins on the official clock

	acts    []game.Act
	replies []game.Reply
	asked   []int       // indexes in acts of the seats asked this turn
	answers []bot.Reply // their answers
	bufs    [][]byte    // each seat's input buffer

	tmp     string // a temporary folder of seat folders, removed by Close
	tmpOnce sync.Once

	askers askers     // the goroutines asking the seats of a turn at once
	calls  []bot.Call // the calls of the bots asked at once (askAll)

	perCall bool         // its bots are run anew for every call
	fails   []failedCall // of each seat, when its bots are run anew each call

	// The context Next was last called with, watched (watch): cancelled
	// while the seats are asked (asking), it closes the runner.
	watchMu   sync.Mutex
	watched   context.Context
	stopWatch func() bool
	asking    atomic.Bool
}

// watch makes a cancel of ctx close the runner while the seats of a turn
// are asked, as context.AfterFunc would for each turn, registered once a
// context instead (an AfterFunc a turn cost ~1% of an Ants match of ten
// bots).
func (r *Runner) watch(ctx context.Context) {
	r.watchMu.Lock()
	defer r.watchMu.Unlock()
	if ctx == r.watched {
		return
	}
	r.unwatch()
	r.watched = ctx
	r.stopWatch = context.AfterFunc(ctx, func() {
		if r.asking.Load() {
			r.Close()
		}
	})
}

// Turn is what one call of Next played.
type Turn struct {
	game.Turn
	// Records are the answers of the seats asked (raw reply, time,
	// stderr), in the order they acted; nil when records are off.
	Records []replay.TurnRecord
	// Failed are the seats whose bot failed in this turn (timed out,
	// exited; see the replay's meta for the detail).
	Failed []int
}

// Start starts every seat's player at once, then waits until they are
// ready (see waitReady), and returns the runner ready for the first turn.
// A match played on from a turn of a game whose bots keep state between
// turns (Config.From, game.Past) first feeds each bot every earlier turn
// (see catchUp). Cancelling ctx ends the wait at once. A seat that cannot
// be started is a *StartError.
func Start(ctx context.Context, cfg Config) (*Runner, error) {
	if cfg.Game == nil {
		return nil, fmt.Errorf("match: no game")
	}
	info := cfg.Game.Info()
	if n := len(cfg.Seats); n < info.MinSeats || n > info.MaxSeats {
		return nil, fmt.Errorf("%s is played by %d to %d players, not %d", info.Title, info.MinSeats, info.MaxSeats, n)
	}
	r := &Runner{cfg: cfg, rec: newRecorder(), bufs: make([][]byte, len(cfg.Seats)), perCall: info.Ask.Kind == game.PerCall}
	var past game.Past // the turns a fork's bots are fed first
	if cfg.From != nil {
		r.m = cfg.From.Clone()
		if r.m.Over() {
			return nil, fmt.Errorf("the game is over after %d turns: there is nothing to play on", r.m.Turn())
		}
		var err error
		if past, err = pastOf(cfg.Game, r.m); err != nil {
			return nil, err
		}
	}
	// A new match is made while the bots start (an Ants map made from the
	// seed takes milliseconds, a bot's start as long).
	var made chan error
	if cfg.From == nil {
		made = make(chan error, 1)
		go func() {
			m, err := cfg.Game.New(game.Setup{Seats: len(cfg.Seats), Seed: cfg.Seed, Params: cfg.Params, Initial: cfg.Initial})
			r.m = m
			made <- err
		}()
	}
	r.meta = &replay.Meta{
		Format: replay.FormatVersion, Game: info.Name, Floorfall: cfg.Version, Fork: cfg.Fork,
		ActionTimeout: cmp.Or(cfg.Bot.ActionTimeout, info.Ask.ActionTimeout, bot.DefaultActionTimeout),
		Players:       make([]replay.PlayerMeta, len(cfg.Seats)),
	}
	for i, seat := range cfg.Seats {
		r.meta.Players[i] = replay.PlayerMeta{Name: seat.Name, Command: seat.Command, Status: string(bot.StatusOK), StatusTurn: -1}
		if seat.Command == "" && seat.Start == nil { // no bot: the same in every game
			r.meta.Players[i].Status, r.meta.Players[i].Detail = replay.StatusNotReady, replay.DetailNoBot
		}
	}

	var err error
	r.bots, r.api, err = startAll(&r.cfg, r.seatBase)
	if made != nil {
		if merr := <-made; merr != nil {
			if err == nil {
				r.Close()
			}
			r.removeTemp()
			return nil, merr // the game's refusal first, as before any bot
		}
	}
	if err != nil {
		r.removeTemp()
		return nil, err
	}
	if r.api != nil {
		r.api.api.Played(r.m)
	}
	// The ready limit counts from when every bot has been launched, as on
	// the official server. Cancelled, the wait stops at once: closing a
	// player ends it.
	started := time.Now()
	stop := context.AfterFunc(ctx, r.Close)
	switch {
	case info.Ask.Kind == game.HTTP:
		waitStarted(ctx, r.bots, r.meta, started, cmp.Or(cfg.Bot.ReadyTimeout, info.Ask.ReadyTimeout))
	case info.Ask.Ready != "":
		waitReady(ctx, r.bots, r.meta, started, cmp.Or(cfg.Bot.ReadyTimeout, info.Ask.ReadyTimeout))
	}
	if past != nil && ctx.Err() == nil {
		if err := r.catchUp(ctx, past); err != nil {
			stop()
			r.Close()
			return nil, fmt.Errorf("feeding the bots the turns before turn %d: %w", r.m.Turn(), err)
		}
	}
	stop()
	return r, nil
}

// Next plays one turn: it asks each acting seat for its answer (unless the
// rules skip it, it has no bot, or its bot has failed), all at once, and
// applies the answers. It returns false, having played nothing, when the
// game is over or ctx is cancelled. Cancelling ctx during the turn ends the
// match: the players are closed at once (a bot thinking or a person
// deciding is interrupted) and the turn is not played.
func (r *Runner) Next(ctx context.Context) (Turn, bool) {
	var t Turn
	if r.m.Over() || ctx.Err() != nil {
		return t, false
	}
	r.acts = r.m.Acting(r.acts[:0])
	r.replies = r.replies[:0]
	asked := r.asked[:0]
	for k, a := range r.acts {
		rp := game.Reply{Seat: a.Seat}
		switch b := r.bots[a.Seat]; {
		case a.Skip:
			rp.Missing = game.NotAsked
		case b == nil:
			rp.Missing = "no-bot"
		case b.Status() != bot.StatusOK:
			rp.Missing = string(b.Status())
		case a.Moot && isHuman(b):
			// A person is not asked for a turn whose answer is moot.
		default:
			asked = append(asked, k)
		}
		r.replies = append(r.replies, rp)
	}
	r.asked = asked
	answers := r.answers[:0]
	for range asked {
		answers = append(answers, bot.Reply{})
	}
	r.answers = answers
	begin := time.Now()
	if r.next.After(begin) {
		begin = r.next // the official clock: the last turn ended then
	}
	r.watch(ctx)
	r.asking.Store(true)
	if ctx.Err() != nil { // cancelled before the watch could see it asking
		r.Close()
	}
	if len(asked) == 1 {
		answers[0] = r.ask(asked[0])
	} else if len(asked) > 1 {
		r.askAll(asked, answers)
	}
	if r.api != nil && r.cfg.Pace == Official {
		r.next = begin.Add(r.limit())
		pace(ctx, r.next)
	}
	r.asking.Store(false)
	if ctx.Err() != nil {
		return t, false // interrupted: this turn is not played
	}
	first := len(r.meta.Turns) // this turn's records go on after it
	if !r.cfg.NoRecords {
		r.meta.Turns = growRecords(r.meta.Turns, len(asked))
	}
	for i, k := range asked {
		seat, reply := r.acts[k].Seat, answers[i]
		b := r.bots[seat]
		if !r.cfg.NoRecords {
			rec := r.rec.record(r.m.Turn(), seat, reply.Line, reply.Took, reply.Stderr)
			if l := r.acts[k].Limit; l != r.meta.ActionTimeout {
				rec.Limit = l // its own limit (a setup turn's)
			}
			r.rec.drawings(&rec, r.m, reply.Drawn)
			r.meta.Turns = append(r.meta.Turns, rec)
		}
		rp := &r.replies[k]
		switch {
		case reply.OK && !reply.TooLong:
			rp.Text = reply.Line
		case reply.OK:
			rp.Missing = "invalid" // too long
		case reply.Status != "" && b.Status() == bot.StatusOK:
			// A failed call of a bot asked anew each call (timed out,
			// crashed) or of a bot calling an API (no request in time):
			// this call only.
			rp.Missing = string(reply.Status)
			if r.perCall && r.callFailed(seat, r.acts[k], reply) {
				t.Failed = append(t.Failed, seat)
			}
		default:
			rp.Missing = string(b.Status())
			if st := b.Status(); st != bot.StatusOK && r.acts[k].Eliminated {
				// Out of the match already (the official sample bots
				// exit once they have fallen): nothing to record.
			} else if st != bot.StatusOK { // not merely closed
				// Exited or timed out: the end of its stderr (a stack
				// trace, if any) is the reason a user needs.
				pm := &r.meta.Players[seat]
				pm.Status, pm.StatusTurn, pm.Detail = string(st), r.m.Turn(), b.Detail()+stderrTail(b)
				t.Failed = append(t.Failed, seat)
			} else {
				rp.Missing = "no-bot"
			}
		}
	}
	t.Turn = r.m.Play(r.replies)
	if len(r.meta.Turns) > first {
		t.Records = r.meta.Turns[first:len(r.meta.Turns):len(r.meta.Turns)]
	}
	for _, msg := range t.Send {
		r.send(msg)
	}
	for _, seat := range t.Out {
		if b := r.bots[seat]; b != nil {
			b.Close() // out for good: not asked again
		}
	}
	if r.api != nil {
		r.api.api.Played(r.m)
		if r.m.Over() {
			r.api.end(r.bots)
		}
	}
	return t, true
}

// send writes a last message, which wants no answer, to its seat's bot;
// a bot that is gone misses it.
func (r *Runner) send(msg game.Message) {
	if s, ok := r.bots[msg.Seat].(interface{ Send(string) error }); ok {
		s.Send(msg.Text)
	}
}

// limit is the time of a turn: the longest of the acting seats' limits,
// else the action limit.
func (r *Runner) limit() time.Duration {
	var d time.Duration
	for _, a := range r.acts {
		d = max(d, a.Limit)
	}
	return cmp.Or(d, r.cfg.Bot.ActionTimeout, r.cfg.Game.Info().Ask.ActionTimeout, bot.DefaultActionTimeout)
}

// ask asks the seat of acts[k] for its answer to its input, within the
// act's own limit if it has one (a setup turn).
func (r *Runner) ask(k int) bot.Reply {
	a := r.acts[k]
	r.bufs[a.Seat] = r.m.Input(r.bufs[a.Seat][:0], a.Seat)
	b := r.bots[a.Seat]
	if w, ok := b.(interface {
		AskWithin(string, time.Duration) bot.Reply
	}); ok && a.Limit > 0 {
		return w.AskWithin(string(r.bufs[a.Seat]), a.Limit)
	}
	return b.Ask(string(r.bufs[a.Seat]))
}

func isHuman(p bot.Player) bool {
	_, ok := p.(*Human)
	return ok
}

// Match is the match after the turns played so far: the runner's own,
// valid until the next call of Next.
func (r *Runner) Match() game.Match { return r.m }

// Players are the seats' names and statuses so far (a copy).
func (r *Runner) Players() []replay.PlayerMeta {
	return append([]replay.PlayerMeta(nil), r.meta.Players...)
}

// Replay is the replay of the turns played so far: complete and valid
// (with no result while the game is not over).
func (r *Runner) Replay() game.Replay { return r.m.Replay(r.meta) }

// unwatch stops the watch, if any; watchMu is held.
func (r *Runner) unwatch() {
	if r.stopWatch != nil {
		r.stopWatch()
	}
	r.watched, r.stopWatch = nil, nil
}

// Close closes every player (kills every bot process group), the HTTP API
// the bots call, if any (its port), and removes the temporary seat
// folders, if any. It may be called more than once,
// from any goroutine. A closed player answers nothing: the caller stops
// calling Next.
func (r *Runner) Close() {
	// The watch holds the runner as long as its context lives (a
	// tournament's runs many matches).
	r.watchMu.Lock()
	r.unwatch()
	r.watchMu.Unlock()
	closeAll(r.bots)
	r.askers.close()
	if r.api != nil {
		r.api.srv.Close()
	}
	r.removeTemp()
}

// seatBase is the folder of the seat folders: Config.SeatDirs, or a
// temporary folder made on the first call.
func (r *Runner) seatBase() (string, error) {
	if r.cfg.SeatDirs != "" {
		return r.cfg.SeatDirs, nil
	}
	if r.tmp == "" {
		dir, err := os.MkdirTemp("", "floorfall-seats-")
		if err != nil {
			return "", fmt.Errorf("making the seat folders: %w", err)
		}
		r.tmp = dir
	}
	return r.tmp, nil
}

// removeTemp removes the temporary seat folders, once.
func (r *Runner) removeTemp() {
	if r.tmp == "" {
		return
	}
	r.tmpOnce.Do(func() { os.RemoveAll(r.tmp) })
}

// growRecords makes room for n more records in recs, doubling its capacity
// when it must grow: append's growth of a long slice (1.25x) would copy a
// long match's records ~20 times, allocating five times their size.
func growRecords(recs []replay.TurnRecord, n int) []replay.TurnRecord {
	if len(recs)+n <= cap(recs) {
		return recs
	}
	grown := make([]replay.TurnRecord, len(recs), max(2*cap(recs), len(recs)+n, 64))
	copy(grown, recs)
	return grown
}
