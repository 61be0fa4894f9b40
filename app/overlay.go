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

// follow makes the rows of the help shown again for mode m, a person's
// keys k and board b, if they were made for others.
func (h *help) follow(m mode, k string, b any) {
	if h.shown && (h.rows == nil || m != h.mode || k != h.keys || b != h.board) {
		h.rows, h.mode, h.keys, h.board = helpRows(m, k, b), m, k, b
	}
}

// toggleHelp shows or hides the help; while it covers the board a replay
// is paused, and plays on when it goes.
func (a *app) toggleHelp() {
	a.over.help.shown = !a.over.help.shown
	ms := &a.scr.match
	if ms.pb == nil || a.live.on(ms.m) != nil {
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

// message is the text at the top of the window.
type message struct {
	text  string
	alert bool      // an error: it stays until dismissed
	until time.Time // when it goes; zero for errors
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
