package antsview

import (
	"strconv"
	"testing"

	"floorfall/draw"
	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/replay"
	"floorfall/view"
)

// What a bot drew in a turn is read from the replay's records into shapes
// at the map's positions: a line across the map's edge goes the shorter
// way round (its end moved off the map, the end on the map kept), a
// command off the map is left out, "say" lines go to the seat's card.
func TestDrawingsOnTheMap(t *testing.T) {
	m, err := ants.Game{}.New(game.Setup{Seats: 2, Seed: 3, Params: map[string]string{"turns": "5"}})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		m.Play([]game.Reply{{Seat: 0}, {Seat: 1}})
	}
	rows := m.(*ants.Match).State().Rows
	meta := &replay.Meta{Players: make([]replay.PlayerMeta, 2), Turns: []replay.TurnRecord{
		{Turn: 1, Seat: 0, Draw: []string{"line 0 3 " + strconv.Itoa(rows-1) + " 3", "circle 2 2 2 red", "say first", "say hello", "dot 9999 0"}},
		{Turn: 1, Seat: 1, Draw: []string{"text 4 5 mine"}},
	}}
	vm, err := view.FromReplay(m.Replay(meta), "")
	if err != nil {
		t.Fatal(err)
	}
	d := vm.Drawings(1)
	if len(d.Shapes) != 3 {
		t.Fatalf("shapes %+v, want a line, a circle and a text", d.Shapes)
	}
	line, circle, text := d.Shapes[0], d.Shapes[1], d.Shapes[2]
	if line.Kind != draw.Line || line.A != (game.Pos{0, 3}) || line.B != (game.Pos{-1, 3}) || line.BOn != (game.Pos{rows - 1, 3}) {
		t.Errorf("line %+v: want from 0,3 to -1,3 (the row %d round the edge)", line, rows-1)
	}
	if circle.Kind != draw.Circle || circle.R != 2 || !circle.Col.Set || circle.Col.R != 255 || circle.Seat != 0 {
		t.Errorf("circle %+v", circle)
	}
	if text.Kind != draw.Text || text.Seat != 1 || text.Text != "mine" || text.A != (game.Pos{4, 5}) {
		t.Errorf("text %+v", text)
	}
	if d.Say(0) != "hello" || vm.Say(1, 0) != "hello" || vm.Say(1, 1) != "" || vm.Say(2, 0) != "" {
		t.Errorf("says %q; Say(1, 0) %q", d.Says, vm.Say(1, 0))
	}
	if d := vm.Drawings(2); len(d.Shapes) != 0 {
		t.Errorf("turn 2 drew %+v", d.Shapes)
	}
	dbg := view.BuildDebug(vm, 1, 0)
	if len(dbg.Draw) != 5 {
		t.Errorf("the debug panel lists %q", dbg.Draw)
	}
}
