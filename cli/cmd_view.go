package cli

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"floorfall/game"
	"floorfall/match"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/tournament"
	"floorfall/view"
)

const viewExamples = `  floorfall view game.json
  floorfall view                              (a start screen: open a file or drop one)
  floorfall view --watch matches/             (opens the newest replay whenever one appears)
  floorfall view game.json --at 120           (opens it paused at turn 120)
  floorfall view game.json --at 120 --screenshot turn120.png --size 1920x1080

In the window: Space play/pause, Left/Right a turn, Shift+Left/Right a round,
[ ] previous/next event, + - and 1..9 speed, Home/End, Ctrl+O open, F or F11
fullscreen, F12 screenshot, H or ? every shortcut.
The viewer needs a display; on a machine without one use xvfb-run -a.
`

func viewCmd(e *env, args []string) error {
	fs := newFlags(e, "view", "view [REPLAY] [flags]", viewExamples)
	var w show.Window
	var shot show.Shot
	fs.StringVar(&w.Watch, "watch", "", "open the newest replay in `DIR` whenever one appears")
	at := -1.0
	fs.Var(turnFlag{&at}, "at", "open the replay paused at `TURN` (with --screenshot: the turn to render, default the last)")
	fs.StringVar(&shot.Out, "screenshot", "", "render one turn to this PNG `FILE` and exit (no window)")
	size := fs.String("size", "1280x720", "window or screenshot size `WxH`")
	fs.BoolVar(&w.Fullscreen, "fullscreen", false, "start in fullscreen")
	debug := -1
	intVar(fs, &debug, []string{"debug"}, -1, 0, 15, "open the debug panel on player `P` (0 to the players less one)")
	fog := -1
	intVar(fs, &fog, []string{"fog"}, -1, 0, 15, "show the board as player `P` sees it (games with fog of war: Ants); V in the window")
	fs.Var(drawFlag{&w.Draw}, "draw", drawUsage)
	present := fs.Bool("present", false, "present to a room: large type, no debugging chrome; several replays or tournament folders play one after the other, each after a title card, then the standings")
	speed := 2.0
	fs.Var(turnFlag{&speed}, "speed", "with --present: playback `SPEED`, one of 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64 (1 is the game's own pace: a JavaChallenge2015 round a second)")
	var pause time.Duration
	fs.Var((*durationFlag)(&pause), "pause", "with --present: how long each title card and winner banner stays, a `DURATION` such as 2s (default: 3s for a card, 5s for a banner)")
	intVar(fs, &w.BenchFrames, []string{"bench-frames"}, 0, 0, 1<<20, "measure: play `N` frames at 8x, then idle; print timings and exit")
	fs.Float64Var(&w.BenchIdle, "bench-idle", 3, "with --bench-frames: stay paused `SECONDS` to measure the paused window's CPU")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the window's run to `FILE`, for go tool pprof (where the viewer's time goes)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) > 1 && folders(pos) == nil && !*present {
		return usagef("view", "view: give at most one replay file (or tournament folders)")
	}
	if w.Width, w.Height, err = parseSize("view", *size); err != nil {
		return err
	}
	w.Debug, w.DebugPlayer = debug >= 0, max(debug, 0)
	w.Fog, w.FogPlayer = fog >= 0, max(fog, 0)
	if i := view.SpeedIndex(speed); view.Speeds[i] != speed {
		return usagef("view", "view: --speed %v is not a playback speed; the speeds are 0.25, 0.5, 1, 2, 4, 8, 16, 32 and 64 (the nearest is %v)", speed, view.Speeds[i])
	}
	if *present && shot.Out == "" {
		return presentCmd(e, pos, &show.Present{Speed: view.SpeedIndex(speed), CardTime: pause, BannerTime: pause}, &w, fog)
	}
	if *present && len(pos) != 1 {
		return usagef("view", "view: --present --screenshot renders one replay file")
	}
	shot.Present, shot.Speed = *present, view.SpeedIndex(speed)
	if dirs := folders(pos); len(dirs) > 0 {
		return viewResults(e, dirs, &w, &shot)
	}
	if w.Watch != "" {
		if st, err := os.Stat(w.Watch); err != nil || !st.IsDir() {
			return usagef("view", "view: --watch %s: not a folder", w.Watch)
		}
	}
	if len(pos) == 1 {
		w.Path = pos[0]
		if w.Replay, err = loadShown(w.Path); err != nil {
			return err
		}
		if n := w.Replay.Seats(); debug >= n {
			return usagef("view", "view: --debug %d: %s has %d players (0 to %d)", debug, w.Path, n, n-1)
		}
		if err := checkDraw("view", w.Draw, w.Replay.Seats()); err != nil {
			return err
		}
		if err := checkFog(fog, w.Replay, w.Path); err != nil {
			return err
		}
	}
	if at >= 0 && shot.Out == "" {
		if w.Replay == nil {
			return usagef("view", "view: --at needs a replay file")
		}
		w.OpenAt, w.At = true, at
	}
	if shot.Out != "" {
		if w.Replay == nil {
			return usagef("view", "view: --screenshot needs a replay file")
		}
		if at < 0 || at > float64(w.Replay.Turns()) {
			at = float64(w.Replay.Turns())
		}
		shot.Replay, shot.Path, shot.At = w.Replay, w.Path, at
		shot.Width, shot.Height = w.Width, w.Height
		shot.Debug, shot.DebugPlayer = w.Debug, w.DebugPlayer
		shot.Fog, shot.FogPlayer = w.Fog, w.FogPlayer
		shot.Draw = w.Draw
		return e.window(func(v *Viewer) error { return v.Shot(shot) })
	}
	if *cpuProfile != "" {
		stop, err := startCPUProfile(*cpuProfile)
		if err != nil {
			return usagef("view", "view: --cpuprofile: %v", err)
		}
		defer stop()
	}
	return e.liveTelling(&w, true, true, &show.Live{Match: forkLineUp(), Idle: true})
}

// forkLineUp makes the matches Ctrl+B plays in view: on from the turn
// shown, each seat played by its own bot where the replay recorded its
// command (a person's seat by the person), by the game's demo line-up
// otherwise. A rematch (Ctrl+N) plays the last line-up from a new seed.
func forkLineUp() func(seed int64, from *show.Fork) (match.Config, *match.Human, int) {
	var last *show.Fork
	return func(seed int64, from *show.Fork) (match.Config, *match.Human, int) {
		if from != nil {
			last = from
		}
		g := last.Match.Replay(&replay.Meta{})
		cfg := match.Config{Game: g.Game(), Seed: seed, Version: Version, Seats: make([]match.Seat, g.Seats())}
		var players []replay.PlayerMeta
		if last.Meta != nil {
			players = last.Meta.Players
			cfg.Bot.ActionTimeout = last.Meta.ActionTimeout
		}
		demo := g.Game().Info().Demo
		var human *match.Human
		seat := -1
		for i := range cfg.Seats {
			var p replay.PlayerMeta
			if i < len(players) {
				p = players[i]
			}
			cmd := strings.TrimSpace(p.Command)
			switch {
			case cmd == replay.PersonCommand && human == nil:
				human, seat = match.NewHuman(), i
				cfg.Seats[i] = human.Seat(cmp.Or(p.Name, "you"))
			case cmd != "" && cmd != replay.PersonCommand:
				cfg.Seats[i] = seatFor(&cfg, p.Command, i)
				cfg.Seats[i].Name = cmp.Or(p.Name, defaultName(p.Command))
			case len(demo) > 0:
				cfg.Seats[i] = seatFor(&cfg, demo[i%len(demo)], i)
				cfg.Seats[i].Name = demoName(demo[i%len(demo)], i)
			}
		}
		if from != nil {
			cfg.From = from.Match
		}
		return cfg, human, seat
	}
}

// presentCmd presents replays, or the matches of tournament folders and
// their standings, to a room, as p says.
func presentCmd(e *env, args []string, p *show.Present, w *show.Window, fog int) error {
	if len(args) == 0 {
		return usagef("view", "view --present: give replay files or tournament folders")
	}
	if dirs := folders(args); len(dirs) > 0 {
		res, f, err := readStandings(dirs...)
		if err != nil {
			return err
		}
		p.Results, p.Dirs, w.Folders = res, dirs, f
		for _, m := range res.Matches {
			p.Files = append(p.Files, m.File)
		}
	} else {
		for i, a := range args {
			r, err := loadShown(a)
			if err != nil {
				return err
			}
			if i == 0 { // --fog is for the first match shown
				if err := checkFog(fog, r, a); err != nil {
					return err
				}
			}
			if err := checkDraw("view", w.Draw, r.Seats()); err != nil {
				return err
			}
		}
		p.Files = args
	}
	w.Present = p
	return e.window(func(v *Viewer) error { return v.Run(*w) })
}

// checkFog refuses a --fog seat (-1: not given) that the replay at path
// does not have, or whose game has no seat's view to show (every seat sees
// the whole board).
func checkFog(seat int, r game.Replay, path string) error {
	if seat < 0 {
		return nil
	}
	if err := view.CanFog(r.Game()); err != nil {
		return usagef("view", "view: --fog %d: %v", seat, err)
	}
	if n := r.Seats(); seat >= n {
		return usagef("view", "view: --fog %d: %s has %d players (0 to %d)", seat, path, n, n-1)
	}
	return nil
}

// folders returns args if every one is a folder (tournament folders for
// the results browser), else nil.
func folders(args []string) []string {
	for _, a := range args {
		if st, err := os.Stat(a); err != nil || !st.IsDir() {
			return nil
		}
	}
	return args
}

// viewResults opens the results browser on tournament folders (or
// folders of tournament folders: see tournament.Folders), read again as
// they fill.
func viewResults(e *env, dirs []string, w *show.Window, shot *show.Shot) error {
	for _, d := range dirs {
		if !holdsMatches(d) {
			msg := fmt.Sprintf("view: %s is not a tournament folder (it holds no game-NNNNN.json replays): give a replay file", d)
			if any, _ := filepath.Glob(filepath.Join(d, "*.json")); len(any) > 0 {
				msg += fmt.Sprintf(", or play its replays one after the other with 'floorfall view --present %s'", filepath.Join(d, "*.json"))
			}
			return usagef("view", "%s", msg)
		}
	}
	res, f, err := readStandings(dirs...)
	if err != nil {
		return err
	}
	if shot.Out != "" {
		shot.Results, shot.ResultsDirs, shot.Width, shot.Height = res, dirs, w.Width, w.Height
		return e.window(func(v *Viewer) error { return v.Shot(*shot) })
	}
	w.Results, w.ResultsDirs, w.Folders = res, dirs, f
	return e.window(func(v *Viewer) error { return v.Run(*w) })
}

// holdsMatches reports whether tournament folder d, or a tournament folder
// it holds, holds a match.
func holdsMatches(d string) bool {
	dirs, _ := tournament.Expand(d)
	for _, sub := range dirs {
		if games, _ := filepath.Glob(filepath.Join(sub, "game-[0-9][0-9][0-9][0-9][0-9]*.json")); len(games) > 0 {
			return true
		}
	}
	return false
}

// demoCmd is floorfall with no command: a new live match of four
// built-in bots in the window. Its replay is kept in the temporary folder.
func demoCmd(e *env, args []string) error {
	fs := newFlags(e, "floorfall", "[--seed N] [--size WxH] [--fullscreen]", "  floorfall\n  floorfall --seed 7 --fullscreen\n")
	var seed int64
	intVar(fs, &seed, []string{"s", "seed"}, -1, 0, math.MaxInt64, "placement `SEED` (default: a new one each time)")
	size := fs.String("size", "1280x720", "window size `WxH`")
	var w show.Window
	fs.BoolVar(&w.Fullscreen, "fullscreen", false, "start in fullscreen")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("floorfall", "unexpected argument %q", pos[0])
	}
	if w.Width, w.Height, err = parseSize("floorfall", *size); err != nil {
		return err
	}
	if seed < 0 {
		seed = rand.Int64N(1 << 31)
	}
	makeMatch := func(seed int64, from *show.Fork) (match.Config, *match.Human, int) {
		cfg := demoConfig(seed)
		if from != nil {
			cfg.From = from.Match
		}
		return cfg, nil, -1
	}
	return e.liveTelling(&w, true, true, &show.Live{Match: makeMatch, Seed: seed})
}

// demoConfig is the demo match: the default game's demo line-up of
// built-in bots, run inside floorfall.
func demoConfig(seed int64) match.Config {
	g, _ := game.Lookup(game.Default)
	demo := g.Info().Demo
	cfg := match.Config{Game: g, Seed: seed, Version: Version, Seats: make([]match.Seat, len(demo))}
	for i, name := range demo {
		cfg.Seats[i] = seatFor(&cfg, name, i)
		cfg.Seats[i].Name = demoName(name, i)
	}
	return cfg
}

// demoName is the name of the demo's bot name in seat i: "hunter 0".
func demoName(name string, seat int) string { return fmt.Sprintf("%s %d", name, seat) }

func parseSize(cmd, s string) (w, h int, err error) {
	a, b, ok := strings.Cut(s, "x")
	w, err1 := strconv.Atoi(a)
	h, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || w < 64 || h < 64 || w > 8192 || h > 8192 {
		return 0, 0, usagef(cmd, "--size must be WIDTHxHEIGHT such as 1280x720 (each 64 to 8192), not %q", s)
	}
	return w, h, nil
}
