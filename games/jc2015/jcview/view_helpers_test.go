package jcview

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"

	"floorfall/games/jc2015"
	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/internal/fixtures"
	"floorfall/replay"
	"floorfall/view"
)

// scenario is a small game with every kind of event:
//
//	turn 0: P0 at (1,1) facing R attacks: blocks (1,0)..(5,0) count down
//	turn 1: P1 at (5,1) waits (N); turn 2: P2 moves L (blocked? no: moves)
//	turn 3: P3 at (0,17) moves L: blocked by the edge
//	end of turn 3: block (1,0) falls with P1 on it, dropped by P0
//	end of turn 22: block (1,0) stands again
func scenario(t *testing.T) *view.Match {
	t.Helper()
	p := engine.Placement{
		{Square: engine.Square{X: 1, Y: 1}, Facing: engine.Right},
		{Square: engine.Square{X: 5, Y: 1}, Facing: engine.Down},
		{Square: engine.Square{X: 10, Y: 10}, Facing: engine.Up},
		{Square: engine.Square{X: 0, Y: 17}, Facing: engine.Up},
	}
	cmds := []engine.Command{'A', 'N', 'L', 'L'}
	for len(cmds) < 40 {
		cmds = append(cmds, 'N')
	}
	m, err := play("scenario", p, 40, cmds, []view.Seat{{Name: "Alice"}, {}, {Name: "ボブ"}, {Name: "Dee", Status: "timeout", StatusTurn: 7, Detail: "no answer in 100ms"}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// trace plays an official trace's answers with the engine.
func trace(t testing.TB, name string) *view.Match {
	t.Helper()
	data, err := os.ReadFile(fixtures.Path("jc2015", "traces", name))
	if err != nil {
		t.Fatal(err)
	}
	var tr struct {
		MaxTurn int       `json:"maxTurn"`
		Sent    []*string `json:"sent"`
		Replay  struct {
			Replay struct {
				Initial [4][3]string `json:"initial"`
			} `json:"replay"`
		} `json:"officialReplay"`
	}
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatal(err)
	}
	var p engine.Placement
	for i, in := range tr.Replay.Replay.Initial {
		x, _ := strconv.Atoi(in[0])
		y, _ := strconv.Atoi(in[1])
		p[i] = engine.Start{Square: engine.Square{X: x, Y: y}, Facing: engine.Dir(in[2][0])}
	}
	s, err := engine.NewGame(p, tr.MaxTurn)
	if err != nil {
		t.Fatal(err)
	}
	states := []engine.State{*s}
	var events []engine.Events
	for _, line := range tr.Sent {
		if s.Over {
			break
		}
		a := engine.Action{}
		if line != nil {
			a.Reply = *line
		}
		events = append(events, engine.Step(s, a))
		states = append(states, *s)
	}
	m, err := newTestMatch(name, states, events, []view.Seat{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// play builds a Match by playing commands from a placement with the engine.
func play(title string, p engine.Placement, turnLimit int, commands []engine.Command, seats []view.Seat) (*view.Match, error) {
	s, err := engine.NewGame(p, turnLimit)
	if err != nil {
		return nil, err
	}
	states := []engine.State{*s}
	var events []engine.Events
	for _, c := range commands {
		if s.Over {
			break
		}
		events = append(events, engine.Step(s, engine.Action{Reply: c.String()}))
		states = append(states, *s)
	}
	return newTestMatch(title, states, events, seats)
}

// newTestMatch builds the Match of a game played without a replay file
// (states[t] before turn t, events[t] of turn t): the replay package lists
// its falls, as for a replay's Timeline.
func newTestMatch(title string, states []engine.State, events []engine.Events, seats []view.Seat) (*view.Match, error) {
	var p engine.Placement
	if len(states) > 0 {
		for i, pl := range states[0].Players {
			p[i] = engine.Start{Square: pl.Square, Facing: pl.Facing}
		}
	}
	meta := &jcreplay.Meta{Meta: replay.Meta{Players: make([]replay.PlayerMeta, engine.NumPlayers)}}
	for i, st := range seats {
		meta.Players[i] = replay.PlayerMeta{Name: st.Name, Status: st.Status, StatusTurn: st.StatusTurn, Detail: st.Detail}
	}
	f := jcreplay.FromGame(p, events, meta)
	tl := &jcreplay.Timeline{File: f, States: states, Events: events, Falls: f.Meta.Result.Falls}
	return view.FromReplay(jc2015.NewReplay(tl), title)
}

// jb is the JavaChallenge2015 board of m.
func jb(m *view.Match) *Board { return m.Board().(*Board) }

// frameAt is m's board's frame at pos, still.
func frameAt(m *view.Match, pos float64) *Frame {
	var fr Frame
	jb(m).BuildFrame(pos, 0, false, &fr)
	return &fr
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// hoverAt says what is under pixel (x, y) for the frame fr: a player, a
// block, or a fall marker of the timeline (the target and its tooltip).
func hoverAt(m *view.Match, l *view.Layout, fr *Frame, x, y float64) view.Hover {
	vf := &view.Frame{Turn: fr.Turn, Shown: fr.Shown, Board: fr}
	return view.TargetAt(m, l, vf, x, y).Hover(m, fr.Shown)
}

var jcShape = view.Shape{W: 18, H: 18, Seats: 4}

// vf is the view's frame holding the board's frame fr.
func vf(fr *Frame) *view.Frame { return &view.Frame{Turn: fr.Turn, Shown: fr.Shown, Board: fr} }
