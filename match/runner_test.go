package match

import (
	"context"
	"strconv"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/games/jc2015/engine"
)

// A Runner steps a match one turn a call; between calls nobody is asked
// (a paused match asks no bot), and its file is a valid replay at every
// step.
func TestRunnerSteps(t *testing.T) {
	var players [engine.NumPlayers]*seatPlayer
	cfg := jcConfig(9, 20)
	for i := range cfg.Seats {
		p := &seatPlayer{}
		players[i] = p
		cfg.Seats[i] = Seat{Name: "p" + strconv.Itoa(i), Command: "inside", Start: func() (bot.Player, error) { return p, nil }}
	}
	r, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for turn := range 6 {
		asked := 0
		for _, p := range players {
			asked += len(p.asked)
		}
		if asked != turn {
			t.Fatalf("before turn %d, %d questions asked", turn, asked)
		}
		tt, ok := r.Next(context.Background())
		if !ok || tt.Number != turn || len(tt.Records) != 1 || tt.Records[0].Turn != turn || tt.Records[0].Seat != turn%4 || len(tt.Failed) != 0 {
			t.Fatalf("turn %d: %v %+v", turn, ok, tt)
		}
		if r.Match().Turn() != turn+1 {
			t.Fatalf("after turn %d the match is at turn %d", turn, r.Match().Turn())
		}
		if f := fileOf(r.Replay()); len(f.Commands) != turn+1 {
			t.Fatalf("after turn %d the file has %d commands", turn, len(f.Commands))
		}
	}
}

// A match forked from turn T of another has the same placement and the
// parent's first T commands, then its own; its bots are fresh, first fed
// the input of each of their turns before T (their answers thrown away:
// the parent's commands stand, and no turn before T is recorded), then
// asked at turn T with the state the parent had there.
func TestRunnerFork(t *testing.T) {
	prep := jcParent(t)
	parent := fileOf(prep)
	const at = 21
	fresh := &seatPlayer{}
	cfg := jcConfig(0, 0)
	var err error
	if cfg.From, err = prep.At(at); err != nil {
		t.Fatal(err)
	}
	cfg.Seats[at%4] = Seat{Name: "fresh", Command: "inside", Start: func() (bot.Player, error) { return fresh, nil }}
	child, err := playFile(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i := range at {
		if child.Commands[i] != parent.Commands[i] {
			t.Fatalf("turn %d: %s, the parent had %s", i, string(child.Commands[i]), string(parent.Commands[i]))
		}
	}
	if child.Initial != parent.Initial || len(child.Commands) <= at {
		t.Fatalf("child: %d commands, initial %v (parent %v)", len(child.Commands), child.Initial, parent.Initial)
	}
	const earlier = at / 4 // seat 1's turns 1, 5, ... 17
	if len(fresh.asked) <= earlier {
		t.Fatalf("the fresh bot was asked %d times, want its %d earlier turns and then some", len(fresh.asked), earlier)
	}
	for k := range earlier {
		want, err := prep.Input(nil, 4*k+at%4, at%4, nil)
		if err != nil || fresh.asked[k] != string(want) {
			t.Fatalf("the fresh bot's input %d:\n%s\nwant the parent's of turn %d (%v):\n%s", k, fresh.asked[k], 4*k+at%4, err, want)
		}
	}
	s, _ := engine.NewGame(parent.Initial, 100)
	for _, c := range parent.Commands[:at] {
		engine.Step(s, engine.Action{Reply: c.String()})
	}
	if want := engine.Input(s, engine.XY); fresh.asked[earlier] != want {
		t.Errorf("first live input of the fork:\n%s\nwant the parent's state at turn %d:\n%s", fresh.asked[earlier], at, want)
	}
	if recs := child.Meta.Turns; len(recs) == 0 || recs[0].Turn != at {
		t.Errorf("the fork's first record: %+v, want turn %d's", recs[:min(1, len(recs))], at)
	}

	if _, err := prep.At(len(parent.Commands)); err == nil {
		t.Error("a fork at the end of a finished game was made")
	}
}

// scripted is a seat whose player answers the letters of script in turn,
// then N.
func scripted(script string) func() (bot.Player, error) {
	return func() (bot.Player, error) { return &scriptPlayer{script: script}, nil }
}

type scriptPlayer struct {
	seatPlayer
	script string
	n      int
}

func (p *scriptPlayer) Ask(string) bot.Reply {
	c := "N"
	if p.n < len(p.script) {
		c = p.script[p.n : p.n+1]
	}
	p.n++
	return bot.Reply{Line: c, OK: true, Took: time.Microsecond}
}
