package app

import (
	"math"

	"floorfall/render"
	"floorfall/view"
)

// A piece selected on the board (a view.Selector's) has its
// story told in the cards' place while the debug panel is closed: a click
// on the board that does not drag it selects, Esc, the story's cross or a
// click on nothing deselects, a click on a line goes to its turn.

// story is the story of the piece selected, as shown; nil for none or
// when the debug panel covers it.
func (ms *matchScreen) story() *view.Story {
	if ms.m == nil || ms.debug.open {
		return nil
	}
	if s, ok := ms.m.Board().(view.Selector); ok {
		return s.Story()
	}
	return nil
}

// storyView is the story shown for turn t, its lines in step with the
// timeline; nil for none.
func (ms *matchScreen) storyView(l *view.Layout, t int) *render.StoryView {
	s := ms.story()
	if s == nil {
		return nil
	}
	_, rows := l.ConsoleRows()
	ms.storyV = render.StoryView{S: s, Top: view.StoryTop(s, t, rows)}
	return &ms.storyV
}

// picks reports whether a click on the board selects a piece: its pieces
// can be, and it is not presented to a room (presenting).
func (ms *matchScreen) picks(presenting bool) bool {
	_, ok := ms.m.Board().(view.Selector)
	return ok && !presenting
}

// pick selects the piece under (x, y), where the button went up, if it
// went down near there, at (x0, y0) (a click, not a drag of the board); a click on
// nothing deselects. The debug panel gives way to the story, and shows the
// piece's player when it comes back.
func (ms *matchScreen) pick(l *view.Layout, x0, y0, x, y float64) {
	s, ok := ms.m.Board().(view.Selector)
	if !ok || math.Hypot(x-x0, y-y0) > 6*l.U {
		return
	}
	zl := ms.boardLayout(l)
	if !s.Select(ms.fr.Board, (x-zl.Board.X)/zl.Square, (y-zl.Board.Y)/zl.Square, 8*l.U/zl.Square) {
		return
	}
	if st := s.Story(); st != nil && st.Player >= 0 {
		ms.debug.sel = st.Player
	}
	ms.debug.open = false
}

// deselect selects nothing, and reports whether something was selected.
func (ms *matchScreen) deselect() bool {
	if ms.m == nil {
		return false
	}
	s, ok := ms.m.Board().(view.Selector)
	if !ok || s.Story() == nil {
		return false
	}
	s.Deselect()
	return true
}

// storyClick takes a click at (x, y) on the story in the panel's place: the
// cross deselects, a line goes to its turn. It reports whether the story
// took it (it covers the cards).
func (ms *matchScreen) storyClick(l *view.Layout, x, y float64) bool {
	if ms.story() == nil || !l.Panel.In(x, y) && !l.StoryClose().In(x, y) {
		return false
	}
	switch v := &ms.storyV; {
	case l.StoryClose().In(x, y):
		ms.deselect()
	case l.ConsoleRowAt(x, y) >= 0 && v.S != nil:
		if k := v.Top + l.ConsoleRowAt(x, y); k < len(v.S.Lines) {
			ms.pb.Seek(float64(v.S.Lines[k].Turn))
		}
	}
	return true
}

// nextChart shows the board's next chart (a board with several), and
// returns the message saying which ("": no match).
func (ms *matchScreen) nextChart() string {
	if ms.m == nil {
		return ""
	}
	if cs, ok := ms.m.Board().(view.Charts); ok {
		c := ms.m.Chart()
		cs.ShowChart((c.Tab + 1) % max(1, len(c.Tabs)))
	}
	return "chart: " + ms.m.Chart().Label
}

// chartTabAt is the chart whose tab is at (x, y) under match m's chart,
// -1 for none (a board with one chart has no tabs).
func chartTabAt(m *view.Match, l *view.Layout, x, y float64) int {
	if _, ok := m.Board().(view.Charts); !ok {
		return -1
	}
	return l.ChartTabAt(x, y, len(m.Chart().Tabs))
}
