package jcreplay

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"time"

	"floorfall/replay"
)

// meta4 is a valid meta for base (3 turns) with players' fields in p.
func meta4(extra string, p [4]string) string {
	var b strings.Builder
	b.WriteString(`{"format": 1` + extra + `, "players": [`)
	for i, s := range p {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(`{"name": "p` + itoa(i) + `"` + s + `}`)
	}
	b.WriteString("]}")
	return withMeta(b.String())
}

func TestMetaAccepted(t *testing.T) {
	in := meta4(`, "seed": -5, "turnLimit": 3, "coords": "xy", "future": {"x": [1]}, "turns": [{"turn": 0, "seat": 0, "reply": "U"}, {"turn": 2}]`,
		[4]string{`, "status": "ok", "statusTurn": -1`, `, "status": "timeout", "statusTurn": 1`, `, "status": "not-ready", "statusTurn": 0`, `, "status": "exited", "statusTurn": 3`})
	f, err := Read(strings.NewReader(in), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	m := f.Meta
	if *m.Seed != -5 || m.TurnLimit != 3 || m.Coords != "xy" || m.Players[3].Status != replay.StatusExited || m.Players[1].StatusTurn != 1 {
		t.Errorf("meta %+v", m)
	}
	// A record without a seat is the acting player's.
	if len(m.Turns) != 2 || m.Turns[0].Seat != 0 || m.Turns[1].Seat != 2 {
		t.Errorf("records %+v", m.Turns)
	}
	// The game is over at the turn limit 3: the result is derived.
	if m.Result.Reason != "turn-limit" || m.Result.Winner != -1 || f.Winner != -1 {
		t.Errorf("result %+v", m.Result)
	}
}

func TestRefuseMeta(t *testing.T) {
	for _, tc := range []struct{ name, in, where, msg string }{
		{"format", withMeta(`{"format": 2}`), "meta.format", "is 2, want 1"},
		{"no format", withMeta(`{"seed": 1}`), "meta", `missing "format"`},
		{"seed", withMeta(`{"format": 1, "seed": "42"}`), "meta.seed", "is a string, want an integer"},
		{"turnLimit 0", withMeta(`{"format": 1, "turnLimit": 0}`), "meta.turnLimit", "is 0, want 1 to 100000"},
		{"turnLimit big", withMeta(`{"format": 1, "turnLimit": 100001}`), "meta.turnLimit", "is 100001, want 1 to 100000"},
		{"coords", withMeta(`{"format": 1, "coords": "yx"}`), "meta.coords", `"yx" is not "rc" or "xy"`},
		{"players 3", withMeta(`{"format": 1, "players": [{}, {}, {}]}`), "meta.players", "has 3 players, want 4"},
		{"players 5", withMeta(`{"format": 1, "players": [{}, {}, {}, {}, {}]}`), "meta.players", "has 5 players, want 4"},
		{"players 0", withMeta(`{"format": 1, "players": []}`), "meta.players", "has 0 players, want 4"},
		{"game", withMeta(`{"format": 1, "game": "ants"}`), "meta.game", `is "ants": not a replay of jc2015`},
		{"player type", withMeta(`{"format": 1, "players": [{}, "b", {}, {}]}`), "meta.players[1]", "is a string, want an object"},
		{"command type", meta4("", [4]string{2: `, "command": 7`}), "meta.players[2].command", "is a number, want a string"},
		{"status", meta4("", [4]string{1: `, "status": "dead"`}), "meta.players[1].status", `"dead" is not one of "ok", "not-ready", "timeout", "exited"`},
		{"ok statusTurn", meta4("", [4]string{0: `, "status": "ok", "statusTurn": 2`}), "meta.players[0].statusTurn", `is 2, want -1 with status "ok"`},
		{"statusTurn low", meta4("", [4]string{3: `, "status": "timeout", "statusTurn": -2`}), "meta.players[3].statusTurn", "is -2, want -1 or a turn"},
		{"statusTurn high", meta4("", [4]string{3: `, "status": "exited", "statusTurn": 4`}), "meta.players[3].statusTurn", "is 4, but the game has 3 turns"},
		{"result winner", withMeta(`{"format": 1, "result": {"winner": 1, "reason": "last-standing", "falls": []}}`), "meta.result.winner", "is 1, but the game is not over after 3 turns"},
		{"result reason", withMeta(`{"format": 1, "result": {"winner": -1, "reason": "bored"}}`), "meta.result.reason", `"bored" is not one of`},
		{"result reason 2", withMeta(`{"format": 1, "result": {"winner": -1, "reason": "turn-limit"}}`), "meta.result.reason", `is "turn-limit", but the game is not over`},
		{"result falls", withMeta(`{"format": 1, "result": {"winner": -1, "reason": "", "falls": [{"turn": 1, "player": 2, "by": 0}]}}`), "meta.result.falls[0]", "player 2 falling in turn 1 dropped by 0: no such fall"},
		{"fall shape", withMeta(`{"format": 1, "result": {"falls": [{"turn": 1, "player": 2}]}}`), "meta.result.falls[0]", `missing "by"`},
		{"turn order", withMeta(`{"format": 1, "turns": [{"turn": 1}, {"turn": 1}]}`), "meta.turns[1].turn", "is 1, want a turn after 1"},
		{"turn range", withMeta(`{"format": 1, "turns": [{"turn": 0}, {"turn": 3}]}`), "meta.turns[1].turn", "is 3, but the game has 3 turns (0 to 2)"},
		{"turn negative", withMeta(`{"format": 1, "turns": [{"turn": -1}]}`), "meta.turns[0].turn", "is -1, want a turn 0 or more"},
		{"seat", withMeta(`{"format": 1, "turns": [{"turn": 0}, {"turn": 1, "seat": 2}]}`), "meta.turns[1].seat", "is 2, but player 1 acts in turn 1"},
		{"seat negative", withMeta(`{"format": 1, "turns": [{"turn": 2, "seat": -1}]}`), "meta.turns[0].seat", "is -1, want a seat 0 or more"},
		{"turn missing", withMeta(`{"format": 1, "turns": [{"reply": "U"}]}`), "meta.turns[0]", `missing "turn"`},
		{"took", withMeta(`{"format": 1, "turns": [{"turn": 0, "took": "fast"}]}`), "meta.turns[0].took", `"fast" is not a duration such as "1.2ms"`},
		{"took negative", withMeta(`{"format": 1, "turns": [{"turn": 0, "took": "-1ms"}]}`), "meta.turns[0].took", "is -1ms, want a duration of 0 or more"},
		{"took number", withMeta(`{"format": 1, "turns": [{"turn": 0, "took": 12}]}`), "meta.turns[0].took", "is a number, want a string"},
		{"stderr", withMeta(`{"format": 1, "turns": [{"turn": 0, "stderr": ["x"]}]}`), "meta.turns[0].stderr", "is an array, want a string"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refused(t, tc.in, tc.where, tc.msg)
		})
	}
}

func TestMetaResultGiven(t *testing.T) {
	// A file's result must be the game's; falls may come in any order.
	in := official(-1, allFallen, allFallenCmds)
	withResult := func(r string) string {
		return strings.TrimSuffix(in, "}") + `, "meta": {"format": 1, "result": ` + r + `}}`
	}
	good := `{"winner": -1, "reason": "all-fallen", "falls": [{"turn": 7, "player": 3, "by": 0}, {"turn": 3, "player": 1, "by": 0}, {"turn": 4, "player": 0, "by": 1}, {"turn": 7, "player": 2, "by": 0}]}`
	f, err := Read(strings.NewReader(withResult(good)), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	want := []FallMeta{{3, 1, 0}, {4, 0, 1}, {7, 2, 0}, {7, 3, 0}}
	if r := f.Meta.Result; r.Reason != "all-fallen" || len(r.Falls) != 4 || r.Falls[0] != want[0] || r.Falls[3] != want[3] {
		t.Errorf("result %+v", r)
	}
	missing := `{"winner": -1, "reason": "all-fallen", "falls": [{"turn": 3, "player": 1, "by": 0}]}`
	refused(t, withResult(missing), "meta.result.falls", "missing player 0 falling in turn 4 dropped by 1")
	twice := `{"winner": -1, "reason": "all-fallen", "falls": [{"turn": 3, "player": 1, "by": 0}, {"turn": 3, "player": 1, "by": 0}]}`
	refused(t, withResult(twice), "meta.result.falls[1]", "no such fall")
	wrongBy := strings.Replace(good, `"player": 3, "by": 0`, `"player": 3, "by": 2`, 1)
	refused(t, withResult(wrongBy), "meta.result.falls[0]", "player 3 falling in turn 7 dropped by 2: no such fall")
	refused(t, withResult(`{"winner": 0, "reason": "all-fallen"}`), "meta.result.winner", "is 0, but the game is a draw (-1): the last players fell together in turn 7")
	refused(t, withResult(`{"winner": -1, "reason": "turn-limit"}`), "meta.result.reason", `is "turn-limit", but the game is a draw (-1): the last players fell together`)
}

// A forked match's meta says where it was forked from; it reads back, and
// a fork turn past the game's end is refused with its path.
func TestForkMeta(t *testing.T) {
	f, _ := sampleFile()
	f.Meta.Fork = &replay.ForkMeta{From: "parent.json", At: 2, Names: []string{"c", "hunter"}, Parent: &replay.ForkMeta{From: "/x/grand.json", At: 1, Names: []string{"a", "b"}}}
	f.Meta.ActionTimeout = 150 * time.Millisecond
	var b bytes.Buffer
	if err := Write(&b, f); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"fork": {"from":"parent.json","at":2}`) && !strings.Contains(b.String(), `"fork"`) {
		t.Fatalf("no fork written:\n%s", b.String())
	}
	back, err := Read(bytes.NewReader(b.Bytes()), "x.json")
	if err != nil {
		t.Fatal(err)
	}
	if back.Meta.Fork == nil || !reflect.DeepEqual(back.Meta.Fork, f.Meta.Fork) || back.Meta.ActionTimeout != 150*time.Millisecond {
		t.Fatalf("fork read back as %+v, limit %v", back.Meta.Fork, back.Meta.ActionTimeout)
	}
	bad := strings.Replace(b.String(), `"at":2`, `"at":99999`, 1)
	if bad == b.String() {
		bad = strings.Replace(b.String(), `"at": 2`, `"at": 99999`, 1)
	}
	if _, err := Read(strings.NewReader(bad), "x.json"); err == nil || !strings.Contains(err.Error(), "meta.fork.at") {
		t.Fatalf("a fork past the end: %v", err)
	}
}
