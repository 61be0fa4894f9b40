package app

import "time"

// overlays are what goes over the screen shown: the help, the message;
// and the name a screenshot of a page other than a match's is saved
// under.
type overlays struct {
	help help    // the help over the screen
	msg  message // a message over the screen
	// shotAs, when set, is what F12 asked a screenshot of on a screen
	// other than a match's (a title card, the standings, the results), for
	// the file's name.
	shotAs string
	// changed: a message was shown since the last tick (see update).
	changed bool
}

// message shows text at the top: an error stays until dismissed, other
// messages go after a few seconds.
func (o *overlays) message(text string, alert bool) {
	o.msg = message{text: text, alert: alert}
	if !alert {
		o.msg.until = time.Now().Add(4 * time.Second)
	}
	o.changed = true
}

// say shows text as a message that is not an alert; "" says nothing.
func (o *overlays) say(text string) {
	if text != "" {
		o.message(text, false)
	}
}

// dismiss hides the help if it is shown, else clears the message if
// there is one, and reports whether it did either (Esc).
func (o *overlays) dismiss() bool {
	switch {
	case o.help.shown:
		o.help.shown = false
	case o.msg.text != "":
		o.msg.text = ""
	default:
		return false
	}
	return true
}

// page carries out the keys every page has (the standings, a title
// card): the help, fullscreen, and F12, which saves a screenshot named
// after shot; it reports whether act was one of them.
func (o *overlays) page(act action, win window, shot string) bool {
	switch act {
	case actScreenshot:
		o.shotAs = shot
	case actHelp:
		o.help.shown = !o.help.shown
	case actFullscreen:
		win.ToggleFullscreen()
	default:
		return false
	}
	return true
}

// update takes the time now and reports whether what is over the screen
// changed since: a message shown or gone.
func (o *overlays) update(now time.Time) bool {
	changed := o.msg.expire(now) || o.changed
	o.changed = false
	return changed
}
