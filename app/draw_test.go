package app

import (
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/view"
)

// W cycles whose drawings are shown (every seat's, the debug panel's
// seat's, none); --draw sets the first; the view painted carries the
// turn's shapes and the choice.
func TestDrawingsKey(t *testing.T) {
	m, err := jc2015.Game{}.New(game.Setup{Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	m.Play([]game.Reply{{Seat: 0, Text: "N"}})
	meta := &replay.Meta{Players: make([]replay.PlayerMeta, 4), Turns: []replay.TurnRecord{{Turn: 0, Seat: 0, Draw: []string{"circle 3 4 2 red", "say here"}}}}
	a := testAppWith(t, show.Window{Draw: view.DrawSeat(1)})
	a.show(m.Replay(meta), "", "")
	a.scr.match.pb.Pause()
	a.scr.match.pb.SetPos(0)
	run(t, a, &Input{})
	v := &a.scr.match.v
	if v.Draw != view.DrawSeat(1) || v.Drawings == nil || len(v.Drawings.Shapes) != 1 || v.HUD.Cards[0].Say != "here" {
		t.Fatalf("--draw 1: %v, drawings %+v, card says %q", v.Draw, v.Drawings, v.HUD.Cards[0].Say)
	}
	for _, want := range []view.DrawSeats{view.DrawAll, view.DrawDebug, view.DrawNone, view.DrawAll} {
		run(t, a, &Input{Chars: []rune("w")})
		if v.Draw != want || !strings.HasPrefix(a.over.msg.text, "drawings: ") {
			t.Fatalf("W: %v, want %v (message %q)", v.Draw, want, a.over.msg.text)
		}
		if (v.Drawings == nil) != (want == view.DrawNone) {
			t.Errorf("W to %v: drawings %v", want, v.Drawings)
		}
	}
	found := false
	for _, r := range helpRows(modeReplay, "", nil) {
		found = found || r[0] == "W" && strings.Contains(r[1], "drew")
	}
	if !found {
		t.Error("the help has no W")
	}
}
