//go:build !headless

package plug

import "floorfall/examples/connectfour/c4paint"

// painter paints Connect Four's boards in the window.
var painter = c4paint.Paint
