package jcreplay

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/replay"
)

// base is a valid official file (the allFallen placement, 3 turns).
const base = `{"log": [], "winner": -1, "replay": {"initial": [["0","0","R"],["3","2","L"],["6","0","D"],["8","2","U"]], "commands": ["U","N","A"]}}`

// withMeta is base with a meta object.
func withMeta(meta string) string { return strings.TrimSuffix(base, "}") + `, "meta": ` + meta + "}" }

// ns is n N commands as JSON items.
func ns(n int) string { return strings.TrimSuffix(strings.Repeat(`"N",`, n), ",") }

// traceReplay is the official replay of a trace, rewritten compact.
func traceReplay(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(tracesDir, name))
	if err != nil {
		t.Fatal(err)
	}
	var tr trace
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := json.Compact(&b, tr.OfficialReplay); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// refused checks that reading in fails with one *replay.Error naming r.json and
// the place, its message holding msg.
func refused(t *testing.T, in, where, msg string) {
	t.Helper()
	f, err := Read(strings.NewReader(in), "r.json")
	if err == nil {
		t.Fatalf("accepted: %+v", f)
	}
	var e *replay.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %T %v, want *replay.Error", err, err)
	}
	if e.File != "r.json" || e.Where != where || !strings.Contains(e.Msg, msg) {
		t.Fatalf("got %q\nwant file r.json, where %q, message with %q", err, where, msg)
	}
	wantPrefix := "replay r.json: "
	if where != "" {
		wantPrefix += where + ": "
	}
	if !strings.HasPrefix(err.Error(), wantPrefix) {
		t.Fatalf("Error() = %q, want prefix %q", err, wantPrefix)
	}
}

func TestBaseAccepted(t *testing.T) {
	if _, err := Read(strings.NewReader(base), "r.json"); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(strings.NewReader(withMeta(`{"format": 1}`)), "r.json"); err != nil {
		t.Fatal(err)
	}
}

func TestRefuseNotJSON(t *testing.T) {
	refused(t, "{\"winner\": -1,\n \"replay\": {\"initial\": [[}", "line 2, column 26", "not JSON: unexpected '}', want a value")
	refused(t, "", "line 1, column 1", "not JSON: unexpected end of file")
	refused(t, base+" x", "line 1, column 136", "unexpected 'x', want the end of the file")
	refused(t, strings.Replace(base, `"log"`, `'log'`, 1), "line 1, column 2", "unexpected '\\'', want a string key")
	refused(t, strings.Replace(base, `"U"`, `"\x"`, 1), "line 1, column 103", "want an escape")
	refused(t, strings.Replace(base, `"U"`, "\"\t\"", 1), "line 1, column 102", "no control character")
	refused(t, strings.Replace(base, `-1`, `-`, 1), "line 1, column 24", "want a digit")
	refused(t, strings.Replace(base, `[]`, `[1,]`, 1), "line 1, column 12", "want a value")
	refused(t, strings.Replace(base, `[]`, `{"a" 1}`, 1), "line 1, column 14", "want ':' after the key")
	refused(t, strings.Replace(base, `[]`, `tru`, 1), "line 1, column 12", `want "true"`)
	refused(t, "\xef\xbb\xbf"+base, "line 1, column 1", "unexpected '\\ufeff'")
	deep := strings.Repeat("[", 20000) + strings.Repeat("]", 20000)
	// 10000 levels, the top-level object included (as encoding/json counts).
	refused(t, strings.Replace(base, `[]`, deep, 1), "line 1, column 10008", "nesting no deeper than 10000")
}

func TestRefuseShapes(t *testing.T) {
	refused(t, `[1]`, "top level", "is an array, want an object")
	refused(t, `{"winner": -1}`, "top level", `missing "replay"`)
	refused(t, strings.Replace(base, `"winner": -1`, `"winner": "2"`, 1), "winner", "is a string, want an integer")
	refused(t, strings.Replace(base, `"winner": -1`, `"winner": 1.0`, 1), "winner", `is "1.0", want an integer`)
	refused(t, strings.Replace(base, `"winner": -1`, `"winner": 7`, 1), "winner", "is 7, want -1 (no winner) or a player 0 to 3")
	refused(t, strings.Replace(base, `"winner": -1`, `"winner": 99999999999999999999`, 1), "winner", "out of range")
	refused(t, `{"replay": 3}`, "replay", "is a number, want an object")
	refused(t, `{"replay": {"commands": []}}`, "replay", `missing "initial"`)
	refused(t, strings.Replace(base, `, "commands": ["U","N","A"]`, ``, 1), "replay", `missing "commands"`)
	refused(t, strings.Replace(base, `[["0","0","R"],`, `{`, 1), "replay.initial", "is an object, want an array of 4 players")
	refused(t, strings.Replace(base, `["0","0","R"],`, ``, 1), "replay.initial", "has 3 players, want 4")
	refused(t, strings.Replace(base, `["8","2","U"]`, `["8","2","U"],["8","2","U"]`, 1), "replay.initial[4]", "one player too many")
	refused(t, strings.Replace(base, `["6","0","D"]`, `["6","0"]`, 1), "replay.initial[2]", "has 2 items")
	refused(t, strings.Replace(base, `["6","0","D"]`, `["6","0","D","x"]`, 1), "replay.initial[2][3]", "one item too many")
	refused(t, strings.Replace(base, `["6","0","D"]`, `"6,0,D"`, 1), "replay.initial[2]", "is a string, want an array")
	refused(t, strings.Replace(base, `["6","0","D"]`, `["6",true,"D"]`, 1), "replay.initial[2][1]", "is a boolean, want a coordinate")
	refused(t, strings.Replace(base, `["6","0","D"]`, `["6.5","0","D"]`, 1), "replay.initial[2][0]", `"6.5" is not an integer`)
	refused(t, strings.Replace(base, `["6","0","D"]`, `["6",null,"D"]`, 1), "replay.initial[2][1]", "is null")
	refused(t, strings.Replace(base, `"commands": ["U","N","A"]`, `"commands": "UNA"`, 1), "replay.commands", "is a string, want an array")
	refused(t, strings.Replace(base, `"N"`, `5`, 1), "replay.commands[1]", "is a number, want a string")
	refused(t, strings.Replace(base, `"log": []`, `"meta": 5`, 1), "meta", "is a number, want an object")
}

func TestRefuseOffBoard(t *testing.T) {
	refused(t, strings.Replace(base, `["6","0","D"]`, `["6","18","D"]`, 1), "replay.initial[2][1]", "y 18 is off the board (0 to 17)")
	refused(t, strings.Replace(base, `["0","0","R"]`, `["-1","0","R"]`, 1), "replay.initial[0][0]", "x -1 is off the board")
	refused(t, strings.Replace(base, `["0","0","R"]`, `[99, 0, "R"]`, 1), "replay.initial[0][0]", "x 99 is off the board")
}

func TestRefuseTooClose(t *testing.T) {
	refused(t, strings.Replace(base, `["3","2","L"]`, `["1","2","L"]`, 1), "replay.initial[1]",
		"player 1 at x 1, y 2 is at distance 3 from player 0 at x 0, y 0; players must start more than 3 apart")
}

func TestRefuseFacing(t *testing.T) {
	refused(t, strings.Replace(base, `["8","2","U"]`, `["8","2","X"]`, 1), "replay.initial[3][2]", `"X" is not one of U D L R`)
	refused(t, strings.Replace(base, `["8","2","U"]`, `["8","2","up"]`, 1), "replay.initial[3][2]", `"up" is not one of U D L R`)
	refused(t, strings.Replace(base, `["8","2","U"]`, `["8","2",1]`, 1), "replay.initial[3][2]", "is a number, want a string")
}

func TestRefuseCommand(t *testing.T) {
	in := strings.Replace(base, `"U","N","A"`, ns(17)+`,"X"`, 1)
	_, err := Read(strings.NewReader(in), "r.json")
	if err == nil || err.Error() != `replay r.json: replay.commands[17]: "X" is not one of U D L R A N` {
		t.Fatalf("got %v", err)
	}
	refused(t, strings.Replace(base, `"A"`, `"u"`, 1), "replay.commands[2]", `"u" is not one of U D L R A N`)
	refused(t, strings.Replace(base, `"A"`, `"AA"`, 1), "replay.commands[2]", `"AA" is not one of`)
	refused(t, strings.Replace(base, `"A"`, `""`, 1), "replay.commands[2]", `"" is not one of`)
}

func TestRefuseTooManyTurns(t *testing.T) {
	refused(t, strings.Replace(base, `"U","N","A"`, ns(1001), 1), "turn 1000", "the file has 1001 turns, more than the turn limit 1000")
	in := strings.Replace(withMeta(`{"format": 1, "turnLimit": 10}`), `"U","N","A"`, ns(11), 1)
	refused(t, in, "turn 10", "the file has 11 turns, more than the turn limit 10")
	refused(t, strings.Replace(base, `"U","N","A"`, ns(replay.MaxTurnLimit+1), 1), "replay.commands[100000]", "more than 100000 turns")
}

func TestLoadMissing(t *testing.T) {
	_, err := Load("no/such.json")
	var e *replay.Error
	if !errors.As(err, &e) || !errors.Is(err, os.ErrNotExist) || err.Error() != "replay no/such.json: open: no such file or directory" {
		t.Errorf("got %v", err)
	}
}

func TestRefuseAfterLastStanding(t *testing.T) {
	in := traceReplay(t, "trace_003.json") // player 2 wins after 342 turns
	if _, err := Read(strings.NewReader(in), "r.json"); err != nil {
		t.Fatal(err)
	}
	more := strings.TrimSuffix(in, "]}}") + `,"N"]}}`
	refused(t, more, "turn 342", "player 2 wins, last standing after turn 341, but the file goes on for 1 more turns")
}

func TestRefuseWinner(t *testing.T) {
	in := traceReplay(t, "trace_003.json")
	refused(t, strings.Replace(in, `"winner":2`, `"winner":1`, 1), "winner", "is 1, but player 2 wins, last standing after turn 341")
	refused(t, strings.Replace(in, `"winner":2`, `"winner":-1`, 1), "winner", "is -1, but player 2 wins")
	refused(t, strings.Replace(base, `"winner": -1`, `"winner": 2`, 1), "winner", "is 2, but the game is not over after 3 turns")
	all := official(2, allFallen, allFallenCmds)
	refused(t, all, "winner", "is 2, but the game is a draw (-1): the last players fell together in turn 7")
}

func TestRefuseImpossibleCommand(t *testing.T) {
	// Player 0 attacks in turn 0 and must wait in turn 4.
	refused(t, official(-1, allFallen, "ANNNU"), "turn 4",
		"player 0 is waiting after its attack, so its command is N, but the file says U (replay.commands[4])")
}

func TestReadNil(t *testing.T) {
	if _, err := Read(nil, "r.json"); err == nil || err.Error() != "replay r.json: nothing to read" {
		t.Errorf("got %v", err)
	}
}
