package app

import "floorfall/view"

// mode is what the keys do now: a person's seat on the board moves the
// viewer's keys that collide with play keys to modifiers.
func (a *app) mode() mode {
	switch {
	case !a.liveShown():
		return modeReplay
	case a.live.lv.human != nil && !a.live.lv.m.Outcome(a.live.lv.seat).Out:
		if _, ok := a.live.lv.m.Board().(view.Composer); ok {
			return modeCompose
		}
		if _, ok := a.live.lv.m.Board().(view.Playable); ok {
			return modeHuman
		}
	}
	return modeLive
}

// keys carries out the actions of this tick's keys (on the start screen
// and on a match), and reports whether there were any. Every key press is
// one action, whatever the frame rate (see Input.Down).
func (a *app) keys(in *Input) bool {
	acts := actions(nil, a.mode(), in)
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
	actOpen:       func(a *app, _ pressed) { a.openDialog() },
	actSaveCopy:   func(a *app, _ pressed) { a.saveCopy() },
	actViewpoint:  func(a *app, _ pressed) { a.say(a.scr.match.nextViewpoint()) },
	actChart:      func(a *app, _ pressed) { a.say(a.scr.match.nextChart()) },
	actDrawings: func(a *app, _ pressed) {
		ms := &a.scr.match
		ms.draw = ms.draw.Next()
		a.message(ms.draw.Text()+" (W: next)", false)
	},
	actZoomOut:    func(a *app, _ pressed) { a.scr.match.zoom = 1 },
	actCopy:       func(a *app, _ pressed) { a.copySection() },
	actBack:       func(a *app, _ pressed) { a.back() },
	actRematch:    func(a *app, _ pressed) { a.rematch() },
	actFork:       func(a *app, _ pressed) { a.fork() },
	actDebug:      func(a *app, _ pressed) { a.scr.match.debug.toggle(a.scr.match.m, a.scr.present != nil) },
	actConsole:    func(a *app, _ pressed) { a.scr.match.debug.toggleConsole(a.scr.match.m, a.scr.present != nil) },
	actNextPlayer: func(a *app, _ pressed) { a.scr.match.debug.nextPlayer(a.scr.match.m, 1) },
	actPrevPlayer: func(a *app, _ pressed) { a.scr.match.debug.nextPlayer(a.scr.match.m, -1) },
	actSearch:     func(a *app, _ pressed) { a.scr.match.debug.startSearch() },
	actSaveInput: func(a *app, _ pressed) {
		if a.scr.match.debug.open {
			a.saveInput()
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
	actPlay:      onPlayback(func(a *app, pb *view.Playback, _ pressed) { a.playPause(pb) }),
	actStepFwd:   onPlayback(func(a *app, pb *view.Playback, _ pressed) { a.stepForward(pb) }),
	actStepBack:  onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.Step(-1) }),
	actRoundFwd:  onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.StepRound(1) }),
	actRoundBack: onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.StepRound(-1) }),
	actHome:      onPlayback(func(_ *app, pb *view.Playback, _ pressed) { home(pb) }),
	actEnd:       onPlayback(func(a *app, pb *view.Playback, _ pressed) { a.toEnd(pb) }),
	actPrevNote:  onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.PrevEvent() }),
	actNextNote:  onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.NextEvent() }),
	actFaster:    onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.Faster() }),
	actSlower:    onPlayback(func(_ *app, pb *view.Playback, _ pressed) { pb.Slower() }),
	actSpeed:     onPlayback(func(_ *app, pb *view.Playback, p pressed) { pb.SetSpeed(p.digit - 1) }),
}

// humanKey is the handler of a key of a person's seat: the game is told.
func humanKey(key string) handler {
	return func(a *app, _ pressed) { a.humanPlay(key) }
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
	case a.composer() != nil:
		a.over.msg.text = ""
		a.humanPlay("clear")
	case a.over.msg.text != "":
		a.over.msg.text = ""
	case a.scr.results != nil:
		a.back() // to the standings
	}
}

// playPause pauses or resumes the live match shown, or plays or pauses
// the replay.
func (a *app) playPause(pb *view.Playback) {
	if a.liveShown() {
		a.livePause()
	} else {
		pb.TogglePlay()
	}
}

// stepForward shows the next turn; a paused live match at its end plays
// one.
func (a *app) stepForward(pb *view.Playback) {
	if a.liveShown() && a.live.lv.paused && pb.AtEnd() {
		a.liveStep()
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

// toEnd goes to the end (a live match: back to live, paused if it is).
func (a *app) toEnd(pb *view.Playback) {
	pb.End()
	if a.liveShown() && a.live.lv.paused {
		pb.Pause()
	}
}

// say shows text as a message that is not an alert; "" says nothing.
func (a *app) say(text string) {
	if text != "" {
		a.message(text, false)
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
