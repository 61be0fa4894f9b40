// Package plug registers Hit and Sunk with floorfall, from one call: its
// rules (package hitandsunk), its view (hnsview) and, in a build with the window,
// its painter (hnspaint: paint.go; a build without it, -tags headless, has
// none and no Ebitengine: headless.go). Package games/all imports it.
package plug

import (
	"floorfall/games/hitandsunk"
	"floorfall/games/hitandsunk/hnsview"
	"floorfall/view"
)

func init() { view.Register(hitandsunk.Game{}, hnsview.New, painter) }
