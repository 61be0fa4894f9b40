package app

import (
	"math/rand/v2"

	"floorfall/view"
)

// keys carries out the actions of this tick's keys (on the start screen
// and on a match), and reports whether there were any. Every key press is
// one action, whatever the frame rate (see Input.Down).
func (a *app) keys(in *Input) bool {
	acts := actions(nil, a.live.mode(a.scr.match.m), in)
	for _, p := range acts {
		a.do(p)
	}
	return len(acts) > 0
}

// do carries out an action on the start screen or a match: its handler
// in the table handlers, beside the key bindings.
func (a *app) do(p pressed) {
	if h := handlers[p.act]; h != nil {
		h(a, p)
	}
}

// handler carries out an action.
type handler func(a *app, p pressed)

// handlers say what each action does (the keys that trigger it are in
// bindings). A screen's handler takes what it needs from its screen; one
// made by onPlayback needs a match shown and does nothing without one.
var handlers = map[action]handler{
	actHelp:       func(a *app, _ pressed) { a.toggleHelp() },
	actFullscreen: func(a *app, _ pressed) { a.win.ToggleFullscreen() },
	actEscape:     func(a *app, _ pressed) { a.escape() },
	actScreenshot: func(a *app, _ pressed) { a.scr.match.shotReq = a.scr.match.m != nil },
	actOpen:       func(a *app, _ pressed) { a.jobs.openDialog(a.scr.match.folder()) },
	actSaveCopy:   func(a *app, _ pressed) { a.saveCopy() },
	actViewpoint:  func(a *app, _ pressed) { a.over.say(a.scr.match.nextViewpoint()) },
	actChart:      func(a *app, _ pressed) { a.over.say(a.scr.match.nextChart()) },
	actDrawings: func(a *app, _ pressed) {
		ms := &a.scr.match
		ms.draw = ms.draw.Next()
		a.over.message(ms.draw.Text()+" (W: next)", false)
	},
	actZoomOut: func(a *app, _ pressed) { a.scr.match.zoom = 1 },
	actCopy:    func(a *app, _ pressed) { a.scr.match.debug.copySection(a.jobs) },
	actBack:    func(a *app, _ pressed) { a.back() },
	actRematch: func(a *app, _ pressed) {
		if a.live.opts != nil { // a new match with the same seats, a new seed
			a.startLive(rand.Int64N(1<<31), nil)
		}
	},
	actFork:       func(a *app, _ pressed) { a.fork() },
	actDebug:      func(a *app, _ pressed) { a.scr.match.debug.toggle(a.scr.match.m, a.scr.present != nil) },
	actConsole:    func(a *app, _ pressed) { a.scr.match.debug.toggleConsole(a.scr.match.m, a.scr.present != nil) },
	actNextPlayer: func(a *app, _ pressed) { a.scr.match.debug.nextPlayer(a.scr.match.m, 1) },
	actPrevPlayer: func(a *app, _ pressed) { a.scr.match.debug.nextPlayer(a.scr.match.m, -1) },
	actSearch:     func(a *app, _ pressed) { a.scr.match.debug.startSearch() },
	actSaveInput: func(a *app, _ pressed) {
		if a.scr.match.debug.open {
			a.scr.match.saveInput(&a.surf.l, a.jobs)
		}
	},
	// A person's seat: the key goes to the game.
	actKeyUp:    humanKey("up"),
	actKeyDown:  humanKey("down"),
	actKeyLeft:  humanKey("left"),
	actKeyRight: humanKey("right"),
	actKeySpace: humanKey("space"),
	actKeyDot:   humanKey("."),
	actSend:     humanKey("enter"),
	actUndo:     humanKey("backspace"),
	// The playback.
	actPlay:      onPlayback(func(a *app, pb *view.Playback, _ pressed) { playPause(a.live.on(a.scr.match.m), pb) }),
	actStepFwd:   onPlayback(func(a *app, pb *view.Playback, _ pressed) { stepForward(a.live.on(a.scr.match.m), pb) }),
	actStepBack:  onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.Step(-1) }),
	actRoundFwd:  onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.StepRound(1) }),
	actRoundBack: onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.StepRound(-1) }),
	actHome:      onPlayback(func(_ *app, pb *view.Playback, _ pressed) { home(pb) }),
	actEnd:       onPlayback(func(a *app, pb *view.Playback, _ pressed) { toEnd(a.live.on(a.scr.match.m), pb) }),
	actPrevNote:  onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.PrevEvent() }),
	actNextNote:  onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.NextEvent() }),
	actFaster:    onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.Faster() }),
	actSlower:    onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.Slower() }),
	actSpeed:     onPlayback(func(_ *app, pb *view.Playback, p pressed) { pb.SetSpeed(p.digit - 1) }),
}

// humanKey is the handler of a key of a person's seat: the game is told.
func humanKey(key string) handler {
	return func(a *app, _ pressed) { a.live.humanPlay(key) }
}

// onPlayback is a handler on the match's playback, which does nothing
// with no match shown.
func onPlayback(f func(a *app, pb *view.Playback, p pressed)) handler {
	return func(a *app, p pressed) {
		if pb := a.scr.match.pb; pb != nil {
			f(a, pb, p)
		}
	}
}

// escape closes the first of: the help, the banner, the selection, the
// person's answer, the message; else goes back to the standings.
func (a *app) escape() {
	ms := &a.scr.match
	switch {
	case a.over.help.shown:
		a.toggleHelp()
	case ms.pb != nil && ms.pb.BannerShown():
		ms.pb.HideBanner()
	case ms.deselect():
	case a.live.composer(ms.m) != nil:
		a.over.msg.text = ""
		a.live.humanPlay("clear")
	case a.over.msg.text != "":
		a.over.msg.text = ""
	case a.scr.results != nil:
		a.back() // to the standings
	}
}

// playPause pauses or resumes the live match lv, shown and still played
// (nil if none), or plays or pauses the replay.
func playPause(lv *live, pb *view.Playback) {
	if lv != nil {
		lv.togglePause(pb)
	} else {
		pb.TogglePlay()
	}
}

// stepForward shows the next turn; the live match lv shown (nil if none),
// paused at its end, plays one.
func stepForward(lv *live, pb *view.Playback) {
	if lv != nil && lv.paused && pb.AtEnd() {
		lv.stepOne()
	} else {
		pb.Step(1)
	}
}

// home goes to the start; from the end banner, it watches again.
func home(pb *view.Playback) {
	watchAgain := pb.BannerShown()
	pb.Home()
	if watchAgain {
		pb.Play()
	}
}

// toEnd goes to the end (the live match lv shown, nil if none: back to
// live, paused if it is).
func toEnd(lv *live, pb *view.Playback) {
	pb.End()
	if lv != nil && lv.paused {
		pb.Pause()
	}
}

// nextViewpoint shows the board as the next seat sees it, after the last
// all of it (games with fog of war), and returns the message saying so
// ("": no match).
func (ms *matchScreen) nextViewpoint() string {
	if ms.m == nil {
		return ""
	}
	if vs, ok := ms.m.Board().(view.Views); ok {
		return "view: " + vs.NextView() // the board's next way of drawing
	}
	vp, ok := ms.m.Board().(view.Viewpoints)
	if !ok {
		return "every player sees the whole board in " + ms.m.Game().Info().Title
	}
	next := vp.Viewpoint() + 1
	if next >= ms.m.NumSeats() {
		next = -1
	}
	vp.SetViewpoint(next)
	if next < 0 {
		return "the whole board"
	}
	return "the board as " + ms.m.Name(next) + " sees it (V: the next player)"
}
