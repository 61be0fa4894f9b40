package app

import (
	"floorfall/render"
	"floorfall/view"
)

// screen is one of the window's scenes, in the manner of Ebitengine's
// examples/blocks scene manager: what is painted and what the keys and the
// mouse do depend on the screen shown. The app switches screens (a match
// shown, the standings opened, a presentation's title card) by setting
// screens.shown; nothing else asks which one is up. A screen gets what it
// needs of the window in a ctx, not the window itself.
type screen interface {
	// update handles this tick's input, and reports whether anything
	// changed on screen.
	update(c *ctx, in *Input) bool
	// view is what is painted at layout l, made up to date; the help and
	// the message go over it.
	view(l *view.Layout) render.Screen
}

// ctx is what a screen is given of the window: the layout, what goes over
// the screens, the window, the background jobs, the live matches, the
// screens (to switch to another); and the window's actions (the table
// beside the key bindings, see dispatch.go) for the keys.
type ctx struct {
	l    *view.Layout
	over *overlays
	win  window
	jobs *jobs
	live *lives
	scr  *screens
	// keys carries out the actions of this tick's keys, and reports
	// whether there were any.
	keys func(in *Input) bool
	do   func(p pressed) // carries out one action
}

// presenting reports whether a presentation is on (no bar, no debug
// panel, no tooltip).
func (c *ctx) presenting() bool { return c.scr.present != nil }

// screens are the window's screens: the one shown, and those kept while
// another covers them (the match under the standings or a title card).
type screens struct {
	shown   screen         // the screen shown
	start   startScreen    // with no match
	match   matchScreen    // the match shown, kept under the standings and title cards
	results *resultsScreen // the standings, if the window has them
	present *presenter     // a presentation (--present), nil if none
}

// moving reports whether anything on the screens moves: the wait for a
// match, a seek, the board turned, the playback, a presentation.
func (s *screens) moving() bool {
	ms := &s.match
	return s.start.v.Pending || ms.seeking() || ms.turning() || (ms.pb != nil && ms.pb.Animating()) ||
		(s.present != nil && !s.present.ended)
}

// toMatch shows the match kept under the standings (the replay opened
// last), if there is one, and reports whether there was.
func (s *screens) toMatch(win window) bool {
	if s.match.m == nil {
		return false
	}
	s.shown = &s.match
	win.SetTitle("floorfall — " + s.match.m.Title)
	return true
}

// startScreen is the window with nothing open: open a replay, or drop one;
// or the wait for a match being played.
type startScreen struct{ v render.StartView }

// update: the open button; the keys as in a match (with no match, most do
// nothing).
func (s *startScreen) update(c *ctx, in *Input) bool {
	changed := false
	hot := view.CtlNone
	if open, _ := c.l.StartRects(); open.In(in.X, in.Y) && !s.v.Pending {
		hot = view.CtlOpen
	}
	if hot != s.v.Hot {
		s.v.Hot, changed = hot, true
	}
	if in.Click {
		changed = true
		switch {
		case c.over.help.shown:
			c.over.help.shown = false
		case hot == view.CtlOpen:
			c.jobs.openDialog(c.scr.match.folder())
		}
	}
	return c.keys(in) || changed
}

func (s *startScreen) view(*view.Layout) render.Screen { return &s.v }

// advance moves the wait for a match on by dt seconds, and reports
// whether anything changed on screen.
func (s *startScreen) advance(dt float64) bool {
	if s.v.Pending {
		s.v.Clock += dt
	}
	return s.v.Pending
}

// showResults puts the results browser on screen.
func (a *app) showResults(r *resultsScreen) {
	a.scr.results = r
	a.scr.shown = r
	a.win.SetTitle("floorfall — standings of " + r.v.V.Title)
	a.surf.dirty = true
}
