//go:build !headless

package plug

import "floorfall/games/tenka1/tenkapaint"

// painter paints Tenka1 2022's boards in the window.
var painter = tenkapaint.Paint
