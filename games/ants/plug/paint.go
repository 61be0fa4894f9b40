//go:build !headless

package plug

import "floorfall/games/ants/antspaint"

// painter paints Ants's boards in the window.
var painter = antspaint.Paint
