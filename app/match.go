package app

import (
	"floorfall/game"
	"floorfall/render"
	"floorfall/view"
)

// matchScreen shows a match: a replay, or a live match as it is played.
// It stays while the standings or a title card cover it, for Backspace.
type matchScreen struct {
	m    *view.Match // nil: no match yet
	pb   *view.Playback
	fr   view.Frame // the frame of pb, made again when something changed
	path string     // the replay shown, "" when it has no file
	prev []shown    // what was shown before, for Backspace

	mx, my float64      // the mouse
	hot    view.Control // the control under the mouse
	g      gesture      // what the button held does (nil: nothing held)
	// The board zoomed in (1: whole), the board point in the middle.
	zoom, zoomX, zoomY float64
	hover              view.Hover // the tooltip
	hoverAt            hoverKey   // what hover was made for
	debug              debugPanel
	// debugFirst opens the debug panel when the first match is shown.
	debugFirst bool
	// viewFirst, if >= 0, shows the first match shown as that seat sees
	// it (games with fog of war).
	viewFirst int
	// atFirst, if >= 0, opens the first match shown paused at that turn.
	atFirst float64
	// draw says whose drawings are shown over the board (W).
	draw view.DrawSeats
	// yours is what the person is shown while the live match waits for
	// their turn (the game's), nil otherwise.
	yours any
	// helpPaused: the help paused the playback, which plays on when it goes.
	helpPaused bool
	shotReq    bool // F12: save a screenshot at the end of the tick

	storyV render.StoryView // the story shown

	v render.MatchView
}

// shown is a match that was on screen.
type shown struct {
	m    *view.Match
	path string
}

// show puts a replay on screen, keeping the speed, and plays it.
func (a *app) show(r game.Replay, path, title string) {
	if title == "" {
		title = "new match"
	}
	m, err := view.FromReplay(r, title)
	if err != nil {
		a.over.message(err.Error(), true)
		a.scr.start.v.Pending = false
		return
	}
	a.showMatch(m, path)
}

// showMatch puts a match on screen, keeping the speed, and plays it; the
// match shown before is kept for Backspace.
func (a *app) showMatch(m *view.Match, path string) {
	ms := &a.scr.match
	a.scr.shown = ms
	a.scr.start.v.Pending = false
	ms.set(m, path)
	a.surf.reshape(m.Board().Shape(), a.scr.present != nil)
	ms.pb.Frame(&ms.fr)
	a.win.SetTitle("floorfall — " + m.Title)
	a.surf.dirty = true
}

// set shows match m, from the replay at path ("" none), keeping the
// speed, and plays it; the match shown before is kept for Backspace.
func (ms *matchScreen) set(m *view.Match, path string) {
	if ms.m != nil && ms.m != m {
		ms.prev = append(ms.prev, shown{ms.m, ms.path})
		if len(ms.prev) > 16 {
			ms.prev = ms.prev[1:]
		}
	}
	speed := view.DefaultSpeed
	if ms.pb != nil {
		speed = ms.pb.SpeedIndex()
	}
	ms.m, ms.pb, ms.path = m, view.NewPlayback(m), path
	ms.zoom = 1
	ms.stopPan()
	ms.pb.SetSpeed(speed)
	ms.pb.Play()
	if ms.debugFirst {
		ms.debug.open, ms.debugFirst = true, false
	}
	if vp, ok := m.Board().(view.Viewpoints); ok && ms.viewFirst >= 0 {
		vp.SetViewpoint(ms.viewFirst)
	}
	ms.viewFirst = -1
	if ms.atFirst >= 0 {
		ms.pb.Seek(ms.atFirst)
		ms.pb.Pause()
		ms.atFirst = -1
	}
}

// back shows the match shown before (Backspace), or the standings the
// match was opened from.
func (a *app) back() {
	if a.scr.results != nil {
		a.showResults(a.scr.results)
		return
	}
	ms := &a.scr.match
	if len(ms.prev) == 0 {
		return
	}
	p := ms.prev[len(ms.prev)-1]
	ms.prev = ms.prev[:len(ms.prev)-1]
	a.showMatch(p.m, p.path) // keeps the current one: Backspace again returns
}

// advance moves the match on by dt seconds, yours being what the person
// is shown while the live match shown waits for them (nil none), and
// reports whether anything changed on screen.
func (ms *matchScreen) advance(yours any, dt float64) bool {
	changed := false
	if yours != ms.yours {
		ms.yours, changed = yours, true
	}
	if ms.pb != nil && !ms.seeking() && ms.pb.Advance(dt) {
		changed = true
	}
	return changed
}

// board is the board of the match shown (a view.Board), nil for none.
func (ms *matchScreen) board() any {
	if ms.m == nil {
		return nil
	}
	return ms.m.Board()
}

// refresh makes what is shown up to date, when something changed: the
// frame, the tooltip, the debug panel, the view painted. The layout of s
// makes room for the person's box of lv, the live match (nil none); help
// says the help is shown, presenting that a presentation is.
func (ms *matchScreen) refresh(s *surface, lv *live, help, presenting bool) {
	if ms.pb == nil {
		return
	}
	ms.pb.Frame(&ms.fr)
	v := &ms.v
	// The person's box has its room in the layout: the cards and the
	// counter above it, where clicks find them.
	s.l, v.Box = s.l.NoBox(), nil
	if ms.yours != nil && lv != nil && s.p != nil { // s.p: nil in tests with no display
		var box view.Box
		s.l, box = s.p.BoxLayout(s.l, ms.m, lv.keys, len(lv.buttons))
		v.Box = &box
	}
	l := &s.l
	ms.updateHover(l, help)
	v.Draw = ms.draw
	v.Set(ms.m, ms.pb, &ms.fr)
	v.Yours, v.Hot, v.NoBar = ms.yours, ms.hot, presenting
	v.Zoom, v.ZoomX, v.ZoomY = ms.zoom, ms.zoomX, ms.zoomY
	v.Buttons = nil
	if ms.yours != nil && lv != nil {
		v.Seat, v.Keys, v.Buttons = lv.seat, lv.keys, lv.buttons
	}
	v.Debug, v.Story = nil, ms.storyView(l, ms.fr.Turn)
	if ms.debug.open {
		if s.p != nil && ms.debug.width == nil {
			ms.debug.width = s.p.Width
		}
		_, ms.debug.rows = l.ConsoleRows()
		v.Debug = ms.debug.view(ms.m, l, ms.fr.Turn)
	}
	v.Tooltip = nil
	if !help && !presenting {
		v.Tooltip, v.MouseX, v.MouseY = &ms.hover, ms.mx, ms.my
	}
}

func (ms *matchScreen) view(*view.Layout) render.Screen { return &ms.v }

// hoverKey is what a tooltip says depends on: the thing under the mouse
// and the state shown. The zero value is no tooltip.
type hoverKey struct {
	m      *view.Match
	target view.Target
	shown  int
}

// updateHover finds what the mouse points at (nothing while the help is
// shown, the banner is up or the playhead is dragged) and reports whether
// the tooltip changed. The tooltip's text is made again only when the
// thing under the mouse or the state shown changes, not on every frame.
func (ms *matchScreen) updateHover(l *view.Layout, help bool) bool {
	var k hoverKey
	if ms.m != nil && !ms.seeking() && !help && !ms.pb.BannerShown() {
		zl := ms.boardLayout(l)
		k = hoverKey{ms.m, view.TargetAt(ms.m, &zl, &ms.fr, ms.mx, ms.my), ms.fr.Shown}
		if (ms.debug.open || ms.story() != nil) && l.Panel.In(ms.mx, ms.my) {
			k.target = view.Target{} // the debug panel or a story covers the cards
		}
	}
	if k == ms.hoverAt {
		return false
	}
	ms.hoverAt = k
	h := view.Hover{Player: -1}
	if k.m != nil {
		h = k.target.Hover(k.m, k.shown)
	}
	if sameHover(h, ms.hover) {
		return false
	}
	ms.hover = h
	return true
}

func sameHover(a, b view.Hover) bool {
	if a.Player != b.Player || len(a.Lines) != len(b.Lines) {
		return false
	}
	for i := range a.Lines {
		if a.Lines[i] != b.Lines[i] {
			return false
		}
	}
	return true
}
