//go:build !headless

package plug

import "floorfall/games/jc2015/jcpaint"

// painter paints JavaChallenge2015's boards in the window.
var painter = jcpaint.Paint
