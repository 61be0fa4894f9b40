package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

// mode is what the keys do now: a person's seat on the board moves the
// viewer's keys that collide with play keys to modifiers.
func (g *app) mode() mode {
	switch {
	case !g.liveShown():
		return modeReplay
	case g.lv.human != nil && !g.lv.m.LastState().Players[g.lv.seat].Fallen:
		return modeHuman
	}
	return modeLive
}

// input handles the keyboard and the mouse, and reports whether anything
// changed on screen. Every key press is one action, whatever the frame
// rate (see keyDown).
func (g *app) input() bool {
	return g.s.current().input(g)
}

// matchInput is the input of the start screen and of a match.
func (g *app) matchInput() bool {
	changed := g.mouse()
	g.chars = ebiten.AppendInputChars(g.chars[:0])
	g.acts = actions(g.acts[:0], g.mode(), g.chars)
	for _, a := range g.acts {
		g.do(a)
		changed = true
	}
	return changed
}

// do carries out an action.
func (g *app) do(a pressed) {
	switch a.act {
	case actHelp:
		g.toggleHelp()
	case actFullscreen:
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	case actEscape:
		switch {
		case g.s.help:
			g.toggleHelp()
		case g.s.pb != nil && g.s.pb.BannerShown():
			g.s.pb.HideBanner()
		case g.s.msg != "":
			g.s.msg = ""
		case g.results != nil:
			g.back() // to the standings
		}
	case actScreenshot:
		g.shotReq = g.s.m != nil
	case actOpen:
		g.openDialog()
	case actSaveCopy:
		g.saveCopy()
	case actDebug:
		g.s.debug = g.s.m != nil && !g.s.debug && !g.s.present
	case actNextPlayer:
		g.s.sel = (g.s.sel + 1) % 4
	case actPrevPlayer:
		g.s.sel = (g.s.sel + 3) % 4
	case actSaveInput:
		if g.s.debug {
			g.saveInput()
		}
	case actBack:
		g.back()
	case actRematch:
		g.rematch()
	case actFork:
		g.fork()
	case actMoveUp:
		g.humanPlay(engine.CmdUp)
	case actMoveDown:
		g.humanPlay(engine.CmdDown)
	case actMoveLeft:
		g.humanPlay(engine.CmdLeft)
	case actMoveRight:
		g.humanPlay(engine.CmdRight)
	case actAttack:
		g.humanPlay(engine.CmdAttack)
	case actWait:
		g.humanPlay(engine.CmdNone)
	}
	pb := g.s.pb
	if pb == nil {
		return
	}
	switch a.act {
	case actPlay:
		if g.liveShown() {
			g.livePause()
		} else {
			pb.TogglePlay()
		}
	case actStepFwd:
		if g.liveShown() && g.lv.paused && pb.AtEnd() {
			g.liveStep()
		} else {
			pb.Step(1)
		}
	case actStepBack:
		pb.Step(-1)
	case actRoundFwd:
		pb.Step(4)
	case actRoundBack:
		pb.Step(-4)
	case actHome:
		watchAgain := pb.BannerShown()
		pb.Home()
		if watchAgain {
			pb.Play()
		}
	case actEnd:
		pb.End()
		if g.liveShown() && g.lv.paused {
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
		pb.SetSpeed(a.digit - 1)
	}
}

// toggleHelp shows or hides the help; while it covers the board a replay
// is paused, and plays on when it goes.
func (g *app) toggleHelp() {
	g.s.help = !g.s.help
	pb := g.s.pb
	if pb == nil || g.liveShown() {
		return
	}
	if g.s.help && pb.Playing() {
		pb.Pause()
		g.helpPaused = true
	} else if !g.s.help && g.helpPaused {
		pb.Play()
		g.helpPaused = false
	}
}

// back shows the match shown before (Backspace), or the standings the
// match was opened from.
func (g *app) back() {
	if g.results != nil {
		g.showResults(g.results)
		return
	}
	if len(g.prev) == 0 {
		return
	}
	p := g.prev[len(g.prev)-1]
	g.prev = g.prev[:len(g.prev)-1]
	g.showMatch(p.m, p.path) // keeps the current one: Backspace again returns
	g.file = p.file
}

// mouse handles clicks, drags and the wheel, and tracks what is under the
// mouse.
func (g *app) mouse() bool {
	x, y := ebiten.CursorPosition()
	mx, my := float64(x), float64(y)
	changed := false
	if mx != g.s.mx || my != g.s.my {
		g.s.mx, g.s.my = mx, my
		changed = g.s.m != nil // the hover may change
	}
	hot := g.controlAt(mx, my)
	if hot != g.s.hot {
		g.s.hot, changed = hot, true
	}
	pb := g.s.pb
	if g.dragging {
		if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
			pb.SeekFraction(g.l.TrackFraction(mx))
		} else {
			g.dragging = false
		}
		return true
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		changed = true
		switch {
		case g.s.help:
			g.s.help = false
		case hot == ctlOpen:
			g.openDialog()
		case pb == nil:
		case g.s.debug && my < g.l.Board.Y+40*g.l.U && mx > g.l.Panel.X:
			if i := int((mx - g.l.Panel.X - 9*g.l.U) / (34 * g.l.U)); i >= 0 && i < 4 {
				g.s.sel = i // a player's tab
			}
		case !g.s.debug && g.cardAt(mx, my) >= 0:
			// A card opens the debug panel on its player; a bot that
			// failed is shown at its failure, its stderr one look away.
			i := g.cardAt(mx, my)
			g.s.sel, g.s.debug = i, !g.s.present
			if st := g.s.m.Seats[i]; st.Status != "" && st.Status != "ok" && st.StatusTurn >= 0 {
				pb.Seek(float64(st.StatusTurn))
			}
		case hot == ctlPlay:
			g.do(pressed{act: actPlay})
		case hot == ctlTrack:
			g.dragging = true
			pb.SeekFraction(g.l.TrackFraction(mx))
		case hot == ctlSpeed:
			pb.SetSpeed((pb.SpeedIndex() + 1) % len(view.Speeds))
		case hot == ctlHelp:
			g.s.help = true
		case pb.BannerShown() && mx < g.l.Panel.X && my < g.l.Bar.Y:
			pb.HideBanner()
		}
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) && hot == ctlSpeed && pb != nil {
		pb.Slower()
		changed = true
	}
	if _, wy := ebiten.Wheel(); wy != 0 && pb != nil && my < g.l.Bar.Y+g.l.Bar.H && !g.s.help {
		if wy < 0 {
			pb.Step(1)
		} else {
			pb.Step(-1)
		}
		changed = true
	}
	return changed
}

// controlAt is the control under (x, y).
func (g *app) controlAt(x, y float64) control {
	l := &g.l
	if g.s.m == nil {
		if open, _ := startRects(l); open.In(x, y) && !g.s.pending {
			return ctlOpen
		}
		return ctlNone
	}
	tr := l.Track
	tr.Y -= 12 * l.U // the markers above the track
	tr.H += 18 * l.U
	switch {
	case l.Play.In(x, y):
		return ctlPlay
	case tr.In(x, y):
		return ctlTrack
	case l.Speed.In(x, y):
		return ctlSpeed
	case l.HelpB.In(x, y):
		return ctlHelp
	}
	return ctlNone
}

// cardAt is the player whose card is at (x, y), or -1.
func (g *app) cardAt(x, y float64) int {
	for i, r := range g.l.Cards {
		if r.In(x, y) {
			return i
		}
	}
	return -1
}
