package app

import "time"

// help is the help over the screen: the keys in force.
type help struct {
	shown bool
	rows  [][2]string // the keys in force, for mode and keys
	mode  mode
	keys  string // the game's line of a person's keys, "" for none
	board any    // the board shown (view.Board), nil for none: its keys
}

// toggleHelp shows or hides the help; while it covers the board a replay
// is paused, and plays on when it goes.
func (a *app) toggleHelp() {
	a.over.help.shown = !a.over.help.shown
	ms := &a.scr.match
	if ms.pb == nil || a.liveShown() {
		return
	}
	if a.over.help.shown && ms.pb.Playing() {
		ms.pb.Pause()
		ms.helpPaused = true
	} else if !a.over.help.shown && ms.helpPaused {
		ms.pb.Play()
		ms.helpPaused = false
	}
}

// seatKeys is the game's line telling the person at the keyboard their
// keys, "" when nobody plays a seat.
func (a *app) seatKeys() string {
	if lv := a.live.lv; lv != nil && lv.human != nil {
		return lv.keys
	}
	return ""
}

// message is the text at the top of the window.
type message struct {
	text  string
	alert bool      // an error: it stays until dismissed
	until time.Time // when it goes; zero for errors
}

// message shows text at the top: an error stays until dismissed, other
// messages go after a few seconds.
func (a *app) message(text string, alert bool) {
	a.over.msg = message{text: text, alert: alert}
	if !alert {
		a.over.msg.until = time.Now().Add(4 * time.Second)
	}
	a.surf.dirty = true
}

// expire takes the message away once its time is up, and reports whether
// it did.
func (m *message) expire(now time.Time) bool {
	if m.until.IsZero() || !now.After(m.until) {
		return false
	}
	m.text, m.until = "", time.Time{}
	return true
}

// boardShown is the board of the match shown (a view.Board), nil for none.
func (a *app) boardShown() any {
	if a.scr.match.m == nil {
		return nil
	}
	return a.scr.match.m.Board()
}
