package app

import (
	"testing"

	"floorfall/render"
	"floorfall/render/painttest"
	"floorfall/show"
	"floorfall/view"
)

// A presentation's screenshot shows the speed it plays at: the standings
// page writes it in a corner, legibly; a match's status line says it.
func TestPresentShotShowsSpeed(t *testing.T) {
	two := view.SpeedIndex(2)
	a := newShotApp(show.Shot{Present: true, Speed: two, Results: devResults(), ResultsDirs: []string{"league"}}, 1280, 720, 1, nil)
	cs, ok := a.scr.shown.(*cardScreen)
	if !ok {
		t.Fatalf("the screen is %T, not the standings page", a.scr.shown)
	}
	sv, ok := cs.s.(*render.StandingsView)
	if !ok || sv.Speed != "2x" {
		t.Fatalf("standings page %+v: speed not 2x", cs.s)
	}
	found := false
	for _, m := range painttest.TextsIn(t, &render.Frame{Screen: sv}, a.surf.l, view.Rect{W: 1280, H: 720}) {
		if m.S == "2x" {
			found = true
			if m.Size < view.SmallType*a.surf.l.U {
				t.Errorf("the speed is %.1f px", m.Size)
			}
		}
	}
	if !found {
		t.Error("the standings page does not show the speed")
	}
	if speedText(view.SpeedIndex(0.25)) != "0.25x" {
		t.Errorf("speedText: %q", speedText(view.SpeedIndex(0.25)))
	}
}
