// Package plug registers Ants with floorfall, from one call: its
// rules (package ants), its view (antsview) and, in a build with the window,
// its painter (antspaint: paint.go; a build without it, -tags headless, has
// none and no Ebitengine: headless.go). Package games/all imports it.
package plug

import (
	"floorfall/games/ants"
	"floorfall/games/ants/antsview"
	"floorfall/view"
)

func init() { view.Register(ants.Game{}, antsview.New, painter) }
