package jcview

import (
	"encoding/json"
	"os"
	"testing"
	"time"

	"floorfall/games/jc2015"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/fixtures"
	"floorfall/replay"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// The input the panel shows is the official server's exact text for that
// turn (every turn of an official game), for the player's own turn at or
// before the shown one.
func TestDebugInputIsOfficial(t *testing.T) {
	m := trace(t, "trace_003.json")
	data, err := os.ReadFile(fixtures.Path("jc2015", "traces", "trace_003.json"))
	if err != nil {
		t.Fatal(err)
	}
	var tr struct {
		Inputs []string `json:"inputs"`
	}
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatal(err)
	}
	for turn := range m.Turns() {
		if got := m.Input(turn, (turn)%4); got != tr.Inputs[turn] {
			t.Fatalf("turn %d: input\n%s\nwant\n%s", turn, got, tr.Inputs[turn])
		}
	}
	d := view.BuildDebug(m, 2, 13) // player 2's turn at or before 13 is 10
	if d.Turn != 10 || d.Input != tr.Inputs[10] || d.Asked {
		t.Errorf("player 2 at 13: turn %d, asked %v", d.Turn, d.Asked)
	}
	if d := view.BuildDebug(m, 3, 2); d.Turn != -1 || d.Input != "" {
		t.Errorf("player 3 before its first turn: %+v", d)
	}
}

func TestPlayerTurn(t *testing.T) {
	for _, tc := range []struct{ i, t, want int }{{0, 0, 0}, {1, 0, -1}, {1, 1, 1}, {1, 4, 1}, {1, 5, 5}, {3, 10, 7}, {2, 1000, 998}} {
		if got := PlayerTurn(tc.i, tc.t); got != tc.want {
			t.Errorf("PlayerTurn(%d, %d) = %d, want %d", tc.i, tc.t, got, tc.want)
		}
	}
}

// recordedMatch plays a short game whose answers were recorded: player 1
// answers "go left" (invalid) once and times out later.
func recordedMatch(t *testing.T) *view.Match {
	t.Helper()
	p := engine.Placement{
		{Square: engine.Square{X: 1, Y: 1}, Facing: engine.Right},
		{Square: engine.Square{X: 9, Y: 1}, Facing: engine.Down},
		{Square: engine.Square{X: 10, Y: 10}, Facing: engine.Up},
		{Square: engine.Square{X: 0, Y: 17}, Facing: engine.Up},
	}
	s, _ := engine.NewGame(p, 12)
	states := []engine.State{*s}
	var events []engine.Events
	var recs []replay.TurnRecord
	for turn := range 12 {
		a := engine.Action{Reply: "N"}
		switch turn {
		case 0:
			a.Reply = "A"
		case 1:
			a.Reply = "go left"
		case 9:
			a = engine.Action{Missing: engine.CauseTimeout}
		}
		if turn%4 != 3 { // player 3 has no bot
			recs = append(recs, replay.TurnRecord{Turn: turn, Reply: a.Reply, Took: time.Duration(turn+1) * time.Millisecond, Stderr: "turn " + string(rune('0'+turn%10)) + "\n"})
		} else {
			a = engine.Action{Missing: engine.CauseNoBot}
		}
		events = append(events, engine.Step(s, a))
		states = append(states, *s)
	}
	meta := &jcreplay.Meta{Coords: "rc", Meta: replay.Meta{Turns: recs, Players: make([]replay.PlayerMeta, engine.NumPlayers)}}
	meta.Players[1] = replay.PlayerMeta{Name: "slow", Status: replay.StatusTimeout, StatusTurn: 9}
	meta.Players[3] = replay.PlayerMeta{Name: "absent", Status: replay.StatusNotReady, StatusTurn: -1}
	f := jcreplay.FromGame(p, events, meta)
	return viewtest.Match(t, jc2015.NewReplay(&jcreplay.Timeline{File: f, States: states, Events: events, Falls: f.Meta.Result.Falls}), "recorded")
}

// The panel shows the raw answer, its time, stderr, and what was taken,
// why and whose doing that is (a refused answer or none in time the
// bot's, waiting the rules'); the input follows the match's coordinate
// order.
func TestDebugRecords(t *testing.T) {
	m := recordedMatch(t)
	d := view.BuildDebug(m, 1, 2)
	if !d.Asked || d.Turn != 1 || d.Reply != "go left" || d.Took != 2*time.Millisecond || d.Stderr != "turn 1\n" ||
		d.Taken != "N" || d.Why != "invalid answer" || d.Fault != view.BotFault {
		t.Errorf("player 1 turn 1: %+v", d)
	}
	if want := engine.Input(&jb(m).States[1], engine.RowCol); d.Input != want {
		t.Errorf("input in the match's order (rc):\n%s\nwant\n%s", d.Input, want)
	}
	if d := view.BuildDebug(m, 0, 4); d.Taken != "N" || d.Why != "waiting after its attack" || d.Fault != view.NoFault {
		t.Errorf("player 0 turn 4: %+v", d)
	}
	if d := view.BuildDebug(m, 2, 2); d.Taken != "N" || d.Why != "" || d.Fault != view.NoFault {
		t.Errorf("player 2 turn 2, its answer taken: %+v", d)
	}
	if d := view.BuildDebug(m, 1, 9); d.Why != "timeout" || d.Fault != view.BotFault {
		t.Errorf("player 1 turn 9: %+v", d)
	}
	if d := view.BuildDebug(m, 3, 11); d.Asked || d.Why != "no bot (not-ready)" || d.Fault != view.NoBot {
		t.Errorf("player 3: %+v", d)
	}
	// A player fallen is out of the game: nothing is taken, by the rules.
	if d := view.BuildDebug(scenario(t), 1, 5); d.Taken != "—" || d.Why != "fallen" || d.Fault != view.NoFault {
		t.Errorf("player 1 after its fall: %+v", d)
	}
	r := m.Replies(1)
	if len(r.Turns) != 3 || r.Turns[2] != 9 || r.Worst != 10*time.Millisecond {
		t.Errorf("replies of player 1: %+v", r)
	}
	notes := m.Notes()
	kinds := map[view.NoteKind]int{}
	for _, n := range notes {
		kinds[n.Kind]++
	}
	if kinds[view.NoteMark] != 1 || kinds[view.NoteInvalid] != 1 || kinds[view.NoteTimeout] != 1 {
		t.Errorf("notes %+v", notes)
	}
	if view.NextNote(notes, 0) != 1 || view.NextNote(notes, 1) != 9 || view.PrevNote(notes, 9) != 1 || view.NextNote(notes, 11) != -1 || view.PrevNote(notes, 0) != -1 {
		t.Errorf("next/prev over %+v", notes)
	}
}

// An attack that sets no block counting down (towards the edge) is no
// event of note: ] does not stop on it (issue 14).
func TestEmptyAttackIsNoNote(t *testing.T) {
	p := engine.Placement{
		{Square: engine.Square{X: 1, Y: 1}, Facing: engine.Left}, // block (0,0): nothing to its left
		{Square: engine.Square{X: 10, Y: 1}, Facing: engine.Down},
		{Square: engine.Square{X: 10, Y: 10}, Facing: engine.Up},
		{Square: engine.Square{X: 1, Y: 16}, Facing: engine.Up},
	}
	cmds := []engine.Command{'A', 'N', 'N', 'A', 'N', 'N', 'N', 'N'}
	m, err := play("empty attack", p, 40, cmds, []view.Seat{})
	if err != nil {
		t.Fatal(err)
	}
	if ev := jb(m).Events[0]; ev.Attack == nil || len(ev.Attack.Scheduled) != 0 {
		t.Fatalf("turn 0 is not an attack that sets nothing: %+v", ev.Attack)
	}
	notes := m.Notes()
	for _, n := range notes {
		if n.Turn == 0 {
			t.Errorf("the empty attack is a note: %+v", n)
		}
	}
	// Player 3's attack up from block (0,2) sets blocks (0,1) and (0,0).
	if view.NextNote(notes, -1) != 3 {
		t.Errorf("] from the start goes to turn %d, want 3 (the attack that sets blocks): %+v", view.NextNote(notes, -1), notes)
	}
}
