//go:build !js

package app

import "github.com/hajimehoshi/ebiten/v2"

// page is the web page the viewer runs in, in a build for the web
// (page_js.go); the window has none.
type page struct{}

func (*page) hook(*app) {}
func (*page) tick(*app) {}
func (*page) drawn()    {}

// pageWake wakes the web page's loop (page_js.go).
func pageWake() {}

// setPace runs the loop at vsync while something moves; while nothing
// does, Ebitengine runs a frame only on input or a Wake.
func setPace(busy bool) {
	if busy {
		ebiten.SetVsyncEnabled(true)
	} else {
		//lint:ignore SA1019 SetScreenClearedEveryFrame(false) alone still wakes the loop 60 times a second.
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	}
}
