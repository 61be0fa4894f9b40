package replay

import (
	"floorfall/draw"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestReadMeta(t *testing.T) {
	d, err := decodeDoc(docWithMeta(`{"format": 1, "seed": -5, "future": {"x": [1]}, "board": "hills", "players": [{"name": "a", "status": "timeout", "statusTurn": 4}, {"ready": "1.25s"}],
		"turns": [{"turn": 0, "seat": 1, "reply": "go\n", "took": "1.5ms", "stderr": "hm"}, {"turn": 2}], "actionTimeout": "100ms", "fork": {"from": "p.json", "at": 2}}`))
	if err != nil {
		t.Fatal(err)
	}
	m := d.Meta
	want := docMeta{Board: "hills", Meta: Meta{Format: 1, Game: "test", Seed: m.Seed, TurnLimit: 50,
		Players:       []PlayerMeta{{Name: "a", Status: StatusTimeout, StatusTurn: 4}, {Status: StatusOK, StatusTurn: -1, Ready: 1250 * time.Millisecond}},
		Turns:         []TurnRecord{{Turn: 0, Seat: 1, Reply: "go\n", Took: 1500 * time.Microsecond, Stderr: "hm"}, {Turn: 2, Seat: -1}},
		ActionTimeout: 100 * time.Millisecond, Fork: &ForkMeta{From: "p.json", At: 2}}}
	if m.Seed == nil || *m.Seed != -5 || !reflect.DeepEqual(*m, want) {
		t.Errorf("read\n%+v\nwant\n%+v", *m, want)
	}
	// What a meta leaves out takes the game's defaults.
	d, err = decodeDoc(docWithMeta(`{"format": 1}`))
	if err != nil {
		t.Fatal(err)
	}
	if m := d.Meta; m.Game != "test" || m.TurnLimit != 50 || m.Board != "plain" || !reflect.DeepEqual(m.Players, DefaultPlayers(2)) || m.Turns != nil {
		t.Errorf("defaults %+v", m)
	}
	if d, err := decodeDoc(docWithMeta(`null`)); err != nil || d.Meta != nil {
		t.Errorf("meta null: %+v, %v", d, err)
	}
}

func TestRefuseMetaValues(t *testing.T) {
	many := strings.Repeat(`{}, `, MaxPlayers) + `{}`
	records := strings.Repeat(`{"turn": 0}, `, MaxTurnLimit) + `{"turn": 0}`
	for _, tc := range []struct{ name, meta, where, msg string }{
		{"type", `5`, "meta", "is a number, want an object"},
		{"format", `{"format": 2}`, "meta.format", "is 2, want 1"},
		{"format first", `{"format": 2, "players": 7}`, "meta.format", "is 2, want 1"},
		{"no format", `{"seed": 1}`, "meta", `missing "format"`},
		{"seed", `{"format": 1, "seed": 1.5}`, "meta.seed", `is "1.5", want an integer`},
		{"seed string", `{"format": 1, "seed": "42"}`, "meta.seed", "is a string, want an integer"},
		{"game null", `{"format": 1, "game": null}`, "meta.game", "is null, want a string"},
		{"players", `{"format": 1, "players": {}}`, "meta.players", "is an object, want an array of players"},
		{"players many", `{"format": 1, "players": [` + many + `]}`, "meta.players[100]", "more than 100 players"},
		{"player", `{"format": 1, "players": [{}, "b"]}`, "meta.players[1]", "is a string, want an object"},
		{"statusTurn", `{"format": 1, "players": [{}, {"statusTurn": null}]}`, "meta.players[1].statusTurn", "is null, want an integer"},
		{"turns", `{"format": 1, "turns": {}}`, "meta.turns", "is an object, want an array of turn records"},
		{"turns many", `{"format": 1, "turns": [` + records + `]}`, "meta.turns[100000]", "more than 100000 turn records"},
		{"turn type", `{"format": 1, "turns": [{"turn": 0}, 5]}`, "meta.turns[1]", "is a number, want an object"},
		{"turn missing", `{"format": 1, "turns": [{"reply": "U"}]}`, "meta.turns[0]", `missing "turn"`},
		{"turn negative", `{"format": 1, "turns": [{"turn": -1}]}`, "meta.turns[0].turn", "is -1, want a turn 0 or more"},
		{"seat negative", `{"format": 1, "turns": [{"turn": 0}, {"turn": 1, "seat": -1}]}`, "meta.turns[1].seat", "is -1, want a seat 0 or more"},
		{"took", `{"format": 1, "turns": [{"turn": 0, "took": "fast"}]}`, "meta.turns[0].took", `"fast" is not a duration such as "1.2ms"`},
		{"took number", `{"format": 1, "turns": [{"turn": 0, "took": 12}]}`, "meta.turns[0].took", "is a number, want a string"},
		{"stderr", `{"format": 1, "turns": [{"turn": 0, "stderr": ["x"]}]}`, "meta.turns[0].stderr", "is an array, want a string"},
		{"fork", `{"format": 1, "fork": {"at": "2"}}`, "meta.fork.at", "is a string, want an integer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refused(t, docWithMeta(tc.meta), tc.where, tc.msg)
		})
	}
}

// goodMeta is a meta of game "test" with two players, that Check accepts.
func goodMeta() Meta {
	return Meta{Format: 1, Game: "test", TurnLimit: 10,
		Players: []PlayerMeta{{Status: StatusOK, StatusTurn: -1}, {Status: StatusExited, StatusTurn: 3}},
		Turns:   []TurnRecord{{Turn: 0, Seat: 0}, {Turn: 0, Seat: 1}, {Turn: 2, Seat: 1}}}
}

func TestMetaCheck(t *testing.T) {
	m := goodMeta()
	if err := m.Check("m.json", "test", 2); err != nil {
		t.Fatal(err)
	}
	if err := m.CheckPlayed("m.json", 3); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		edit  func(m *Meta)
		where string
		msg   string
	}{
		{"format", func(m *Meta) { m.Format = 2 }, "meta.format", "is 2, want 1"},
		{"game", func(m *Meta) { m.Game = "ants" }, "meta.game", `is "ants": not a replay of test`},
		{"players", func(m *Meta) { m.Players = m.Players[:1] }, "meta.players", "has 1 players, want 2"},
		{"turnLimit", func(m *Meta) { m.TurnLimit = 0 }, "meta.turnLimit", "is 0, want 1 to 100000"},
		{"turnLimit big", func(m *Meta) { m.TurnLimit = MaxTurnLimit + 1 }, "meta.turnLimit", "is 100001, want 1 to 100000"},
		{"actionTimeout", func(m *Meta) { m.ActionTimeout = -1 }, "meta.actionTimeout", "is -1ns, below 0"},
		{"status", func(m *Meta) { m.Players[1].Status = "dead" }, "meta.players[1].status", `"dead" is not one of "ok", "not-ready", "timeout", "exited", "crashed", "invalid"`},
		{"ok statusTurn", func(m *Meta) { m.Players[0].StatusTurn = 2 }, "meta.players[0].statusTurn", `is 2, want -1 with status "ok"`},
		{"statusTurn", func(m *Meta) { m.Players[1].StatusTurn = -2 }, "meta.players[1].statusTurn", "is -2, want -1 or a turn"},
		{"ready", func(m *Meta) { m.Players[0].Ready = -time.Second }, "meta.players[0].ready", "is -1s, below 0"},
		{"turn negative", func(m *Meta) { m.Turns[0].Turn = -1 }, "meta.turns[0].turn", "is -1, want a turn 0 or more"},
		{"turn order", func(m *Meta) { m.Turns[2].Turn = 0; m.Turns[1].Turn = 1 }, "meta.turns[2].turn", "is 0, want 1 or more (records are in turn order)"},
		{"turn twice", func(m *Meta) { m.Turns[2].Seat = 1; m.Turns[2].Turn = 0 }, "meta.turns[2].turn", "is 0, want a turn after 0 (one record a seat and turn)"},
		{"seat order", func(m *Meta) { m.Turns[0].Seat = 1; m.Turns[1].Seat = 0 }, "meta.turns[1].seat", "is 0, want a seat after 1 (the records of a turn are in seat order)"},
		{"seat range", func(m *Meta) { m.Turns[2].Seat = 2 }, "meta.turns[2].seat", "is 2, want a seat 0 to 1"},
		{"seat missing", func(m *Meta) { m.Turns[2].Seat = -1 }, "meta.turns[2].seat", "is -1, want a seat 0 to 1"},
		{"took", func(m *Meta) { m.Turns[1].Took = -time.Millisecond }, "meta.turns[1].took", "is -1ms, want a duration of 0 or more"},
		{"draw count", func(m *Meta) { m.Turns[1].Draw = make([]string, draw.MaxCommands+1) }, "meta.turns[1].draw", "has 1001 commands, want at most 1000"},
		{"draw length", func(m *Meta) { m.Turns[1].Draw = []string{"dot 1 1", strings.Repeat("a", draw.MaxLen+1)} }, "meta.turns[1].draw[1]", "is 257 bytes long, want at most 256"},
		{"dropped reasons", func(m *Meta) { m.Turns[0].Dropped = make([]DrawDrop, MaxDropReasons+1) }, "meta.turns[0].dropped", "has 17 reasons, want at most 16"},
		{"dropped why", func(m *Meta) { m.Turns[0].Dropped = []DrawDrop{{Why: "", N: 1}} }, "meta.turns[0].dropped[0].why", "is 0 bytes long, want 1 to 64"},
		{"dropped n", func(m *Meta) { m.Turns[0].Dropped = []DrawDrop{{Why: "off the board", N: 0}} }, "meta.turns[0].dropped[0].n", "is 0, want 1 to 1073741824"},
		{"fork names", func(m *Meta) {
			m.Fork = &ForkMeta{At: 1, Parent: &ForkMeta{Names: make([]string, MaxPlayers+1)}}
		}, "meta.fork.parent.names", "has 101 names, want at most 100"},
		{"fork parent at", func(m *Meta) { m.Fork = &ForkMeta{At: 1, Parent: &ForkMeta{At: -1}} }, "meta.fork.parent.at", "is -1, want a turn 0 or more"},
		{"fork depth", func(m *Meta) {
			m.Fork = &ForkMeta{}
			for f, d := m.Fork, 0; d < MaxForkDepth; f, d = f.Parent, d+1 {
				f.Parent = &ForkMeta{}
			}
		}, "meta.fork" + strings.Repeat(".parent", MaxForkDepth), "is nested in more than 64 forks"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := goodMeta()
			tc.edit(&m)
			err := m.Check("m.json", "test", 2)
			if err == nil || err.File != "m.json" || err.Where != tc.where || err.Msg != tc.msg {
				t.Errorf("got %v, want %s: %s", err, tc.where, tc.msg)
			}
		})
	}
	for _, tc := range []struct {
		name  string
		edit  func(m *Meta)
		where string
		msg   string
	}{
		{"fork", func(m *Meta) { m.Fork = &ForkMeta{At: 4} }, "meta.fork.at", "is 4, but the game has 3 turns"},
		{"fork negative", func(m *Meta) { m.Fork = &ForkMeta{At: -1} }, "meta.fork.at", "is -1, but the game has 3 turns"},
		{"statusTurn", func(m *Meta) { m.Players[1].StatusTurn = 4 }, "meta.players[1].statusTurn", "is 4, but the game has 3 turns"},
		{"record", func(m *Meta) { m.Turns[1].Turn, m.Turns[2].Turn = 3, 3 }, "meta.turns[1].turn", "is 3, but the game has 3 turns (0 to 2)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := goodMeta()
			tc.edit(&m)
			err := m.CheckPlayed("m.json", 3)
			if err == nil || err.Where != tc.where || err.Msg != tc.msg {
				t.Errorf("got %v, want %s: %s", err, tc.where, tc.msg)
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	players := []PlayerMeta{{Name: "a", StatusTurn: 7}, {Name: "b", Status: StatusTimeout, StatusTurn: 1}}
	m := Meta{Players: players}
	n := m.Normalize("test", 50, 3)
	want := Meta{Format: FormatVersion, Game: "test", TurnLimit: 50, Players: []PlayerMeta{
		{Name: "a", Status: StatusOK, StatusTurn: -1}, {Name: "b", Status: StatusTimeout, StatusTurn: 1}, {Status: StatusOK, StatusTurn: -1}}}
	if !reflect.DeepEqual(n, want) {
		t.Errorf("normalized\n%+v\nwant\n%+v", n, want)
	}
	if err := n.Check("", "test", 3); err != nil {
		t.Error(err)
	}
	if players[0].Status != "" || players[0].StatusTurn != 7 || m.Format != 0 {
		t.Error("Normalize changed its meta")
	}
	// What is set stays.
	set := Meta{Format: 1, Game: "other", TurnLimit: 9, Players: []PlayerMeta{{Status: StatusOK, StatusTurn: -1}}}
	if n := set.Normalize("test", 50, 1); !reflect.DeepEqual(n, set) {
		t.Errorf("normalized %+v", n)
	}
}

func TestAppendMeta(t *testing.T) {
	seed := int64(7)
	m := docMeta{Board: "hills", Meta: Meta{Format: 1, Game: "test", Floorfall: "v\u2028\xff", Seed: &seed, TurnLimit: 5,
		Players: []PlayerMeta{{Name: "a", Status: StatusOK, StatusTurn: -1}, {Name: "b", Status: StatusExited, StatusTurn: 2}},
		Turns:   []TurnRecord{{Turn: 0, Seat: 0, Reply: "x", Took: 1500 * time.Microsecond}, {Turn: 1, Seat: 1, Stderr: "e"}}}}
	b, err := AppendMeta([]byte(`{"n": 1, "meta": `), &m)
	if err != nil {
		t.Fatal(err)
	}
	b = append(b, "\n}\n"...)
	want := `{"n": 1, "meta": {
    "format": 1,
    "game": "test",
    "floorfall": "v\u2028` + "\ufffd" + `",
    "seed": 7,
    "turnLimit": 5,
    "players": [
      {"name": "a", "command": "", "status": "ok", "statusTurn": -1, "detail": ""},
      {"name": "b", "command": "", "status": "exited", "statusTurn": 2, "detail": ""}
    ],
    "turns": [
      {"turn": 0, "seat": 0, "reply": "x", "took": "1.5ms"},
      {"turn": 1, "seat": 1, "reply": "", "stderr": "e"}
    ],
    "board": "hills"
  }
}
`
	if string(b) != want {
		t.Errorf("written\n%s\nwant\n%s", b, want)
	}
	// And it reads back, to the same meta.
	d, err := decodeDoc(string(b))
	if err != nil {
		t.Fatal(err)
	}
	m.Floorfall = "v\u2028\ufffd"
	if !reflect.DeepEqual(*d.Meta, m) {
		t.Errorf("read back\n%+v\nwant\n%+v", *d.Meta, m)
	}
	// Empty arrays stay on the key's line.
	b, _ = AppendMeta(nil, &Meta{Players: []PlayerMeta{}})
	if !strings.HasSuffix(string(b), "\n    \"players\": []\n  }") {
		t.Errorf("written %s", b)
	}
}

func TestErrorText(t *testing.T) {
	for _, tc := range []struct {
		e    *Error
		want string
	}{
		{Errorf("r.json", "meta.seed", "is %d", 3), "replay r.json: meta.seed: is 3"},
		{Errorf("r.json", "", "nothing to read"), "replay r.json: nothing to read"},
		{Errorf("", "winner", "is 2"), "replay: winner: is 2"},
	} {
		if got := tc.e.Error(); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
	if q := Quote(strings.Repeat("x", 50)); q != strconv.Quote(strings.Repeat("x", 40))+"..." {
		t.Errorf("long value quoted as %s", q)
	}
}
