//go:build !linux

package app

// watchDisplay does nothing here: only Xlib ends the process in silence
// when its display goes away.
func watchDisplay(*app) {}
