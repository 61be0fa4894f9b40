package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"floorfall/view"
)

// repeat reports a key just pressed, or held long enough to repeat (after
// 0.4 s, 20 times a second at 60 ticks per second).
func repeat(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || d > 24 && d%3 == 0
}

// input handles the keyboard and the mouse, and reports whether anything
// changed on screen.
func (g *game) input() bool {
	changed := g.mouse()
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	just := inpututil.IsKeyJustPressed
	if ctrl && just(ebiten.KeyO) {
		g.openDialog()
		return true
	}
	switch {
	case just(ebiten.KeyF11):
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	case just(ebiten.KeyEscape):
		switch {
		case g.s.help:
			g.s.help = false
		case g.s.pb != nil && g.s.pb.BannerShown():
			g.s.pb.HideBanner()
		default:
			g.s.msg = ""
		}
		changed = true
	case just(ebiten.KeyF12) && g.s.m != nil:
		g.shotReq, changed = true, true
	}
	// Characters, so + - ? [ ] follow the keyboard's layout.
	g.chars = ebiten.AppendInputChars(g.chars[:0])
	for _, r := range g.chars {
		if ctrl {
			break
		}
		changed = true
		switch r {
		case 'h', 'H', '?':
			g.s.help = !g.s.help
		case 'f', 'F':
			ebiten.SetFullscreen(!ebiten.IsFullscreen())
		case 'd', 'D':
			g.s.debug = g.s.m != nil && !g.s.debug
		case 'i', 'I':
			if g.s.debug {
				g.saveInput()
			}
		}
		if g.s.pb != nil {
			g.playKey(r)
		}
	}
	pb := g.s.pb
	if pb == nil {
		return changed
	}
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	n := 1
	if shift {
		n = 4
	}
	switch {
	case just(ebiten.KeyTab) && g.s.debug:
		if shift {
			g.s.sel = (g.s.sel + 3) % 4
		} else {
			g.s.sel = (g.s.sel + 1) % 4
		}
	case repeat(ebiten.KeyRight):
		pb.Step(n)
	case repeat(ebiten.KeyLeft):
		pb.Step(-n)
	case just(ebiten.KeyHome):
		pb.Home()
	case just(ebiten.KeyEnd):
		pb.End()
	default:
		return changed
	}
	return true
}

// playKey handles a typed character that drives the playback.
func (g *game) playKey(r rune) {
	pb := g.s.pb
	switch {
	case r == ' ' || r == 'k' || r == 'K':
		pb.TogglePlay()
	case r == '+' || r == '=':
		pb.Faster()
	case r == '-' || r == '_':
		pb.Slower()
	case r == '[':
		pb.PrevEvent()
	case r == ']':
		pb.NextEvent()
	case r >= '1' && r <= '9':
		pb.SetSpeed(int(r - '1'))
	}
}

// mouse handles clicks, drags and the wheel, and tracks what is under the
// mouse.
func (g *game) mouse() bool {
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
		case hot == ctlPlay:
			pb.TogglePlay()
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
func (g *game) controlAt(x, y float64) control {
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
