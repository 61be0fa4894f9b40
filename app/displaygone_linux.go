package app

import (
	"fmt"
	"os"
	"sync"

	"github.com/ebitengine/purego"
)

// Xlib ends the process in silence (exit status 1) when the X server goes
// away under the window: the handler Xlib calls then (XSetIOErrorHandler)
// is made floorfall's, which saves a live match's replay and says why the
// window went before exiting. Ebitengine's X11 code is loaded through
// purego, so libX11 is opened the same way; where it is not there (a
// Wayland-only system) nothing is set.
var displayGone struct {
	once sync.Once
	a    *app
	cb   uintptr
}

// watchDisplay has a's live match saved and a message printed if the
// display goes away under the window.
func watchDisplay(a *app) {
	displayGone.a = a
	displayGone.once.Do(func() {
		lib, err := purego.Dlopen("libX11.so.6", purego.RTLD_LAZY|purego.RTLD_GLOBAL)
		if err != nil {
			return
		}
		sym, err := purego.Dlsym(lib, "XSetIOErrorHandler")
		if err != nil {
			return
		}
		var set func(handler uintptr) uintptr
		purego.RegisterFunc(&set, sym)
		displayGone.cb = purego.NewCallback(func(display uintptr) uintptr {
			lostDisplay(displayGone.a)
			return 0 // not reached: lostDisplay exits
		})
		set(displayGone.cb)
	})
}

// lostDisplay saves a's live match, says the display went away and exits
// with status 1.
func lostDisplay(a *app) {
	if a != nil {
		a.endLive() // what was played is saved; the program is told where
	}
	fmt.Fprintf(os.Stderr, "floorfall: the display %s went away (its X server ended): the window is gone\n", os.Getenv("DISPLAY"))
	os.Exit(1)
}
