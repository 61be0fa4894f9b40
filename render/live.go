package render

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/bot"
	"floorfall/engine"
	"floorfall/match"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/view"
)

// live is a match played in the window (show.Live): a match.Driver plays
// it off the game loop, and Update appends its turns to the view as they
// come. The driver is allowed one turn at a time, when the playback has
// caught up with the newest turn (or, scrolled back, at the playback's
// pace), so the match goes no faster than the animation; with Fast it
// plays as fast as the bots answer.
type live struct {
	o       *show.Live
	d       *match.Driver
	cfg     match.Config
	human   *match.Human
	seat    int // the person's seat, -1 none
	m       *view.Match
	ups     []match.Update
	paused  bool // Space: no bot is asked for a move
	step    bool // a step was asked while paused: show the turn when it comes
	ended   bool // the driver has ended (over, stopped, or failed to start)
	saved   bool
	path    string // where the replay is saved
	nextAt  time.Time
	yours   *view.Turn // the person's turn, while the match waits for it
	yoursAt int        // the turns shown when yours was made
}

// startLive starts a match in the window: the board of its placement at
// once, the turns as they come.
func (g *game) startLive(seed int64, from *show.Fork) {
	o := g.liveOpts
	if g.lv != nil {
		g.endLive()
	}
	cfg, h, seat := o.Match(seed, from)
	if from != nil {
		cfg.Fork = &replay.ForkMeta{From: filepath.Base(from.File), At: len(from.Commands)}
		if from.File == "" {
			cfg.Fork.From = ""
		}
	}
	lv := &live{o: o, cfg: cfg, human: h, seat: seat}
	if h == nil {
		lv.seat = -1
	}
	lv.path = g.livePath(cfg)
	placement := engine.RandomPlacement(cfg.Seed)
	if cfg.Initial != nil {
		placement = *cfg.Initial
	}
	meta := &replay.Meta{TurnLimit: cfg.TurnLimit, Coords: string(cfg.Coords), ActionTimeout: cmp.Or(cfg.Bot.ActionTimeout, bot.DefaultActionTimeout)}
	for i, s := range cfg.Seats {
		meta.Players[i] = replay.PlayerMeta{Name: s.Name, Command: s.Command, StatusTurn: -1}
	}
	f := &replay.File{Winner: -1, Initial: placement, Commands: cfg.Prefix, Log: json.RawMessage("[]"), Meta: meta}
	tl, err := replay.NewTimeline(f)
	if err != nil {
		g.message("the match cannot start: "+err.Error(), true)
		return
	}
	title := fmt.Sprintf("live match, seed %d", cfg.Seed)
	if from != nil {
		title = fmt.Sprintf("played on from turn %d", len(from.Commands))
		if from.File != "" {
			title = fmt.Sprintf("played on from %s at turn %d", filepath.Base(from.File), len(from.Commands))
		}
	}
	lv.m = view.NewLive(title, tl)
	g.lv = lv
	g.showMatch(lv.m, "")
	g.s.pb.End()
	lv.d = match.Drive(cfg, ebiten.ScheduleFrame)
	if o.Bench && g.lbench == nil {
		g.lbench = &liveBench{}
	}
	if o.Fast {
		lv.d.SetFree(true)
	}
}

// livePath is where a live match's replay goes: --out for the first, then
// numbered next to it (a rematch, a fork); the temporary folder without
// --out.
func (g *game) livePath(cfg match.Config) string {
	g.liveCount++
	out := g.liveOpts.Out
	if out == "" {
		return filepath.Join(os.TempDir(), fmt.Sprintf("floorfall-live-%d-%d.json", cfg.Seed, time.Now().UnixMilli()))
	}
	if g.liveCount == 1 {
		return out
	}
	ext := filepath.Ext(out)
	return fmt.Sprintf("%s-%d%s", strings.TrimSuffix(out, ext), g.liveCount, ext)
}

// updateLive takes the live match's news and lets it play on.
func (g *game) updateLive(now time.Time) {
	lv := g.lv
	if lv == nil {
		return
	}
	select {
	case <-lv.o.Interrupt:
		g.quit = true
		return
	default:
	}
	ups, done := lv.d.Take(lv.ups[:0])
	for i := range ups {
		u := &ups[i]
		seats := view.SeatsOf(u.Players)
		if u.Started {
			lv.m.SetSeats(seats)
			g.dirty = true
			continue
		}
		atEdge := g.s.m == lv.m && g.s.pb.Pos() >= float64(lv.m.Turns())
		lv.m.Append(u.Turn.Events, u.State, u.Turn.Record, seats)
		if g.lbench != nil {
			g.lbench.appended(u.Played)
		}
		if lv.step && atEdge {
			g.s.pb.Step(1)
		}
		lv.step = false
		g.dirty = true
	}
	lv.ups = ups[:0]
	if done && !lv.ended {
		lv.ended = true
		g.saveLive()
	}
	// The person's turn is worked out once, when the match starts waiting
	// for them, not at every tick.
	waiting := false
	if lv.human != nil && !lv.ended {
		_, waiting = lv.human.Waiting()
	}
	switch {
	case !waiting:
		lv.yours = nil
	case lv.yours == nil || lv.yoursAt != lv.m.Turns():
		t := view.YourTurn(lv.m.LastState(), lv.seat)
		lv.yours, lv.yoursAt = &t, lv.m.Turns()
	}
	if !lv.ended && !lv.paused && !lv.o.Fast && !lv.d.Pending() && g.wantTurn(now) {
		lv.d.Allow(1)
	}
}

// wantTurn reports whether the live match may play its next turn: when
// the view shows its newest turn, once most of that turn's animation is
// played; otherwise at the playback's pace.
func (g *game) wantTurn(now time.Time) bool {
	lv, pb := g.lv, g.s.pb
	if g.s.m == lv.m && pb.Following() {
		return pb.Pos() >= float64(lv.m.Turns())-0.35
	}
	if now.Before(lv.nextAt) {
		return false
	}
	speed := 1.0
	if pb != nil {
		speed = pb.Speed()
	}
	lv.nextAt = now.Add(time.Duration(float64(time.Second) / (4 * speed)))
	return true
}

// livePause pauses or resumes the live match (and its playback).
func (g *game) livePause() {
	lv := g.lv
	lv.paused = !lv.paused
	if lv.paused {
		if lv.o.Fast {
			lv.d.SetFree(false)
		}
		g.s.pb.Pause()
		return
	}
	if lv.o.Fast {
		lv.d.SetFree(true)
	}
	g.s.pb.End()
}

// liveStep plays exactly one more turn of a paused live match, shown when
// it comes.
func (g *game) liveStep() {
	lv := g.lv
	if lv.d.Pending() {
		return // the turn asked for is still being played
	}
	lv.step = true
	lv.d.Allow(1)
}

// liveShown reports whether the live match is on screen and still played.
func (g *game) liveShown() bool {
	return g.lv != nil && g.s.m == g.lv.m && !g.lv.ended
}

// humanPlay gives the person's command, if it is their turn.
func (g *game) humanPlay(c engine.Command) {
	lv := g.lv
	if lv == nil || lv.human == nil || lv.yours == nil {
		return
	}
	if lv.human.Play(c) {
		lv.yours = nil
	}
}

// saveLive saves the live match's replay (at its end, or when the window
// closes) and tells the program where.
func (g *game) saveLive() {
	lv := g.lv
	if lv.saved {
		return
	}
	lv.saved = true
	f, err := lv.d.Result()
	if err != nil {
		g.message("the match could not start: "+err.Error(), true)
		lv.o.Saved(nil, "", err)
		if lv.o.QuitAtEnd {
			g.quit = true
		}
		return
	}
	if f == nil { // stopped before it started
		return
	}
	path := lv.path
	if err := replay.Save(path, f); err != nil {
		g.message("the replay could not be saved: "+err.Error(), true)
		lv.o.Saved(f, "", err)
		return
	}
	g.path = path
	if lv.o.QuitAtEnd {
		g.quit = true
	} else {
		g.message("replay saved to "+path, false)
	}
	lv.o.Saved(f, path, nil)
}

// endLive stops the live match (a bot thinking or the person deciding is
// interrupted) and saves what was played.
func (g *game) endLive() {
	lv := g.lv
	if lv == nil {
		return
	}
	lv.d.Stop()
	if !lv.saved {
		g.saveLive()
	}
}

// rematch plays a new match with the same seats and a new seed.
func (g *game) rematch() {
	if g.liveOpts == nil {
		return
	}
	g.startLive(rand.Int64N(1<<31), nil)
}

// fork plays on from the turn shown, with fresh bots: the match shown's
// placement and commands up to that turn, then the new players'.
func (g *game) fork() {
	if g.s.m == nil || g.liveOpts == nil {
		if g.s.m != nil {
			g.message("play on from here: start floorfall with 'play' to choose the players", true)
		}
		return
	}
	m := g.s.m
	t := g.s.fr.Turn
	if m.States[t].Over {
		g.message("the game is over at this turn: go back to play on", true)
		return
	}
	cmds := make([]engine.Command, t)
	for i := range cmds {
		cmds[i] = m.Events[i].Command
	}
	from := &show.Fork{File: g.path, Initial: m.Initial(), Commands: cmds, TurnLimit: m.States[0].TurnLimit}
	g.startLive(rand.Int64N(1<<31), from)
}
