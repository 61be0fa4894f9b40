// Package plug registers Connect Four with floorfall, from one call: its
// rules (package connectfour), its view (c4view) and, in a build with the
// window, its painter (c4paint: paint.go; a build without it, -tags
// headless, has none and no Ebitengine: headless.go). Only the example's
// tests import it: floorfall itself does not list Connect Four.
package plug

import (
	"floorfall/examples/connectfour"
	"floorfall/examples/connectfour/c4view"
	"floorfall/view"
)

func init() { view.Register(connectfour.Game{}, c4view.New, painter) }
