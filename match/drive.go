package match

import (
	"context"
	"sync"
	"time"

	"floorfall/game"
	"floorfall/replay"
)

// Driver plays a match on a goroutine of its own, a turn at a time as its
// caller allows: the window runs a live match with it and never waits for
// a bot. Not asking for a turn pauses the match (no bot is asked for a move
// meanwhile); Allow(1) steps one turn; SetFree plays as fast as the bots
// answer. What was played is collected with Take.
type Driver struct {
	ctx    context.Context
	cancel context.CancelFunc
	wake   func()

	mu      sync.Mutex
	cond    *sync.Cond
	allowed int  // turns that may still be played
	free    bool // play without waiting for Allow
	news    []Update
	done    bool
	// The match so far, kept here for Result while the runner plays on.
	started bool
	snap    game.Match // a copy of the match after the last turn played
	meta    replay.Meta
	err     error
	ended   chan struct{}
}

// Update is what the driver has to tell: the match started (every bot
// ready or given up), or one more turn played.
type Update struct {
	// Started: the players are ready (or given up, see Players); no turn
	// was played. Otherwise Turn was played and Match is the match after
	// it (a copy made for the driver's news, shared with the driver's own
	// record: read it, do not change it).
	Started bool
	Turn    Turn
	Match   game.Match
	// Players are the players' names and statuses now.
	Players []replay.PlayerMeta
	// Played is when the turn was played (its answer taken and applied).
	Played time.Time
}

// Drive starts the match of cfg on a goroutine of its own. wake, if set,
// is called (from that goroutine) whenever there is news to Take or the
// match has ended: the window schedules a frame with it.
func Drive(cfg Config, wake func()) *Driver {
	if wake == nil {
		wake = func() {}
	}
	ctx, cancel := context.WithCancel(context.Background())
	d := &Driver{ctx: ctx, cancel: cancel, wake: wake, ended: make(chan struct{})}
	d.cond = sync.NewCond(&d.mu)
	context.AfterFunc(ctx, func() {
		d.mu.Lock()
		d.cond.Broadcast()
		d.mu.Unlock()
	})
	go d.run(cfg)
	return d
}

func (d *Driver) run(cfg Config) {
	defer close(d.ended)
	r, err := Start(d.ctx, cfg)
	if err != nil {
		d.finish(err)
		return
	}
	defer r.Close()
	d.mu.Lock()
	d.started, d.snap, d.meta = true, r.m.Clone(), *r.meta
	d.meta.Turns = nil
	d.news = append(d.news, Update{Started: true, Match: r.m.Clone(), Players: r.Players()})
	d.mu.Unlock()
	d.wake()
	for {
		if !d.permit() {
			break
		}
		t, ok := r.Next(d.ctx)
		if !ok {
			break
		}
		// One copy of the match and of the players a turn, for the news
		// and for Result alike (neither changes them).
		played, snap, players := time.Now(), r.m.Clone(), r.Players()
		d.mu.Lock()
		d.news = append(d.news, Update{Turn: t, Match: snap, Players: players, Played: played})
		d.snap = snap
		d.meta.Turns = append(d.meta.Turns, t.Records...)
		d.meta.Players = players
		d.mu.Unlock()
		d.wake()
	}
	d.finish(nil)
}

// permit waits until a turn may be played; false when the match is stopped.
func (d *Driver) permit() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	for !d.free && d.allowed == 0 && d.ctx.Err() == nil {
		d.cond.Wait()
	}
	if d.ctx.Err() != nil {
		return false
	}
	if !d.free {
		d.allowed--
	}
	return true
}

func (d *Driver) finish(err error) {
	d.mu.Lock()
	d.done, d.err = true, err
	d.mu.Unlock()
	d.wake()
}

// Allow lets n more turns be played.
func (d *Driver) Allow(n int) {
	d.mu.Lock()
	d.allowed += n
	d.cond.Broadcast()
	d.mu.Unlock()
}

// SetFree plays turns as fast as the bots answer (true), or only as
// allowed (false: the turns allowed and not yet played are dropped).
func (d *Driver) SetFree(free bool) {
	d.mu.Lock()
	d.free = free
	if !free {
		d.allowed = 0
	}
	d.cond.Broadcast()
	d.mu.Unlock()
}

// Pending reports whether a turn allowed is not played yet (a bot is
// thinking, or the match is starting).
func (d *Driver) Pending() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return !d.done && (d.allowed > 0 || d.free)
}

// Take appends what happened since the last Take to dst, and reports
// whether the match has ended (it then has nothing more to tell, and
// Result is ready).
func (d *Driver) Take(dst []Update) ([]Update, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	dst = append(dst, d.news...)
	d.news = d.news[:0]
	return dst, d.done
}

// Stop ends the match at once (a bot thinking or a person deciding is
// interrupted; that turn is not played) and returns when every player is
// closed. The replay then holds the turns played.
func (d *Driver) Stop() {
	d.cancel()
	<-d.ended
}

// Result is the replay of the turns played so far, or the error that kept
// the match from starting (a *StartError). It may be called at any time:
// during the match it is the replay so far.
func (d *Driver) Result() (game.Replay, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.err != nil {
		return nil, d.err
	}
	if !d.started {
		return nil, nil
	}
	meta := d.meta
	meta.Turns = meta.Turns[:len(meta.Turns):len(meta.Turns)]
	return d.snap.Replay(&meta), nil
}
