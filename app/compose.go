//go:build !js

package app

import "floorfall/view"

// A person's seat on a game whose answer is composed (view.Composer): the
// keys, clicks on the board and the buttons of their box add to a draft
// the game keeps and shows, Enter (or the send button) sends it.

// composer is the board of the live match if m, the match shown, is it,
// the person composes their answer on it and the match waits for them;
// nil otherwise.
func (ls *lives) composer(m *view.Match) view.Composer {
	lv := ls.on(m)
	if lv == nil || lv.human == nil || lv.yours == nil {
		return nil
	}
	c, _ := lv.m.Board().(view.Composer)
	return c
}

// compose hands key to the person's draft: the answer it sends is played,
// else what they are shown is made anew.
func (lv *live) compose(c view.Composer, key string) {
	ans, sent := c.Compose(lv.seat, key)
	if sent && lv.human.Play(ans) {
		lv.yours = nil
		return
	}
	lv.showYours()
}

// composeClick takes a click at pixel (x, y) on ms, laid out by l, for
// the person's draft: on a button of their box, or on the board (alt:
// Shift or the right button); it reports whether it took it.
func (ls *lives) composeClick(ms *matchScreen, l *view.Layout, x, y float64, alt bool) bool {
	c := ls.composer(ms.m)
	if c == nil {
		return false
	}
	lv := ls.lv
	rs := l.YoursButtons(len(lv.buttons))
	for k, r := range rs {
		if r.In(x, y) {
			if !alt {
				lv.compose(c, lv.buttons[k].Key)
			}
			return true
		}
	}
	if n := len(rs); n > 0 {
		// Between the buttons: nothing (not the card under the box).
		top, end := rs[0], rs[n-1]
		if (view.Rect{X: top.X, Y: top.Y, W: l.Panel.X + l.Panel.W - top.X, H: end.Y + end.H - top.Y}).In(x, y) {
			return true
		}
	}
	zl := ms.boardLayout(l)
	if !zl.View.In(x, y) || !zl.Board.In(x, y) {
		return false
	}
	c.ComposeAt(lv.seat, (x-zl.Board.X)/zl.Square, (y-zl.Board.Y)/zl.Square, alt)
	lv.showYours()
	return true
}

// showYours makes what the person is shown anew: the game's picture of
// their turn, the keys, the buttons.
func (lv *live) showYours() {
	b := lv.m.Board()
	lv.yours, lv.yoursAt, lv.keys = nil, lv.m.Turns(), ""
	if pl, ok := b.(view.Playable); ok {
		lv.yours, lv.keys = pl.Yours(lv.seat), pl.Keys(lv.seat)
	}
	lv.buttons = nil
	if c, ok := b.(view.Composer); ok {
		lv.buttons = c.Buttons(lv.seat)
	}
}
