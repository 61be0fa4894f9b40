package app

import (
	"math"

	"floorfall/view"
)

// update handles the mouse, then the keys.
func (ms *matchScreen) update(c *ctx, in *Input) bool {
	changed := ms.mouse(c, in)
	if ms.debug.typing {
		return ms.debug.search(in) || changed
	}
	if ms.debug.finding {
		return ms.debug.finds(in) || changed
	}
	return c.keys(in) || changed
}

// mouse handles clicks, drags and the wheel, and tracks what is under the
// mouse. A press starts a gesture (a drag of the timeline or the board)
// which takes the moves and the release; a click goes to the first of
// clickTargets that takes it.
func (ms *matchScreen) mouse(c *ctx, in *Input) bool {
	l := c.l
	changed := ms.track(l, in)
	if ms.g != nil && !ms.g.wheels() {
		var ch bool
		ms.g, ch = ms.g.step(ms, l, in)
		return ch
	}
	if ms.wheelPanel(c, in) {
		return true
	}
	if ms.g != nil {
		g, ch := ms.g.step(ms, l, in)
		if ms.g = g; g != nil {
			return ch || changed
		}
	}
	if (in.Click || in.RightClick) && !c.over.help.shown && c.live.composeClick(ms, l, in.X, in.Y, in.Shift || in.RightClick) {
		return true // on the person's box or the board: their answer
	}
	if in.Click {
		changed = true
		for _, take := range clickTargets {
			if take(ms, c, l, in.X, in.Y) {
				break
			}
		}
	}
	if in.RightClick && ms.hot == view.CtlSpeed {
		ms.pb.Slower()
		changed = true
	}
	return ms.wheelBar(c, in) || changed
}

// track follows the mouse and the control under it, and reports whether
// either changed (the hover may change).
func (ms *matchScreen) track(l *view.Layout, in *Input) bool {
	changed := false
	if in.X != ms.mx || in.Y != ms.my {
		ms.mx, ms.my = in.X, in.Y
		changed = true
	}
	if hot := l.BarControlAt(in.X, in.Y); hot != ms.hot {
		ms.hot, changed = hot, true
	}
	return changed
}

// wheelPanel: the wheel over a section of the debug panel scrolls it,
// three rows a notch; Ctrl + the wheel over the board zooms it. It
// reports whether the wheel did either.
func (ms *matchScreen) wheelPanel(c *ctx, in *Input) bool {
	l, x, y := c.l, in.X, in.Y
	switch {
	case in.Wheel == 0:
		return false
	case ms.debug.open && !ms.debug.console && l.Panel.In(x, y) && ms.debug.d != nil:
		ms.debug.scroll(x, y, -3*int(math.Copysign(1, in.Wheel)))
	case in.Ctrl && l.View.In(x, y) && !c.over.help.shown:
		ms.zoomAt(l, x, y, in.Wheel)
	default:
		return false
	}
	return true
}

// wheelBar: the wheel over the list of seats out scrolls it, to older
// ones towards the user; over the board and the timeline, it steps a
// turn. It reports whether it did.
func (ms *matchScreen) wheelBar(c *ctx, in *Input) bool {
	l, pb := c.l, ms.pb
	switch {
	case in.Wheel == 0 || c.over.help.shown:
		return false
	case !ms.debug.open && l.OutsArea().In(in.X, in.Y):
		pb.ScrollOuts(-int(math.Copysign(1, in.Wheel)))
	case in.Y < l.Bar.Y+l.Bar.H && in.Wheel < 0:
		pb.Step(1)
	case in.Y < l.Bar.Y+l.Bar.H:
		pb.Step(-1)
	default:
		return false
	}
	return true
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
