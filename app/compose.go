package app

import "floorfall/view"

// A person's seat on a game whose answer is composed (view.Composer): the
// keys, clicks on the board and the buttons of their box add to a draft
// the game keeps and shows, Enter (or the send button) sends it.

// composer is the board of the live match on screen if the person
// composes their answer on it and the match waits for them; nil
// otherwise.
func (a *app) composer() view.Composer {
	lv := a.live.lv
	if !a.liveShown() || lv.human == nil || lv.yours == nil {
		return nil
	}
	c, _ := lv.m.Board().(view.Composer)
	return c
}

// compose hands key to the person's draft: the answer it sends is played,
// else what they are shown is made anew.
func (a *app) compose(c view.Composer, key string) {
	lv := a.live.lv
	ans, sent := c.Compose(lv.seat, key)
	if sent && lv.human.Play(ans) {
		lv.yours = nil
		return
	}
	lv.showYours()
	a.surf.dirty = true
}

// composeClick takes a click at pixel (x, y) for the person's draft: on a
// button of their box, or on the board (alt: Shift or the right button);
// it reports whether it took it.
func (a *app) composeClick(x, y float64, alt bool) bool {
	c := a.composer()
	if c == nil {
		return false
	}
	lv := a.live.lv
	rs := a.surf.l.YoursButtons(len(lv.buttons))
	for k, r := range rs {
		if r.In(x, y) {
			if !alt {
				a.compose(c, lv.buttons[k].Key)
			}
			return true
		}
	}
	if n := len(rs); n > 0 {
		// Between the buttons: nothing (not the card under the box).
		top, end := rs[0], rs[n-1]
		if (view.Rect{X: top.X, Y: top.Y, W: a.surf.l.Panel.X + a.surf.l.Panel.W - top.X, H: end.Y + end.H - top.Y}).In(x, y) {
			return true
		}
	}
	zl := a.scr.match.boardLayout(&a.surf.l)
	if !zl.View.In(x, y) || !zl.Board.In(x, y) {
		return false
	}
	c.ComposeAt(lv.seat, (x-zl.Board.X)/zl.Square, (y-zl.Board.Y)/zl.Square, alt)
	lv.showYours()
	a.surf.dirty = true
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
