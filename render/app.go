package render

import (
	"errors"
	"math"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/games/jc2015/jcreplay"
	"floorfall/show"
	"floorfall/view"
)

// started is when the program started, near enough: for the time to the
// first frame.
var started = time.Now()

// Run opens the viewer window and returns when it is closed.
func Run(o show.Window) error {
	if o.Path != "" && o.Timeline == nil {
		tl, err := jcreplay.Open(o.Path)
		if err != nil {
			return err
		}
		o.Timeline = tl
	}
	if o.Width <= 0 || o.Height <= 0 {
		o.Width, o.Height = 1280, 720
	}
	g, err := newApp(o)
	if err != nil {
		return err
	}
	defer g.stop()
	ebiten.SetWindowTitle("floorfall")
	ebiten.SetWindowSize(o.Width, o.Height)
	ebiten.SetWindowSizeLimits(480, 320, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetFullscreen(o.Fullscreen)
	if o.Timeline != nil {
		g.show(o.Timeline, o.Path, o.Path)
	}
	if o.Present != nil {
		g.present, g.s.present = newPresenter(o.Present), true
	}
	if o.Results != nil && o.Present == nil {
		g.showResults(newResultsScreen(view.NewResults(o.Results, o.ResultsDirs)))
	}
	if o.Live != nil {
		g.liveOpts = o.Live
		g.startLive(o.Live.Seed, o.Live.From)
	}
	if o.Pending != nil {
		g.playPending(o.Pending)
	}
	if o.Watch != "" {
		g.watch(o.Watch)
	}
	err = ebiten.RunGame(g)
	g.endLive() // closed or interrupted mid-match: what was played is saved
	if err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	if g.bench != nil {
		g.bench.report(os.Stdout)
	}
	if g.lbench != nil {
		g.lbench.report(os.Stdout)
	}
	return nil
}

// game is the viewer's window.
type app struct {
	p  *painter
	s  scene
	l  view.Layout
	w  float64 // screen size in pixels
	h  float64
	sf float64 // the monitor's scale factor

	path     string         // the replay shown, "" when it has no file
	file     *jcreplay.File // the replay shown, when it is not the live match
	dirty    bool           // the screen must be painted again
	busy     bool           // something moves: the loop runs at vsync
	last     time.Time
	dragging bool
	msgUntil time.Time // when an info message goes; zero for errors
	shotReq  bool
	chars    []rune

	jobs  *jobs
	bench *bench
	// debugFirst opens the debug panel when the first match is shown.
	debugFirst bool

	present     *presenter // a presentation (--present), nil if none
	presentTL   *jcreplay.Timeline
	presentPath string

	lbench    *liveBench     // measuring a live match (show.Live.Bench)
	results   *resultsScreen // the standings, if the window has them
	liveOpts  *show.Live     // the window plays live matches (play, the demo)
	lv        *live          // the live match, nil if none
	liveCount int            // live matches started, for their file names
	prev      []shown        // what was shown before, for Backspace
	quit      bool           // close the window at the end of this tick
	// helpPaused: the help paused the playback, which plays on when it goes.
	helpPaused bool
	helpMode   mode // the mode the help's rows were made for
	acts       []pressed
}

// shown is a match that was on screen.
type shown struct {
	m    *view.Match
	path string
	file *jcreplay.File
}

func newApp(o show.Window) (*app, error) {
	p, err := newPainter()
	if err != nil {
		return nil, err
	}
	g := &app{p: p, dirty: true, sf: 1, jobs: newJobs()}
	g.s.hover.Player = -1
	if o.BenchFrames > 0 {
		g.bench = newBench(o.BenchFrames, o.BenchIdle)
	}
	if o.Debug {
		g.debugFirst, g.s.sel = true, o.DebugPlayer
	}
	return g, nil
}

func (g *app) stop() { g.jobs.stop() }

// show puts a replay on screen, keeping the speed, and plays it.
func (g *app) show(tl *jcreplay.Timeline, path, title string) {
	if title == "" {
		title = "new match"
	}
	g.showMatch(view.FromTimeline(tl, title), path)
	g.file = tl.File
}

// showMatch puts a match on screen, keeping the speed, and plays it; the
// match shown before is kept for Backspace.
func (g *app) showMatch(m *view.Match, path string) {
	if g.s.m != nil && g.s.m != m {
		g.prev = append(g.prev, shown{g.s.m, g.path, g.file})
		if len(g.prev) > 16 {
			g.prev = g.prev[1:]
		}
	}
	g.s.screen = matchScreen{}
	speed := view.DefaultSpeed
	if g.s.pb != nil {
		speed = g.s.pb.SpeedIndex()
	}
	g.s.m, g.s.pb, g.path, g.file = m, view.NewPlayback(m), path, nil
	g.s.pb.SetSpeed(speed)
	g.s.pb.Play()
	g.s.pending = false
	if g.debugFirst {
		g.s.debug, g.debugFirst = true, false
	}
	g.s.pb.Frame(&g.s.fr)
	ebiten.SetWindowTitle("floorfall — " + m.Title)
	g.dirty = true
}

// message shows text at the top: an error stays until dismissed, other
// messages go after a few seconds.
func (g *app) message(text string, alert bool) {
	g.s.msg, g.s.alert = text, alert
	g.msgUntil = time.Time{}
	if !alert {
		g.msgUntil = time.Now().Add(4 * time.Second)
	}
	g.dirty = true
}

func (g *app) Update() error {
	now := time.Now()
	dt := 0.0
	if !g.last.IsZero() {
		dt = math.Min(now.Sub(g.last).Seconds(), 0.1)
	}
	g.last = now
	if g.bench != nil {
		g.bench.beginUpdate()
		defer g.bench.endUpdate()
	}
	g.poll()
	if g.input() {
		g.dirty = true
	}
	g.updateLive(now)
	g.updatePresent(now)
	if g.quit {
		return ebiten.Termination
	}
	if m := g.mode(); g.s.help && (g.s.helpRows == nil || m != g.helpMode) {
		g.s.helpRows, g.helpMode = helpRows(m), m
	}
	var yours *view.Turn
	if g.liveShown() {
		yours = g.lv.yours
	}
	if yours != g.s.yours {
		g.s.yours, g.dirty = yours, true
	}
	if pb := g.s.pb; pb != nil && !g.dragging && pb.Advance(dt) {
		g.dirty = true
	}
	if g.s.pending {
		g.s.clock += dt
		g.dirty = true
	}
	if !g.msgUntil.IsZero() && now.After(g.msgUntil) {
		g.s.msg, g.msgUntil = "", time.Time{}
		g.dirty = true
	}
	if g.dirty && g.s.pb != nil {
		g.s.pb.Frame(&g.s.fr)
		g.updateHover()
	}
	g.pace()
	if g.bench != nil {
		return g.bench.step(g)
	}
	return nil
}

// pace lets the loop sleep while nothing moves: Ebitengine then runs a
// frame only on input or when a background job calls ScheduleFrame, and an
// idle window costs next to no CPU. Anything that moves runs at vsync.
func (g *app) pace() {
	liveOn := g.lv != nil && !g.lv.ended && !g.lv.paused && g.lv.yours == nil ||
		g.present != nil && !g.present.ended
	busy := g.s.pending || g.dragging || !g.msgUntil.IsZero() || liveOn ||
		(g.s.pb != nil && g.s.pb.Animating()) || (g.bench != nil && g.bench.phase < 3)
	if busy == g.busy {
		return
	}
	g.busy = busy
	if busy {
		ebiten.SetVsyncEnabled(true)
	} else {
		//lint:ignore SA1019 SetScreenClearedEveryFrame(false) alone still wakes the loop 60 times a second.
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	}
}

// updateHover finds what the mouse points at.
func (g *app) updateHover() {
	if g.s.updateHover(&g.l, g.dragging) {
		g.dirty = true
	}
}

func (g *app) Draw(screen *ebiten.Image) {
	if !g.dirty {
		return
	}
	if g.bench != nil {
		g.bench.beginDraw()
		defer g.bench.endDraw()
	}
	g.dirty = false
	g.p.paint(screen, g.l, &g.s)
	if g.lbench != nil && g.lv != nil && (!g.lv.ended || len(g.lbench.waiting) > 0) {
		g.lbench.drawn(time.Now())
	}
	if g.shotReq {
		g.shotReq = false
		g.saveScreen(readImage(screen))
	}
}

func (g *app) Layout(w, h int) (int, int) {
	fw, fh := g.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// LayoutF makes the screen as many pixels as the window has on the monitor,
// so everything is drawn crisp on HiDPI screens.
func (g *app) LayoutF(w, h float64) (float64, float64) {
	sf := 1.0
	if m := ebiten.Monitor(); m != nil {
		sf = m.DeviceScaleFactor()
	}
	pw, ph := math.Ceil(w*sf), math.Ceil(h*sf)
	if pw != g.w || ph != g.h || sf != g.sf {
		g.w, g.h, g.sf = pw, ph, sf
		if g.s.present {
			g.l = view.PresentLayout(pw, ph, view.UIScale(w, h, sf))
		} else {
			g.l = view.NewLayout(pw, ph, view.UIScale(w, h, sf))
		}
		g.dirty = true
	}
	return pw, ph
}
