package app

import (
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/tenka1"
	"floorfall/games/tenka1/tenkaview"
	"floorfall/replay"
)

// showCube shows a Tenka1 match of 20 turns, paused at turn 10.
func showCube(t *testing.T, a *app) {
	t.Helper()
	m, err := tenka1.Game{}.New(game.Setup{Seats: 6})
	if err != nil {
		t.Fatal(err)
	}
	for turn := range 20 {
		var rs []game.Reply
		for s := range 6 {
			rs = append(rs, game.Reply{Seat: s, Text: string(rune('0' + (turn+s)%4))})
		}
		m.Play(rs)
	}
	a.show(m.Replay(&replay.Meta{Players: make([]replay.PlayerMeta, 6)}), "", "cube.json")
	a.scr.match.pb.Pause()
	a.scr.match.pb.SetPos(10)
	run(t, a, &Input{})
}

// A drag that starts on a board that turns turns it, following the
// mouse, and leaves the playback where it was; V shows the next view
// and says which.
func TestDragTurnsTheBoard(t *testing.T) {
	a := testApp(t)
	showCube(t, a)
	cam := func() tenkaview.Camera { return a.scr.match.fr.Board.(*tenkaview.Frame).Cam }
	before := cam()
	bd := a.surf.l.Board
	x, y := bd.X+bd.W/2, bd.Y+bd.H/2
	run(t, a, click(x, y))
	run(t, a, &Input{X: x + 60, Y: y + 20, Held: true})
	mid := cam()
	run(t, a, &Input{X: x + 120, Y: y + 20, Held: true})
	after := cam()
	if !(mid.Yaw != before.Yaw && after.Yaw != mid.Yaw && mid.Pitch != before.Pitch) {
		t.Fatalf("the cube did not follow the drag: %+v %+v %+v", before, mid, after)
	}
	run(t, a, &Input{X: x + 200, Y: y + 20}) // released
	run(t, a, &Input{X: x + 300, Y: y + 90})
	if cam() != after || a.scr.match.turning() {
		t.Fatalf("the cube turned after the button was released: %+v", cam())
	}
	if a.scr.match.pb.Pos() != 10 {
		t.Errorf("the drag moved the playback to %v", a.scr.match.pb.Pos())
	}
	run(t, a, &Input{Chars: []rune("v")})
	if v := a.scr.match.fr.Board.(*tenkaview.Frame).View; v != tenkaview.Pair || !strings.Contains(a.over.msg.text, "pair") {
		t.Fatalf("V: view %d, message %q", v, a.over.msg.text)
	}
}
