//go:build headless

package plug

import "floorfall/view"

// painter: a build without the window paints nothing.
var painter view.Painter
