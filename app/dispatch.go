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
	a.acts = actions(a.acts[:0], a.mode(), in)
	for _, p := range a.acts {
		a.do(p)
	}
	return len(a.acts) > 0
}

// do carries out an action on the start screen or a match.
func (a *app) do(p pressed) {
	ms := &a.match
	switch p.act {
	case actHelp:
		a.toggleHelp()
	case actFullscreen:
		a.win.ToggleFullscreen()
	case actEscape:
		switch {
		case a.help.shown:
			a.toggleHelp()
		case ms.pb != nil && ms.pb.BannerShown():
			ms.pb.HideBanner()
		case ms.deselect():
		case a.composer() != nil:
			a.msg.text = ""
			a.humanPlay("clear")
		case a.msg.text != "":
			a.msg.text = ""
		case a.results != nil:
			a.back() // to the standings
		}
	case actScreenshot:
		ms.shotReq = ms.m != nil
	case actOpen:
		a.openDialog()
	case actSaveCopy:
		a.saveCopy()
	case actDebug:
		ms.debug.open = ms.m != nil && !ms.debug.open && a.present == nil
	case actViewpoint:
		a.nextViewpoint()
	case actChart:
		a.nextChart()
	case actDrawings:
		ms.draw = ms.draw.Next()
		a.message(ms.draw.Text()+" (W: next)", false)
	case actNextPlayer:
		ms.debug.sel = (ms.debug.sel + 1) % max(1, ms.m.NumSeats())
	case actPrevPlayer:
		ms.debug.sel = (ms.debug.sel + ms.m.NumSeats() - 1) % max(1, ms.m.NumSeats())
	case actZoomOut:
		ms.zoom = 1
	case actConsole:
		if ms.m != nil && a.present == nil {
			ms.debug.console = !ms.debug.console || !ms.debug.open
			ms.debug.open = true
		}
	case actSearch:
		if ms.debug.open && ms.debug.console {
			ms.debug.typing, ms.debug.filter = true, "" // a new search
		}
	case actSaveInput:
		if ms.debug.open {
			a.saveInput()
		}
	case actBack:
		a.back()
	case actRematch:
		a.rematch()
	case actFork:
		a.fork()
	case actKeyUp:
		a.humanPlay("up")
	case actKeyDown:
		a.humanPlay("down")
	case actKeyLeft:
		a.humanPlay("left")
	case actKeyRight:
		a.humanPlay("right")
	case actKeySpace:
		a.humanPlay("space")
	case actKeyDot:
		a.humanPlay(".")
	case actSend:
		a.humanPlay("enter")
	case actUndo:
		a.humanPlay("backspace")
	}
	pb := ms.pb
	if pb == nil {
		return
	}
	switch p.act {
	case actPlay:
		if a.liveShown() {
			a.livePause()
		} else {
			pb.TogglePlay()
		}
	case actStepFwd:
		if a.liveShown() && a.live.lv.paused && pb.AtEnd() {
			a.liveStep()
		} else {
			pb.Step(1)
		}
	case actStepBack:
		pb.Step(-1)
	case actRoundFwd:
		pb.StepRound(1)
	case actRoundBack:
		pb.StepRound(-1)
	case actHome:
		watchAgain := pb.BannerShown()
		pb.Home()
		if watchAgain {
			pb.Play()
		}
	case actEnd:
		pb.End()
		if a.liveShown() && a.live.lv.paused {
			pb.Pause()
		}
	case actPrevNote:
		pb.PrevEvent()
	case actNextNote:
		pb.NextEvent()
	case actFaster:
		pb.Faster()
	case actSlower:
		pb.Slower()
	case actSpeed:
		pb.SetSpeed(p.digit - 1)
	}
}

// nextViewpoint shows the board as the next seat sees it, after the last
// all of it (games with fog of war).
func (a *app) nextViewpoint() {
	ms := &a.match
	if ms.m == nil {
		return
	}
	if vs, ok := ms.m.Board().(view.Views); ok {
		a.message("view: "+vs.NextView(), false) // the board's next way of drawing
		return
	}
	vp, ok := ms.m.Board().(view.Viewpoints)
	if !ok {
		a.message("every player sees the whole board in "+ms.m.Game().Info().Title, false)
		return
	}
	next := vp.Viewpoint() + 1
	if next >= ms.m.NumSeats() {
		next = -1
	}
	vp.SetViewpoint(next)
	if next < 0 {
		a.message("the whole board", false)
		return
	}
	a.message("the board as "+ms.m.Name(next)+" sees it (V: the next player)", false)
}
