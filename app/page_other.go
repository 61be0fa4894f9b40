//go:build !js

package app

// page is the web page the viewer runs in, in a build for the web
// (page_js.go); the window has none.
type page struct{}

func (*page) hook(*app) {}
func (*page) tick(*app) {}
func (*page) drawn()    {}

// pageBusy and pageWake tell the web page the window's pace (page_js.go).
func pageBusy(bool) {}
func pageWake()     {}
