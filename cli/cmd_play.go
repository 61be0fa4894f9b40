package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"floorfall/game"
	"floorfall/match"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/view"
)

const playExamples = `  floorfall play                                                 (the demo's line-up)
  floorfall play -a hunter -a random -a hunter -a random
  floorfall play -a human -a hunter -a hunter -a hunter          (you play player 0)
  floorfall play -a ./mybot -a hunter -a hunter -a hunter --debug 0
  floorfall play -a hunter -a random -a hunter -a random --pace fast --quit-at-end --out m.json
  floorfall play --from game.json --at 120 -a ./mybot -a hunter -a hunter -a hunter

The match unfolds in the window as it is played. Space pauses it (no bot is
asked for a move), Right then plays one turn; End goes back to live.
With a human seat: arrows move, Space attacks, . does nothing; P pauses and
Ctrl+arrows step. Ctrl+N a rematch (new seed), Ctrl+B play on from the turn
shown, Ctrl+S save a copy, H every key. The replay is saved when the match
ends, when the window is closed and on Ctrl-C.
`

// playOptions are the flags of 'floorfall play' beyond a match's.
type playOptions struct {
	runOptions
	pace       string
	quitAtEnd  bool
	debug      int
	size       string
	fullscreen bool
	bench      bool
	shot       string // --screenshot FILE
	shotAt     int    // --screenshot-at TURN
	draw       view.DrawSeats
}

func playCmd(e *env, args []string) error {
	var o playOptions
	fs := newFlags(e, "play", "play [-a CMD|hunter|random|human ...] [flags]", playExamples)
	matchFlags(fs, &o.runOptions)
	fs.Lookup("out").Usage = "save the replay to this `FILE` (default: a new file in the temporary folder); a rematch or fork next to it, numbered"
	fs.StringVar(&o.pace, "pace", "view", "`PACE` of the match: view (no faster than the animation), fast (as fast as the bots answer, as run plays), official (the official server's wall-clock turns where the game had them: Tenka1's 500 ms; elsewhere as fast)")
	fs.BoolVar(&o.quitAtEnd, "quit-at-end", false, "close the window when the match has ended and its replay is saved")
	forkFlags(fs, &o.runOptions)
	intVar(fs, &o.debug, []string{"debug"}, -1, 0, 15, "open the debug panel on player `P` (0 to the players less one)")
	fs.Var(drawFlag{&o.draw}, "draw", drawUsage)
	fs.StringVar(&o.size, "size", "1280x720", "window size `WxH`")
	fs.BoolVar(&o.fullscreen, "fullscreen", false, "start in fullscreen")
	fs.StringVar(&o.shot, "screenshot", "", "play until --screenshot-at, render the window to this PNG `FILE` at --size and exit (the replay of what was played is saved)")
	intVar(fs, &o.shotAt, []string{"screenshot-at"}, 0, 0, replay.MaxTurnLimit, "with --screenshot: the `TURN` to render (with -a human: the first turn the person is asked, from --from's --at on; sooner if the match ends; default 0)")
	fs.BoolVar(&o.bench, "bench", false, "measure: print the delay from each turn played to the frame drawn with it, and the time between frames (see BENCHMARKS.md)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("play", "play: unexpected argument %q (players are given with -a)", pos[0])
	}
	from, err := o.readFork("play", fs) // the game is the replay's
	if err != nil {
		return err
	}
	if len(o.ais) == 0 {
		if err := o.demoLineUp(); err != nil {
			return err
		}
	}
	if o.pace == "max" { // its name before run and play shared their paces
		o.pace = "fast"
	}
	if o.pace != "view" {
		if _, err := match.ParsePace(o.pace); err != nil {
			return usagef("play", "play: --pace must be view, fast or official, not %q", o.pace)
		}
		o.httpPace = o.pace // run's paces, the same words
	}
	var w show.Window
	if w.Width, w.Height, err = parseSize("play", o.size); err != nil {
		return err
	}
	w.Fullscreen, w.Debug, w.DebugPlayer = o.fullscreen, o.debug >= 0, max(o.debug, 0)
	w.Draw = o.draw
	humans := 0
	for _, a := range o.ais {
		if strings.TrimSpace(a) == "human" {
			humans++
		}
	}
	if humans > 1 {
		return usagef("play", "play: one human seat at most (there is one keyboard)")
	}
	if g, err := game.Lookup(o.game); humans > 0 && err == nil {
		if err := view.CanSeat(g); err != nil {
			return usagef("play", "play: -a human: %v", err)
		}
	}
	turns := 0 // a fork keeps its parent's turn limit unless one is given
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "t" || f.Name == "turns" {
			turns = o.turns
		}
	})
	first, err := o.config("play")
	if err != nil {
		return err
	}
	forkNames(first.Seats, from, len(o.names))
	if n := len(first.Seats); o.debug >= n {
		return usagef("play", "play: --debug %d: the match has %d players (0 to %d)", o.debug, n, n-1)
	}
	if err := checkDraw("play", o.draw, len(first.Seats)); err != nil {
		return err
	}
	if err := checkOut("play", o.out); err != nil {
		return err
	}
	makeMatch := func(seed int64, from *show.Fork) (match.Config, *match.Human, int) {
		ro := o.runOptions
		ro.seed = seed
		cfg, err := ro.config("play")
		if err != nil { // checked once already
			cfg = first
			cfg.Seed, cfg.From = seed, nil // first's match is of its own seed
		}
		if from != nil {
			playOn(&cfg, from, len(o.names), turns)
		}
		for i, s := range cfg.Seats {
			if s.Command == "human" {
				h := match.NewHuman()
				cfg.Seats[i] = h.Seat(s.Name)
				return cfg, h, i
			}
		}
		return cfg, nil, -1
	}
	l := &show.Live{Match: makeMatch, Seed: first.Seed, From: from,
		Fast: o.pace != "view", Out: o.out, QuitAtEnd: o.quitAtEnd, Bench: o.bench}
	if o.shot != "" {
		l.Shot = &show.Shot{Out: o.shot, At: float64(o.shotAt), Width: w.Width, Height: w.Height}
	} else if o.shotAt != 0 {
		return usagef("play", "play: --screenshot-at needs --screenshot FILE")
	}
	return e.live(&w, o.runOptions.quiet, l)
}

// demoLineUp gives a play without -a the players of the game's demo,
// named as the demo names them (names given with --name first).
func (o *playOptions) demoLineUp() error {
	g, err := game.Lookup(o.game)
	if err != nil {
		return nil // said by config
	}
	demo := g.Info().Demo
	if len(demo) == 0 {
		return usagef("play", "play: give the players with -a (%s has no demo line-up)", g.Info().Title)
	}
	if o.forkSeats > 0 && len(demo) > o.forkSeats { // --from: the replay's seats
		demo = demo[:o.forkSeats]
	}
	o.ais = slices.Clone(demo)
	for i := len(o.names); i < len(demo); i++ {
		o.names = append(o.names, demoName(demo[i], i))
	}
	return nil
}

// live plays the live matches of l in the window w, saving each, and
// prints their summaries. Ctrl-C ends the match, saves it and closes the
// window; a second one quits at once.
func (e *env) live(w *show.Window, quiet bool, l *show.Live) error {
	return e.liveTelling(w, quiet, false, l)
}

// liveTelling is live; with quiet and tellPath, each replay saved is told
// in one line (the demo: where its replay went, and nothing else).
func (e *env) liveTelling(w *show.Window, quiet, tellPath bool, l *show.Live) error {
	interrupt := make(chan struct{})
	sig := make(chan os.Signal, 2)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sig)
	closed := make(chan struct{})
	defer close(closed)
	go func() {
		select {
		case <-sig:
			close(interrupt)
		case <-closed:
			return
		}
		select {
		case <-sig:
			quitNow(e)
		case <-closed:
		}
	}()
	var failed error
	cmd := "play"
	if l.Idle {
		cmd = "view" // no match until Ctrl+B
	}
	l.Interrupt = interrupt
	played := false
	l.Saved = func(f game.Replay, path string, err error) {
		played = played || f != nil
		switch {
		case f == nil && err != nil && l.Idle:
			// A fork in view that did not start: the window said why, and
			// the replay is still shown.
		case f == nil && err != nil: // it did not start
			var se *match.StartError
			if errors.As(err, &se) {
				failed = &usageError{msg: cmd + ": " + err.Error()}
			} else {
				failed = fmt.Errorf("%s: %v", cmd, err)
			}
		case err != nil:
			path, rerr := rescue(f)
			if rerr != nil {
				failed = fmt.Errorf("%s: %v; the match could not be saved anywhere else either (%v): it is lost", cmd, err, rerr)
			} else {
				failed = fmt.Errorf("%s: %v; the replay was saved to %s instead", cmd, err, path)
			}
		case !quiet:
			printSummary(e.stderr, f, path)
		case tellPath:
			fmt.Fprintf(e.stderr, "replay saved to %s\n", path)
		}
	}
	w.Live = l
	if err := e.window(func(v *Viewer) error { return v.Run(*w) }); err != nil {
		return err
	}
	if failed != nil {
		return failed
	}
	select {
	case <-interrupt:
		if !played {
			return &interrupted{cmd + ": interrupted"}
		}
		return &interrupted{cmd + ": interrupted; the replay holds the turns played"}
	default:
	}
	return nil
}
