package jcreplay

import (
	"bytes"
	"strings"
	"testing"

	"floorfall/replay"
)

func TestRefuseDuplicateKeys(t *testing.T) {
	const msg = "duplicate key"
	refused(t, strings.Replace(base, `"winner": -1`, `"winner": 3, "winner": -1`, 1), "winner", msg)
	refused(t, strings.Replace(base, `"commands"`, `"commands": [], "commands"`, 1), "replay.commands", msg)
	refused(t, withMeta(`{"format": 1, "turns": [], "seed": 1, "turns": []}`), "meta.turns", msg)
	refused(t, meta4("", [4]string{1: `, "name": "again"`}), "meta.players[1].name", msg)
	refused(t, withMeta(`{"format": 1, "turns": [{"turn": 0}, {"turn": 1, "reply": "U", "reply": "D"}]}`), "meta.turns[1].reply", msg)
	// Unknown keys and the log are JSON too.
	refused(t, strings.Replace(base, `"log": []`, `"log": [{"a": 1, "a": 2}]`, 1), "log[0].a", msg)
	refused(t, strings.Replace(base, `"log": []`, `"x": 1, "log": [], "x": 2`, 1), "x", msg)
	refused(t, withMeta(`{"format": 1, "future": {"a.b": 1, "a.b": 2}}`), `meta.future["a.b"]`, msg)
}

// dupKeyInput is a replay whose meta repeats the key "turns" n times, each
// on a line of 370 bytes: 30,000 repeats make 11 MB.
func dupKeyInput(n int) string {
	item := `"turns": [],` + strings.Repeat(" ", 356) + "\n"
	return withMeta(`{"format": 1, ` + strings.Repeat(item, n) + `"seed": 1}`)
}

// manyKeysInput is a replay whose meta has n keys unknown to floorfall.
func manyKeysInput(n int) string {
	var b strings.Builder
	b.WriteString(`{"format": 1`)
	for i := range n {
		b.WriteString(`, "future` + itoa(i) + `": []`)
	}
	b.WriteString("}")
	return withMeta(b.String())
}

// A key repeated many times in a large file is refused at its first
// repeat (how fast: BenchmarkRefuseDuplicate).
func TestRefuseDuplicateLarge(t *testing.T) {
	in := dupKeyInput(30_000)
	if len(in) < 11_000_000 {
		t.Fatalf("only %d bytes", len(in))
	}
	refused(t, in, "meta.turns", "duplicate key")
}

// An object with 200,000 keys is read (how fast: BenchmarkManyKeys).
func TestManyKeys(t *testing.T) {
	f, err := Read(strings.NewReader(manyKeysInput(200_000)), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	if f.Meta == nil || len(f.Commands) != 3 {
		t.Fatalf("read %+v", f)
	}
}

func TestRefuseCoordinates(t *testing.T) {
	for _, c := range []string{"+0", "-0", "+6", "06", "00", " 6", "6 ", "0x6", "6e0", "٦"} {
		in := strings.Replace(base, `["6","0","D"]`, `["`+c+`","0","D"]`, 1)
		_, err := Read(strings.NewReader(in), "r.json")
		var e *replay.Error
		if !errorAs(err, &e) || e.Where != "replay.initial[2][0]" || !strings.Contains(e.Msg, replay.Quote(c)+" is not an integer") {
			t.Errorf("%q: got %v", c, err)
		}
	}
	refused(t, strings.Replace(base, `["6","0","D"]`, `["6","+0","D"]`, 1), "replay.initial[2][1]", `"+0" is not an integer written plainly, such as "14"`)
	refused(t, strings.Replace(base, `["6","0","D"]`, `[6, -0, "D"]`, 1), "replay.initial[2][1]", "is -0, want a coordinate such as 14")
	refused(t, strings.Replace(base, `["6","0","D"]`, `[6, 0.0, "D"]`, 1), "replay.initial[2][1]", `is "0.0", want an integer`)
	if _, err := Read(strings.NewReader(strings.Replace(base, `["6","0","D"]`, `[6, 0, "D"]`, 1)), "r.json"); err != nil {
		t.Error(err)
	}
}

// TestErrorPaths: the library's JSON pointers become paths.
func TestErrorPaths(t *testing.T) {
	refused(t, withMeta(`{"format": 1, "turns": [{"turn": 0}, {"turn": 1, "took": true}]}`), "meta.turns[1].took", "is a boolean, want a string")
	refused(t, withMeta(`{"format": 1, "turns": [{"turn": 0}, 5]}`), "meta.turns[1]", "is a number, want an object")
	refused(t, withMeta(`{"format": 1, "result": {"falls": [{"turn": 1, "player": 2, "by": "0"}]}}`), "meta.result.falls[0].by", "is a string, want an integer")
	refused(t, withMeta(`{"format": 1, "result": {"falls": [1]}}`), "meta.result.falls[0]", "is a number, want an object")
	refused(t, withMeta(`{"format": 1, "players": [{}, {}, {}, {"statusTurn": null}]}`), "meta.players[3].statusTurn", "is null, want an integer")
	refused(t, withMeta(`{"format": 1, "coords": null}`), "meta.coords", "is null, want a string")
	refused(t, withMeta(`{"format": 1, "seed": 1.5}`), "meta.seed", `is "1.5", want an integer`)
	refused(t, withMeta(`{"format": 2, "players": 7}`), "meta.format", "is 2, want 1")
	refused(t, strings.Replace(base, `"N"`, `null`, 1), "replay.commands[1]", "is null, want a string")
	refused(t, strings.Replace(base, `"N"`, `"\u004e\u004e"`, 1), "replay.commands[1]", `"NN" is not one of`)
	refused(t, strings.Replace(base, `"winner": -1`, `"winner": null`, 1), "winner", "is null, want an integer")
	refused(t, `{"replay": null}`, "replay", "is null, want an object")
	refused(t, "{\"log\":\n\n  [1,\n   2 3]}", "line 4, column 6", "unexpected '3', want ',' or ']'")
	refused(t, `{"log": {"a": 1,}}`, "line 1, column 17", "unexpected '}', want a string key")
	refused(t, `{"log": [1 "a"]}`, "line 1, column 12", `unexpected '"', want ',' or ']'`)
	refused(t, `{"log": "\u12x4"}`, "line 1, column 14", `unexpected 'x', want a hexadecimal digit`)
}

func TestLogKept(t *testing.T) {
	for _, log := range []string{`null`, `{"a": [1, 2.50]}`, "[\n  \"été\"\n]"} {
		f, err := Read(strings.NewReader(strings.Replace(base, `"log": []`, `"log": `+log, 1)), "r.json")
		if err != nil {
			t.Fatal(err)
		}
		if string(f.Log) != log {
			t.Errorf("log %q, want %q", f.Log, log)
		}
		if data := mustWrite(t, f); !bytes.Contains(data, []byte(`"log": `+log+",")) {
			t.Errorf("log written as\n%s", data)
		}
	}
}
