package app

import (
	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render"
	"floorfall/view"
)

// resultsScreen is the results browser (floorfall view DIR): the standings
// table, the matches the filter keeps beside it or under it (with a
// scrollbar: a click on it goes there). A click on
// a bot's row lists its matches, on its wins, draws or losses those
// matches; the seat buttons keep the matches it played in one seat; a
// click on a match plays its replay, and Esc or Backspace there comes
// back.
type resultsScreen struct{ v render.ResultsView }

func newResultsScreen(v *view.Results) *resultsScreen {
	return &resultsScreen{v: render.ResultsView{V: v, Hot: -1}}
}

// update handles the mouse and the keys, and reports whether anything
// changed on screen.
func (r *resultsScreen) update(c *ctx, in *Input) bool {
	v, pl := r.v.V, &r.v.Places
	changed := false
	c.l.ResultsLayout(v, pl)
	hot := pl.HitAt(in.X, in.Y)
	if hot != r.v.Hot {
		r.v.Hot, changed = hot, true
	}
	if in.Click && hot >= 0 && !c.over.help.shown {
		h := pl.Hits[hot]
		switch {
		case h.Bar:
			v.Top = pl.ScrollTo(in.Y, len(v.Shown))
		case h.Match >= 0:
			c.jobs.load(v.Path(h.Match))
		case h.Seat >= -1:
			if v.Bot >= 0 {
				v.SetFilter(v.Bot, h.Seat, v.Outcome)
			}
		case h.Bot >= 0:
			v.SetFilter(h.Bot, -1, h.Outcome)
		}
		changed = true
	}
	rows := pl.ListRows
	if in.Wheel != 0 {
		n := 1
		if in.Wheel > 0 {
			n = -1
		}
		v.Scroll(3*n, rows)
		changed = true
	}
	for _, p := range actions(nil, modeReplay, in) {
		if r.key(c, p.act, rows) {
			changed = true
		}
	}
	if in.Down(ebiten.KeyPageDown, false) {
		v.Scroll(rows, rows)
		changed = true
	}
	if in.Down(ebiten.KeyPageUp, false) {
		v.Scroll(-rows, rows)
		changed = true
	}
	return changed
}

// key carries out action act of a key, the list showing rows; it
// reports whether it was one the browser has.
func (r *resultsScreen) key(c *ctx, act action, rows int) bool {
	v := r.v.V
	switch act {
	case actEscape:
		if !c.over.dismiss() {
			v.SetFilter(-1, -1, "")
		}
	case actStepFwd:
		v.Scroll(1, rows)
	case actStepBack:
		v.Scroll(-1, rows)
	case actBack:
		c.scr.toMatch(c.win)
	case actOpen:
		c.jobs.openDialog(c.scr.match.folder())
	default:
		return c.over.page(act, c.win, "results")
	}
	return true
}

// view lays the browser out again: the layout or the list may have changed.
func (r *resultsScreen) view(l *view.Layout) render.Screen {
	l.ResultsLayout(r.v.V, &r.v.Places)
	return &r.v
}
