package app

import (
	"math"

	"floorfall/view"
)

// update handles the mouse, then the keys.
func (ms *matchScreen) update(a *app, in *Input) bool {
	changed := ms.mouse(a, in)
	if ms.debug.typing {
		return ms.debug.search(in) || changed
	}
	return a.keys(in) || changed
}

// mouse handles clicks, drags and the wheel, and tracks what is under the
// mouse.
func (ms *matchScreen) mouse(a *app, in *Input) bool {
	l := &a.l
	mx, my := in.X, in.Y
	changed := false
	if mx != ms.mx || my != ms.my {
		ms.mx, ms.my = mx, my
		changed = true // the hover may change
	}
	hot := l.BarControlAt(mx, my)
	if hot != ms.hot {
		ms.hot, changed = hot, true
	}
	pb := ms.pb
	if ms.dragging {
		if in.Held {
			pb.SeekFraction(l.TrackFraction(mx))
		} else {
			ms.dragging = false
		}
		return true
	}
	if ms.panning || ms.picking {
		switch {
		case in.Held && ms.panning:
			ms.pan(l, mx-ms.panX, my-ms.panY)
			ms.panX, ms.panY = mx, my
		case !in.Held && ms.picking:
			ms.panning, ms.picking = false, false
			ms.pick(l, mx, my) // a click that did not drag the board
		case !in.Held:
			ms.panning = false
		}
		return true
	}
	if in.Wheel != 0 && ms.debug.open && !ms.debug.console && l.Panel.In(mx, my) && ms.debug.d != nil {
		// The wheel over the panel scrolls a long input, three lines a notch.
		n := len(ms.debug.d.InputLines())
		ms.debug.inputTop = max(0, min(n-1, ms.debug.inputTop-3*int(math.Copysign(1, in.Wheel))))
		return true
	}
	if in.Wheel != 0 && in.Ctrl && l.View.In(mx, my) && !a.help.shown {
		ms.zoomAt(l, mx, my, in.Wheel)
		return true
	}
	if ms.turning {
		if d, ok := ms.m.Board().(view.Dragger); ok && in.Held {
			if mx != ms.tx || my != ms.ty {
				d.Drag(mx-ms.tx, my-ms.ty)
				ms.tx, ms.ty = mx, my
				return true
			}
			return changed
		}
		ms.turning = false
	}
	if (in.Click || in.RightClick) && !a.help.shown && a.composeClick(mx, my, in.Shift || in.RightClick) {
		return true // on the person's box or the board: their answer
	}
	if in.Click {
		changed = true
		switch {
		case a.help.shown:
			a.help.shown = false
		case ms.debug.open && ms.debug.console && l.ConsoleRowAt(mx, my) >= 0:
			if k := ms.debug.top + l.ConsoleRowAt(mx, my); k < len(ms.debug.lines) {
				pb.Seek(float64(ms.debug.lines[k].Turn)) // a line goes to its turn
			}
		case ms.storyClick(l, mx, my):
		case ms.debug.open && l.DebugHead().In(mx, my):
			if i := l.DebugTabAt(mx, my); i >= 0 {
				ms.debug.sel = i // a player's tab
			}
		case !ms.debug.open && l.CardAt(mx, my) >= 0:
			// A card opens the debug panel on its player; a bot that
			// failed is shown at its failure, its stderr one look away.
			i := l.CardAt(mx, my)
			ms.debug.sel, ms.debug.open = i, a.present == nil
			if st := ms.m.Seats[i]; st.Status != "" && st.Status != "ok" && st.StatusTurn >= 0 {
				pb.Seek(float64(st.StatusTurn))
			}
		case !ms.debug.open && chartTabAt(ms.m, l, mx, my) >= 0:
			ms.m.Board().(view.Charts).ShowChart(chartTabAt(ms.m, l, mx, my))
		case !ms.debug.open && l.ChartRect().W > 0 && l.ChartRect().In(mx, my):
			pb.Seek(float64(l.ChartTurn(mx, ms.m.Turns()))) // the chart seeks, as the timeline does
		case hot == view.CtlPlay:
			a.do(pressed{act: actPlay})
		case hot == view.CtlTrack:
			ms.dragging = true
			pb.SeekFraction(l.TrackFraction(mx))
		case hot == view.CtlSpeed:
			pb.SetSpeed((pb.SpeedIndex() + 1) % len(view.Speeds))
		case hot == view.CtlHelp:
			a.help.shown = true
		case pb.BannerShown() && mx < l.Panel.X && my < l.Bar.Y:
			pb.HideBanner()
		case l.View.In(mx, my) && turns(ms.m):
			ms.turning, ms.tx, ms.ty = true, mx, my // the board turns with the mouse
		case l.View.In(mx, my) && (ms.zoom > 1 || a.picks()):
			// Dragging the board moves it; a click selects.
			ms.panning, ms.panX, ms.panY = ms.zoom > 1, mx, my
			ms.picking, ms.pickX, ms.pickY = a.picks(), mx, my
		}
	}
	if in.RightClick && hot == view.CtlSpeed {
		pb.Slower()
		changed = true
	}
	if in.Wheel != 0 && !ms.debug.open && l.OutsArea().In(mx, my) && !a.help.shown {
		// The wheel over the list of seats out scrolls it, to older
		// ones towards the user.
		pb.ScrollOuts(-int(math.Copysign(1, in.Wheel)))
		return true
	}
	if in.Wheel != 0 && my < l.Bar.Y+l.Bar.H && !a.help.shown {
		if in.Wheel < 0 {
			pb.Step(1)
		} else {
			pb.Step(-1)
		}
		changed = true
	}
	return changed
}

// The board zoomed in: Ctrl+wheel zooms at the mouse, a drag moves the
// board, 0 shows it whole again.
const (
	zoomStep = 1.25
	zoomMax  = 16
)

// boardLayout is l with the board as zoomed in.
func (ms *matchScreen) boardLayout(l *view.Layout) view.Layout {
	return l.Zoom(ms.zoom, ms.zoomX, ms.zoomY)
}

// zoomAt zooms in (wheel up) or out at (mx, my), the board point under the
// mouse staying under it.
func (ms *matchScreen) zoomAt(l *view.Layout, mx, my, wheel float64) {
	zl := ms.boardLayout(l)
	bx, by := (mx-zl.Board.X)/zl.Square, (my-zl.Board.Y)/zl.Square
	z := max(1, ms.zoom)
	if wheel > 0 {
		z *= zoomStep
	} else {
		z /= zoomStep
	}
	z = min(zoomMax, z)
	if z < 1.05 {
		ms.zoom = 1
		return
	}
	q := l.Square * z
	v := l.View
	ms.zoom = z
	ms.setCentre(l, bx+(v.X+v.W/2-mx)/q, by+(v.Y+v.H/2-my)/q)
}

// pan moves the zoomed board by (dx, dy) pixels.
func (ms *matchScreen) pan(l *view.Layout, dx, dy float64) {
	q := l.Square * ms.zoom
	ms.setCentre(l, ms.zoomX-dx/q, ms.zoomY-dy/q)
}

// setCentre puts board point (x, y) in the middle, as far as the board
// still covers its place.
func (ms *matchScreen) setCentre(l *view.Layout, x, y float64) {
	zl := l.Zoom(ms.zoom, x, y)
	ms.zoomX, ms.zoomY = zl.Centre()
}

// turns reports whether match m's board turns with the mouse.
func turns(m *view.Match) bool {
	_, ok := m.Board().(view.Dragger)
	return ok
}
