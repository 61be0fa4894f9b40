package jcreplay

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

func itoa(i int) string { return strconv.Itoa(i) }

func st(x, y int, d engine.Dir) engine.Start {
	return engine.Start{Square: engine.Square{X: x, Y: y}, Facing: d}
}

// equalFiles compares two files.
func equalFiles(a, b *File) bool { return reflect.DeepEqual(a, b) }

// official builds the JSON of an official replay file.
func official(winner int, p engine.Placement, cmds string) string {
	var b strings.Builder
	b.WriteString(`{"log": [], "winner": ` + itoa(winner) + `, "replay": {"initial": [`)
	for i, s := range p {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(`["` + itoa(s.X) + `", "` + itoa(s.Y) + `", "` + s.Facing.String() + `"]`)
	}
	b.WriteString(`], "commands": [`)
	for i := range len(cmds) {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(`"` + cmds[i:i+1] + `"`)
	}
	b.WriteString("]}}")
	return b.String()
}

// allFallen is a game in which the last players fall in the same turn:
// player 0 attacks right (the blocks with 1, then with 2 and 3), player 1
// attacks back left at player 0's block. Player 1 falls after turn 3, player 0
// after turn 4, players 2 and 3 (corners of one block) together after turn 7.
var allFallen = engine.Placement{st(0, 0, 'R'), st(3, 2, 'L'), st(6, 0, 'D'), st(8, 2, 'U')}

const allFallenCmds = "AANNNNNN" // 8 turns

// sampleMeta is the meta of sampleGame before it is played.
func sampleMeta(seed int64, limit int) *Meta {
	return &Meta{Coords: string(engine.XY), Meta: replay.Meta{
		Format: replay.FormatVersion, Floorfall: "0.1.0-test", Seed: &seed, TurnLimit: limit,
		Players: []replay.PlayerMeta{
			{Name: "hunter", Command: "floorfall bot hunter", Status: replay.StatusOK, StatusTurn: -1},
			{Name: "walker", Command: "python3 walker.py", Status: replay.StatusTimeout, StatusTurn: 9, Detail: "no answer in 100ms"},
			{Name: "sleepy", Command: "./sleepy", Status: replay.StatusNotReady, StatusTurn: -1, Detail: "no READY in 1000ms"},
			{Name: "crash", Command: "java -jar crash.jar", Status: replay.StatusExited, StatusTurn: 62, Detail: "exit status 1"},
		},
	}}
}

// replies are the raw lines the sample bots answer, odd ones included.
var replies = []string{"U", "D", "L", "R", "A", "N", " U", "A ", "\tL", "UU", "u", "", "NONE", "READY", "R please", "D\r"}

// sampleGame plays a game from a seed with four scripted bots as a runner
// would (see sampleMeta), recording every answer in meta.Turns.
func sampleGame(seed int64, limit int) (engine.Placement, []engine.Events, *Meta) {
	m := sampleMeta(seed, limit)
	p := engine.RandomPlacement(seed)
	s, err := engine.NewGame(p, limit)
	if err != nil {
		panic(err)
	}
	r := rand.New(rand.NewPCG(uint64(seed), 7))
	var evs []engine.Events
	for !s.Over {
		t, actor := s.Turn, s.Acting()
		pm := m.Players[actor]
		var a engine.Action
		switch {
		case s.Players[actor].Fallen:
		case pm.Status == replay.StatusNotReady:
			a.Missing = engine.CauseNoBot
		case pm.Status == replay.StatusTimeout && t >= pm.StatusTurn:
			a.Missing = engine.CauseTimeout
		case pm.Status == replay.StatusExited && t >= pm.StatusTurn:
			a.Missing = engine.CauseNoBot
		default:
			a.Reply = replies[r.IntN(len(replies))]
			rec := replay.TurnRecord{Turn: t, Reply: a.Reply, Took: time.Duration(r.IntN(5_000_000))}
			if r.IntN(3) == 0 {
				rec.Stderr = "turn " + itoa(t) + ": \"thinking\"\n\tété \x01 \u2028 <&>"
			}
			m.Turns = append(m.Turns, rec)
		}
		evs = append(evs, engine.Step(s, a))
	}
	return p, evs, m
}

// mustWrite writes f to bytes.
func mustWrite(t testing.TB, f *File) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, f); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func errorAs(err error, e **replay.Error) bool { return errors.As(err, e) }

func jsonUnmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }
