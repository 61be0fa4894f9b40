//go:build !js

package app

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/match"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/view"
)

// lives are the live matches of the window: one at a time.
type lives struct {
	opts  *show.Live // the window plays live matches (play, the demo)
	lv    *live      // the live match, nil if none
	count int        // live matches started, for their file names
	bench *liveBench // measuring a live match (show.Live.Bench)
	// shotErr is why the screenshot show.Live.Shot asked for was not
	// taken, for Run to return.
	shotErr error
}

// live is a match played in the window (show.Live): a match.Driver plays
// it off the game loop, and Update appends its turns to the view as they
// come. The driver is allowed one turn at a time, when the playback has
// caught up with the newest turn (or, scrolled back, at the playback's
// pace), so the match goes no faster than the animation; with Fast it
// plays as fast as the bots answer.
type live struct {
	o      *show.Live
	d      *match.Driver
	cfg    match.Config
	human  *match.Human
	seat   int // the person's seat, -1 none
	m      *view.Match
	ups    []match.Update
	paused bool // Space: no bot is asked for a move
	step   bool // a step was asked while paused: show the turn when it comes
	ended  bool // the driver has ended (over, stopped, or failed to start)
	saved  bool
	path   string // where the replay is saved
	nextAt time.Time
	// ranOut are the seats whose bot has just run out of time (timed
	// out, or not ready in time), for the window to say how to give the
	// bots room (view.LiveTimeout).
	ranOut  []int
	yours   any           // what the person is shown while the match waits for their turn
	yoursAt int           // the turns shown when yours was made
	keys    string        // the keys the person answers with then
	buttons []view.Button // the buttons of their box (a view.Composer's)
}

// startLive starts a match in the window: the board of its placement at
// once, the turns as they come.
func (a *app) startLive(seed int64, from *show.Fork) {
	o := a.live.opts
	if a.live.lv != nil {
		a.endLive()
	}
	cfg, h, seat := o.Match(seed, from)
	lv := &live{o: o, human: h, seat: seat}
	if h == nil {
		lv.seat = -1
	}
	lv.path = a.live.path(cfg)
	if from != nil {
		cfg.Fork = from.Record(lv.path)
	}
	lv.cfg = cfg
	start, err := liveStart(&cfg)
	if err == nil {
		lv.m, err = view.NewLive(liveTitle(from, cfg.Seed), start)
	}
	if err != nil {
		a.over.message("the match cannot start: "+err.Error(), true)
		if o.Shot != nil {
			a.live.shotErr, a.quit = fmt.Errorf("the match cannot start: %w", err), true
		}
		return
	}
	a.live.lv = lv
	a.showMatch(lv.m, "")
	a.scr.match.pb.End()
	lv.d = match.Drive(cfg, a.win.Wake)
	if from != nil && from.At > 0 && cfg.Game.Info().Ask.Stateless == "" {
		// Bots that keep state are fed the earlier turns first: a slow
		// bot's first move can be long in coming.
		a.over.message(fmt.Sprintf("the new bots are first fed the %d turns before, as if they had played them", from.At), false)
	}
	if o.Bench && a.live.bench == nil {
		a.live.bench = &liveBench{}
	}
	if o.Fast {
		lv.d.SetFree(true)
	}
}

// liveTitle is the title of a live match: its seed, or where it was
// forked from.
func liveTitle(from *show.Fork, seed int64) string {
	switch {
	case from == nil:
		return fmt.Sprintf("live match, seed %d", seed)
	case from.File != "":
		return fmt.Sprintf("played on from %s at turn %d", filepath.Base(from.File), from.At)
	}
	return fmt.Sprintf("played on from turn %d", from.At)
}

// liveStart is the replay of a live match before its first turn is
// played: its placement (and a fork's first turns), its seats' names.
func liveStart(cfg *match.Config) (game.Replay, error) {
	m := cfg.From
	if m == nil {
		var err error
		m, err = cfg.Game.New(game.Setup{Seats: len(cfg.Seats), Seed: cfg.Seed, Params: cfg.Params, Initial: cfg.Initial})
		if err != nil {
			return nil, err
		}
	}
	meta := &replay.Meta{ActionTimeout: cmp.Or(cfg.Bot.ActionTimeout, cfg.Game.Info().Ask.ActionTimeout, bot.DefaultActionTimeout), Players: make([]replay.PlayerMeta, len(cfg.Seats)), Fork: cfg.Fork}
	for i, s := range cfg.Seats {
		meta.Players[i] = replay.PlayerMeta{Name: s.Name, Command: s.Command, StatusTurn: -1}
	}
	return m.Clone().Replay(meta), nil
}

// path is where a live match's replay goes: --out for the first, then
// numbered next to it (a rematch, a fork); the temporary folder without
// --out.
func (ls *lives) path(cfg match.Config) string {
	ls.count++
	out := ls.opts.Out
	if out == "" {
		return filepath.Join(os.TempDir(), fmt.Sprintf("floorfall-live-%d-%d.json", cfg.Seed, time.Now().UnixMilli()))
	}
	if ls.count == 1 {
		return out
	}
	ext := filepath.Ext(out)
	return fmt.Sprintf("%s-%d%s", strings.TrimSuffix(out, ext), ls.count, ext)
}

// updateLive takes the live match's news and lets it play on.
func (a *app) updateLive(now time.Time) {
	if o := a.live.opts; o != nil {
		select {
		case <-o.Interrupt:
			a.quit = true
			return
		default:
		}
	}
	lv := a.live.lv
	if lv == nil {
		return
	}
	ms := &a.scr.match
	changed, over := lv.take(ms, a.live.bench)
	if changed {
		a.surf.dirty = true
	}
	for _, seat := range lv.ranOut {
		if msg := view.LiveTimeout(lv.m, seat); msg != "" {
			a.over.message(msg, true)
		}
	}
	lv.ranOut = lv.ranOut[:0]
	if over {
		a.saveLive()
	}
	lv.followHuman()
	if lv.o.Shot != nil {
		a.shootLive(lv)
		return
	}
	if !lv.ended && !lv.paused && !lv.o.Fast && !lv.d.Pending() && lv.wantTurn(now, ms) {
		lv.d.Allow(1)
	}
}

// take appends the turns the driver has played to the match, the one ms
// shows or not, and reports whether there were any (changed); a step
// asked for while paused is shown. When the driver is done the match is
// ended, and over reports that it ended now.
func (lv *live) take(ms *matchScreen, lb *liveBench) (changed, over bool) {
	ups, done := lv.d.Take(lv.ups[:0])
	for i := range ups {
		u := &ups[i]
		seats := view.SeatsOf(u.Players)
		for k := range seats[:min(len(seats), len(lv.m.Seats))] {
			if st := seats[k].Status; st != lv.m.Seats[k].Status && (st == replay.StatusTimeout || st == replay.StatusNotReady) {
				lv.ranOut = append(lv.ranOut, k)
			}
		}
		if u.Started {
			lv.m.SetSeats(seats)
			continue
		}
		atEdge := ms.m == lv.m && ms.pb.Pos() >= float64(lv.m.Turns())
		lv.m.Append(u.Turn.Turn, u.Match, u.Turn.Records, seats)
		if lb != nil {
			lb.appended(u.Played)
		}
		if lv.step && atEdge {
			ms.pb.Step(1)
		}
		lv.step = false
	}
	lv.ups = ups[:0]
	if done && !lv.ended {
		lv.ended, over = true, true
	}
	return len(ups) > 0, over
}

// followHuman makes what the person is shown when the match starts
// waiting for them (once, not at every tick), and takes it away when it
// no longer waits.
func (lv *live) followHuman() {
	waiting := false
	if lv.human != nil && !lv.ended {
		_, waiting = lv.human.Waiting()
	}
	switch {
	case !waiting:
		lv.yours = nil
	case lv.yours == nil || lv.yoursAt != lv.m.Turns():
		lv.showYours()
	}
}

// wantTurn reports whether the live match may play its next turn: when
// ms shows its newest turn, once most of that turn's animation is played;
// otherwise at the pace of ms's playback.
func (lv *live) wantTurn(now time.Time, ms *matchScreen) bool {
	pb := ms.pb
	if ms.m == lv.m && pb.Following() {
		return pb.Pos() >= float64(lv.m.Turns())-0.35
	}
	if now.Before(lv.nextAt) {
		return false
	}
	speed := 1.0
	if pb != nil {
		speed = pb.Speed()
	}
	lv.nextAt = now.Add(time.Duration(float64(time.Second) / (lv.m.Board().Pace() * speed)))
	return true
}

// togglePause pauses or resumes the live match and pb, its playback.
func (lv *live) togglePause(pb *view.Playback) {
	lv.paused = !lv.paused
	if lv.paused {
		if lv.o.Fast {
			lv.d.SetFree(false)
		}
		pb.Pause()
		return
	}
	if lv.o.Fast {
		lv.d.SetFree(true)
	}
	pb.End()
}

// stepOne plays exactly one more turn of the paused live match, shown
// when it comes.
func (lv *live) stepOne() {
	if lv.d.Pending() {
		return // the turn asked for is still being played
	}
	lv.step = true
	lv.d.Allow(1)
}

// on is the live match if m, the match shown, is it and it is still
// played; nil otherwise.
func (ls *lives) on(m *view.Match) *live {
	if lv := ls.lv; lv != nil && m == lv.m && !lv.ended {
		return lv
	}
	return nil
}

// yoursOn is what the person is shown while the live match waits for
// them, if m, the match shown, is it; nil otherwise.
func (ls *lives) yoursOn(m *view.Match) any {
	if lv := ls.on(m); lv != nil {
		return lv.yours
	}
	return nil
}

// mode is what the keys do with m shown: a person's seat on the board
// moves the viewer's keys that collide with play keys to modifiers.
func (ls *lives) mode(m *view.Match) mode {
	lv := ls.on(m)
	switch {
	case lv == nil:
		return modeReplay
	case lv.human != nil && !lv.m.Outcome(lv.seat).Out:
		if _, ok := lv.m.Board().(view.Composer); ok {
			return modeCompose
		}
		if _, ok := lv.m.Board().(view.Playable); ok {
			return modeHuman
		}
	}
	return modeLive
}

// seatKeys is the game's line telling the person at the keyboard their
// keys, "" when nobody plays a seat.
func (ls *lives) seatKeys() string {
	if lv := ls.lv; lv != nil && lv.human != nil {
		return lv.keys
	}
	return ""
}

// moving reports whether the live match plays on: not ended, paused or
// waiting for the person.
func (ls *lives) moving() bool {
	lv := ls.lv
	return lv != nil && !lv.ended && !lv.paused && lv.yours == nil
}

// humanPlay gives the answer the person's key means in the game ("up",
// "space"...), if it is their turn; on a game where they compose their
// answer, the key goes to their draft (see compose).
func (ls *lives) humanPlay(key string) {
	lv := ls.lv
	if lv == nil || lv.human == nil || lv.yours == nil {
		return
	}
	if c, ok := lv.m.Board().(view.Composer); ok {
		lv.compose(c, key)
		return
	}
	pl, ok := lv.m.Board().(view.Playable)
	if !ok {
		return
	}
	ans, ok := pl.Answer(key)
	if ok && lv.human.Play(ans) {
		lv.yours = nil
	}
}

// saveLive saves the live match's replay (at its end, or when the window
// closes) and tells the program where.
func (a *app) saveLive() {
	lv := a.live.lv
	if lv.saved {
		return
	}
	lv.saved = true
	r, err := lv.d.Result()
	if err != nil {
		a.over.message("the match could not start: "+err.Error(), true)
		lv.o.Saved(nil, "", err)
		if lv.o.QuitAtEnd {
			a.quit = true
		}
		return
	}
	if r == nil { // stopped before it started
		return
	}
	path := lv.path
	if err := game.Save(path, r); err != nil {
		a.over.message("the replay could not be saved: "+err.Error(), true)
		lv.o.Saved(r, "", err)
		return
	}
	a.scr.match.path = path
	if lv.o.QuitAtEnd {
		a.quit = true
	} else {
		a.over.message("replay saved to "+path, false)
	}
	lv.o.Saved(r, path, nil)
}

// endLive stops the live match (a bot thinking or the person deciding is
// interrupted) and saves what was played.
func (a *app) endLive() {
	lv := a.live.lv
	if lv == nil {
		return
	}
	lv.d.Stop()
	if !lv.saved {
		a.saveLive()
	}
}

// fork plays on from the turn shown, with fresh bots: the match shown's
// placement and commands up to that turn, then the new players'. The new
// replay names the one played on from (a live match's is where it is
// saved, as it is ended first) and its players.
func (a *app) fork() {
	if a.scr.match.m == nil || a.live.opts == nil {
		if a.scr.match.m != nil {
			a.over.message("play on from here: start floorfall with 'play' or 'view REPLAY' to choose the players", true)
		}
		return
	}
	m := a.scr.match.m
	t := a.scr.match.fr.Turn
	if t >= m.Turns() && m.Board().Over() {
		a.over.message("the game is over at this turn: go back to play on", true)
		return
	}
	at, err := m.Replay().At(t)
	if err != nil {
		a.over.message("cannot play on from here: "+err.Error(), true)
		return
	}
	parent := a.scr.match.path
	if lv := a.live.lv; lv != nil && lv.m == m {
		parent = lv.path // saved there when startLive ends it
	}
	a.startLive(rand.Int64N(1<<31), &show.Fork{File: parent, At: t, Match: at, Meta: m.Replay().Meta()})
}
