// Package plug registers Tenka1 2022 with floorfall, from one call: its
// rules (package tenka1), its view (tenkaview) and, in a build with the window,
// its painter (tenkapaint: paint.go; a build without it, -tags headless, has
// none and no Ebitengine: headless.go). Package games/all imports it.
package plug

import (
	"floorfall/games/tenka1"
	"floorfall/games/tenka1/tenkaview"
	"floorfall/view"
)

func init() { view.Register(tenka1.Game{}, tenkaview.New, painter) }
