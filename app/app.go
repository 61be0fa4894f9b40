package app

import (
	"errors"
	"math"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/game"
	"floorfall/render"
	"floorfall/show"
	"floorfall/view"
)

// started is when the program started, near enough: for the time to the
// first frame.
var started = time.Now()

// Run opens the viewer window and returns when it is closed.
func Run(o show.Window) error {
	if o.Path != "" && o.Replay == nil {
		r, err := game.Load(o.Path)
		if err != nil {
			return err
		}
		o.Replay = r
	}
	if o.Width <= 0 || o.Height <= 0 {
		o.Width, o.Height = 1280, 720
	}
	p, err := render.NewPainter()
	if err != nil {
		return err
	}
	a := newApp(o, ebitenWindow{}, p)
	defer a.jobs.stop()
	ebiten.SetWindowTitle("floorfall")
	ebiten.SetWindowSize(o.Width, o.Height)
	ebiten.SetWindowSizeLimits(480, 320, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetFullscreen(o.Fullscreen)
	a.open(o)
	a.page.hook(a)
	watchDisplay(a)
	var g ebiten.Game = a
	var m *metered
	if o.BenchFrames > 0 || o.Live != nil && o.Live.Bench {
		m = newMetered(a, o)
		g = m
	}
	err = ebiten.RunGame(g)
	a.endLive() // closed or interrupted mid-match: what was played is saved
	if err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	if m != nil {
		m.report(os.Stdout)
	}
	return a.live.shotErr
}

// app is the viewer's window: the Ebitengine game. It ties together
// what the window has whatever the screen, each part with its own state:
// the surface painted (surface), the screens (screens), the help and the
// message over them (overlays), the live matches, the background jobs.
type app struct {
	win  window
	surf surface   // its size, its layout, the frame to paint
	scr  screens   // the screen shown, and the ones kept under it
	over overlays  // the help, the message, a screenshot's name
	live lives     // the live matches (play, the demo)
	quit bool      // close the window at the end of this tick
	last time.Time // the last tick
	in   Input     // this tick's keys and mouse
	cx   ctx       // what the screens get of the window
	jobs *jobs
	page page // the web page it runs in (GOOS=js), nothing otherwise
}

// newApp is a window on win, painted by p, with nothing shown yet (see
// open).
func newApp(o show.Window, win window, p *render.Painter) *app {
	// The loop starts at vsync (Ebitengine's default): busy, until a tick finds
	// nothing moving (a window opened paused sleeps from its first frame).
	a := &app{win: win, surf: surface{p: p, dirty: true, sf: 1, busy: true}, jobs: newJobs(win.Wake)}
	a.scr.shown = &a.scr.start
	a.cx = ctx{l: &a.surf.l, over: &a.over, win: win, jobs: a.jobs, live: &a.live, scr: &a.scr, keys: a.keys, do: a.do}
	a.scr.match.hover.Player = -1
	if o.Debug {
		a.scr.match.debugFirst, a.scr.match.debug.sel = true, o.DebugPlayer
	}
	a.scr.match.viewFirst = -1
	a.scr.match.atFirst = -1
	if o.OpenAt {
		a.scr.match.atFirst = max(o.At, 0)
	}
	a.scr.match.draw = o.Draw
	if o.Fog {
		a.scr.match.viewFirst = o.FogPlayer
	}
	return a
}

// open shows what the window was opened for.
func (a *app) open(o show.Window) {
	if o.Replay != nil {
		a.show(o.Replay, o.Path, o.Path)
	}
	if o.Present != nil {
		a.scr.present = newPresenter(o.Present)
	}
	if o.Results != nil && o.Present == nil {
		a.showResults(newResultsScreen(view.NewResults(o.Results, o.ResultsDirs)))
	}
	if o.Folders != nil && (o.Results != nil || o.Present != nil) {
		a.jobs.watchResults(o.Folders)
	}
	if o.Live != nil {
		a.live.opts = o.Live
		if !o.Live.Idle {
			a.startLive(o.Live.Seed, o.Live.From)
		}
	}
	if o.Pending != nil {
		a.scr.start.v.Pending = true
		a.jobs.playPending(o.Pending)
	}
	if o.Watch != "" {
		if a.scr.match.m == nil {
			a.over.message("watching "+o.Watch+" for replays...", false)
			a.over.msg.until = time.Time{}
		}
		a.jobs.watch(o.Watch)
	}
}

// Update takes this tick's input and moves everything on.
func (a *app) Update() error {
	if err := a.update(); err != nil {
		return err
	}
	a.pace(false)
	return nil
}

// update is Update but the pacing: the input, the tick, a screenshot
// asked for.
func (a *app) update() error {
	readInput(&a.in)
	if err := a.tick(time.Now(), &a.in); err != nil {
		return err
	}
	if ms := &a.scr.match; ms.shotReq || a.over.shotAs != "" {
		dir, base := ms.shotName(a.over.shotAs)
		a.jobs.saveScreen(a.surf.snapshot(), dir, base)
		ms.shotReq, a.over.shotAs = false, ""
	}
	return nil
}

// tick is one tick at time now with input in: the background jobs'
// results, the input, the live match and the presentation, the playback,
// the web page told the turn shown; then, if anything changed, the frame
// to paint.
func (a *app) tick(now time.Time, in *Input) error {
	dt := 0.0
	if !a.last.IsZero() {
		dt = math.Min(now.Sub(a.last).Seconds(), 0.1)
	}
	a.last = now
	a.poll(in.Dropped)
	if a.scr.shown.update(&a.cx, in) {
		a.surf.dirty = true
	}
	a.updateLive(now)
	a.updatePresent(now)
	if a.quit {
		return ebiten.Termination
	}
	ms := &a.scr.match
	a.over.help.follow(a.live.mode(ms.m), a.live.seatKeys(), ms.board())
	if ms.advance(a.live.yoursOn(ms.m), dt) {
		a.surf.dirty = true
	}
	if a.scr.start.advance(dt) {
		a.surf.dirty = true
	}
	// The page hears of the turn after the playback moved: the tick that
	// ends a step may be the last before the loop sleeps.
	a.page.tick(a)
	if a.over.update(now) {
		a.surf.dirty = true
	}
	if a.surf.dirty {
		a.makeFrame()
	}
	return nil
}

// makeFrame makes what Draw paints: the screen's view, the help and the
// message over it.
func (a *app) makeFrame() {
	a.scr.match.refresh(&a.surf, a.live.lv, a.over.help.shown, a.scr.present != nil)
	a.surf.frame = render.Frame{Screen: a.scr.shown.view(&a.surf.l), Msg: a.over.msg.text, Alert: a.over.msg.alert}
	if a.over.help.shown {
		a.surf.frame.Help = a.over.help.rows
	}
	a.surf.framed = true
}

// pace lets the loop sleep while nothing moves (and hold is false);
// anything that moves runs at vsync, and so does a key held that repeats
// (its repeat counts ticks: a sleeping loop runs a tick only on an input
// event, and the repeat would follow the system's own, or stop).
func (a *app) pace(hold bool) {
	busy := a.scr.moving() || a.live.moving() || !a.over.msg.until.IsZero() || a.in.Repeating() || hold
	a.surf.pace(busy, a.win)
}

// Draw paints the frame Update made, when something changed.
func (a *app) Draw(screen *ebiten.Image) {
	if !a.surf.due() {
		return
	}
	a.surf.paint(screen)
	a.page.drawn()
}

// Layout is LayoutF for Ebitengine's older interface.
func (a *app) Layout(w, h int) (int, int) {
	fw, fh := a.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// LayoutF makes the screen as many pixels as the window has on the monitor,
// so everything is drawn crisp on HiDPI screens.
func (a *app) LayoutF(w, h float64) (float64, float64) {
	sf := 1.0
	if m := ebiten.Monitor(); m != nil {
		sf = m.DeviceScaleFactor()
	}
	pw, ph := math.Ceil(w*sf), math.Ceil(h*sf)
	if a.surf.resize(pw, ph, sf) {
		a.surf.layout(view.UIScale(w, h, sf), a.scr.present != nil)
	}
	return pw, ph
}
