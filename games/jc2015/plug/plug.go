// Package plug registers JavaChallenge2015 with floorfall, from one call: its
// rules (package jc2015), its view (jcview) and, in a build with the window,
// its painter (jcpaint: paint.go; a build without it, -tags headless, has
// none and no Ebitengine: headless.go). Package games/all imports it.
package plug

import (
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcview"
	"floorfall/view"
)

func init() { view.Register(jc2015.Game{}, jcview.New, painter) }
