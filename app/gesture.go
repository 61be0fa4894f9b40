package app

import "floorfall/view"

// gesture is what the mouse does on a match from a press to the release:
// the timeline's playhead dragged, the board dragged or turned, a piece
// clicked. The press picks it (see pressBoard and clickBar); it then gets
// every tick's input until it ends.
type gesture interface {
	// step carries the gesture on with this tick's input, the button held
	// or released; it returns the gesture going on (nil: it ended) and
	// whether anything changed on screen.
	step(ms *matchScreen, l *view.Layout, in *Input) (gesture, bool)
	// wheels reports whether the wheel keeps acting while it goes on (it
	// scrolls the debug panel, zooms the board) and the release is
	// handled as any tick's mouse.
	wheels() bool
}

// seekDrag is the timeline's playhead dragged: the match seeks to the
// turn under the mouse.
type seekDrag struct{}

func (seekDrag) step(ms *matchScreen, l *view.Layout, in *Input) (gesture, bool) {
	if !in.Held {
		return nil, true
	}
	ms.pb.SeekFraction(l.TrackFraction(in.X))
	return seekDrag{}, true
}

func (seekDrag) wheels() bool { return false }

// boardDrag is the button down on the board: a drag moves the board
// zoomed in (pan), and where it goes up selects, if it did not move the
// board (pick: the board's pieces can be selected).
type boardDrag struct {
	pan, pick bool
	x, y      float64 // where the drag was last
	x0, y0    float64 // where it went down
}

func (g *boardDrag) step(ms *matchScreen, l *view.Layout, in *Input) (gesture, bool) {
	switch {
	case in.Held && g.pan:
		ms.pan(l, in.X-g.x, in.Y-g.y)
		g.x, g.y = in.X, in.Y
	case !in.Held && g.pick:
		ms.pick(l, g.x0, g.y0, in.X, in.Y) // a click that did not drag the board
		return nil, true
	case !in.Held:
		return nil, true
	}
	return g, true
}

func (*boardDrag) wheels() bool { return false }

// boardTurn is the board dragged where it turns with the mouse (a
// view.Dragger: a cube turns).
type boardTurn struct{ x, y float64 } // where the drag was last

func (g *boardTurn) step(ms *matchScreen, _ *view.Layout, in *Input) (gesture, bool) {
	d, ok := ms.m.Board().(view.Dragger)
	if !ok || !in.Held {
		return nil, false
	}
	if in.X == g.x && in.Y == g.y {
		return g, false
	}
	d.Drag(in.X-g.x, in.Y-g.y)
	g.x, g.y = in.X, in.Y
	return g, true
}

func (*boardTurn) wheels() bool { return true }

// seeking reports whether the timeline's playhead is dragged.
func (ms *matchScreen) seeking() bool {
	_, ok := ms.g.(seekDrag)
	return ok
}

// turning reports whether the board is turned with the mouse.
func (ms *matchScreen) turning() bool {
	_, ok := ms.g.(*boardTurn)
	return ok
}

// stopPan stops moving the board (a new match shown); a click on a piece
// still selects where the button goes up.
func (ms *matchScreen) stopPan() {
	if g, ok := ms.g.(*boardDrag); ok {
		g.pan = false
		if !g.pick {
			ms.g = nil
		}
	}
}

// pressBoard starts a gesture on the board pressed at (x, y): it turns
// with the mouse, or a drag moves it and a click selects.
func pressBoard(ms *matchScreen, c *ctx, l *view.Layout, x, y float64) bool {
	switch {
	case l.View.In(x, y) && turns(ms.m):
		ms.g = &boardTurn{x, y}
	case l.View.In(x, y) && (ms.zoom > 1 || ms.picks(c.presenting())):
		pick := ms.picks(c.presenting())
		ms.g = &boardDrag{pan: ms.zoom > 1, pick: pick, x: x, y: y, x0: x, y0: y}
	default:
		return false
	}
	return true
}
