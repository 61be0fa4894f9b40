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
	watchDisplay(a)
	err = ebiten.RunGame(a)
	a.endLive() // closed or interrupted mid-match: what was played is saved
	if err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	if a.bench != nil {
		a.bench.report(os.Stdout)
	}
	if a.live.bench != nil {
		a.live.bench.report(os.Stdout)
	}
	return a.live.shotErr
}

// app is the viewer's window: the Ebitengine game. What each screen shows
// and keeps is the screen's (see screens.go); the app holds what the
// window has whatever the screen: its size, the help and the message over
// the screens, the background jobs, the frame to paint.
type app struct {
	win window
	// shotAs, when set, is what F12 asked a screenshot of on a screen
	// other than a match's (a title card, the standings, the results), for
	// the file's name.
	shotAs string
	p      *render.Painter // nil in tests without a display
	l      view.Layout
	u      float64 // the UI scale l was made for
	// shape is the board the layout makes room for: the match shown
	// (view.NoBoard before one).
	shape view.Shape
	w     float64 // screen size in pixels
	h     float64
	sf    float64 // the monitor's scale factor

	screen  screen         // the screen shown
	start   startScreen    // with no match
	match   matchScreen    // the match shown, kept under the standings and title cards
	results *resultsScreen // the standings, if the window has them
	present *presenter     // a presentation (--present), nil if none
	live    lives          // the live matches (play, the demo)
	help    help           // the help over the screen
	msg     message        // a message over the screen

	frame  render.Frame // what Draw paints, made by Update
	framed bool         // frame is made for the layout l
	dirty  bool         // the screen must be painted again
	busy   bool         // something moves: the loop runs at vsync
	quit   bool         // close the window at the end of this tick
	last   time.Time    // the last tick
	in     Input        // this tick's keys and mouse
	jobs   *jobs
	bench  *bench // measuring (show.Window.BenchFrames), nil if not
}

// newApp is a window on win, painted by p, with nothing shown yet (see
// open).
func newApp(o show.Window, win window, p *render.Painter) *app {
	a := &app{win: win, p: p, dirty: true, sf: 1, jobs: newJobs(win.Wake)}
	a.screen = &a.start
	a.match.hover.Player = -1
	if o.BenchFrames > 0 {
		a.bench = newBench(o.BenchFrames, o.BenchIdle)
	}
	if o.Debug {
		a.match.debugFirst, a.match.debug.sel = true, o.DebugPlayer
	}
	a.match.viewFirst = -1
	a.match.draw = o.Draw
	if o.Fog {
		a.match.viewFirst = o.FogPlayer
	}
	return a
}

// open shows what the window was opened for.
func (a *app) open(o show.Window) {
	if o.Replay != nil {
		a.show(o.Replay, o.Path, o.Path)
	}
	if o.Present != nil {
		a.present = newPresenter(o.Present)
	}
	if o.Results != nil && o.Present == nil {
		a.showResults(newResultsScreen(view.NewResults(o.Results, o.ResultsDirs)))
	}
	if o.Live != nil {
		a.live.opts = o.Live
		if !o.Live.Idle {
			a.startLive(o.Live.Seed, o.Live.From)
		}
	}
	if o.Pending != nil {
		a.playPending(o.Pending)
	}
	if o.Watch != "" {
		a.watch(o.Watch)
	}
}

// Update takes this tick's input and moves everything on.
func (a *app) Update() error {
	if a.bench != nil {
		a.bench.beginUpdate()
		defer a.bench.endUpdate()
	}
	readInput(&a.in)
	if err := a.tick(time.Now(), &a.in); err != nil {
		return err
	}
	if a.match.shotReq || a.shotAs != "" {
		a.screenshot()
		a.match.shotReq, a.shotAs = false, ""
	}
	a.pace()
	if a.bench != nil {
		return a.bench.step(a)
	}
	return nil
}

// tick is one tick at time now with input in: the background jobs'
// results, the input, the live match and the presentation, the playback;
// then, if anything changed, the frame to paint.
func (a *app) tick(now time.Time, in *Input) error {
	dt := 0.0
	if !a.last.IsZero() {
		dt = math.Min(now.Sub(a.last).Seconds(), 0.1)
	}
	a.last = now
	a.poll(in.Dropped)
	if a.screen.update(a, in) {
		a.dirty = true
	}
	a.updateLive(now)
	a.updatePresent(now)
	if a.quit {
		return ebiten.Termination
	}
	if m, k, b := a.mode(), a.seatKeys(), a.boardShown(); a.help.shown && (a.help.rows == nil || m != a.help.mode || k != a.help.keys || b != a.help.board) {
		a.help.rows, a.help.mode, a.help.keys, a.help.board = helpRows(m, k, b), m, k, b
	}
	if a.match.advance(a, dt) {
		a.dirty = true
	}
	if a.start.advance(dt) {
		a.dirty = true
	}
	if a.msg.expire(now) {
		a.dirty = true
	}
	if a.dirty {
		a.makeFrame()
	}
	return nil
}

// makeFrame makes what Draw paints: the screen's view, the help and the
// message over it.
func (a *app) makeFrame() {
	a.match.refresh(a)
	a.frame = render.Frame{Screen: a.screen.view(a), Msg: a.msg.text, Alert: a.msg.alert}
	if a.help.shown {
		a.frame.Help = a.help.rows
	}
	a.framed = true
}

// pace lets the loop sleep while nothing moves; anything that moves runs
// at vsync.
func (a *app) pace() {
	lv := a.live.lv
	liveOn := lv != nil && !lv.ended && !lv.paused && lv.yours == nil ||
		a.present != nil && !a.present.ended
	busy := a.start.v.Pending || a.match.seeking() || a.match.turning() || !a.msg.until.IsZero() || liveOn ||
		(a.match.pb != nil && a.match.pb.Animating()) || (a.bench != nil && a.bench.phase < 3)
	if busy != a.busy {
		a.busy = busy
		a.win.SetBusy(busy)
	}
}

// Draw paints the frame Update made, when something changed.
func (a *app) Draw(screen *ebiten.Image) {
	if !a.dirty || !a.framed {
		return
	}
	if a.bench != nil {
		a.bench.beginDraw()
		defer a.bench.endDraw()
	}
	a.dirty = false
	a.p.Paint(screen, a.l, &a.frame)
	if lb, lv := a.live.bench, a.live.lv; lb != nil && lv != nil && (!lv.ended || len(lb.waiting) > 0) {
		lb.drawn(time.Now())
	}
}

// screenshot paints the frame shown into an image and saves it (F12).
func (a *app) screenshot() {
	img := ebiten.NewImage(int(a.w), int(a.h))
	defer img.Deallocate()
	a.p.Paint(img, a.l, &a.frame)
	a.saveScreen(render.ReadImage(img))
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
	if pw != a.w || ph != a.h || sf != a.sf {
		a.w, a.h, a.sf = pw, ph, sf
		a.layout(view.UIScale(w, h, sf))
	}
	return pw, ph
}

// layout lays the screen of a.w x a.h pixels out at UI scale u.
func (a *app) layout(u float64) {
	a.u = u
	if a.shape == (view.Shape{}) {
		a.shape = view.NoBoard
	}
	if a.present != nil {
		a.l = view.PresentLayout(a.w, a.h, u, a.shape)
	} else {
		a.l = view.NewLayout(a.w, a.h, u, a.shape)
	}
	a.dirty, a.framed = true, false
}
