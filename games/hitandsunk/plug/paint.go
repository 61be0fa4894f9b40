//go:build !headless

package plug

import "floorfall/games/hitandsunk/hnspaint"

// painter paints Hit and Sunk's boards in the window.
var painter = hnspaint.Paint
