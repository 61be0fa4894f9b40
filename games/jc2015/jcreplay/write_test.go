package jcreplay

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

var update = flag.Bool("update", false, "rewrite testdata/superset.json")

const supersetFile = "testdata/superset.json"

// sampleFile is the File of the sample game written to testdata.
func sampleFile() (*File, []engine.Events) {
	p, evs, m := sampleGame(10, 80)
	return FromGame(p, evs, m), evs
}

func TestRoundTripMeta(t *testing.T) {
	f, evs := sampleFile()
	if f.Meta.Result.Reason != engine.TurnLimit || len(f.Meta.Result.Falls) != 2 || len(f.Meta.Turns) == 0 {
		t.Fatalf("sample game: result %+v, %d records", f.Meta.Result, len(f.Meta.Turns))
	}
	data := mustWrite(t, f)
	tl, err := ReadTimeline(bytes.NewReader(data), "sample.json")
	if err != nil {
		t.Fatal(err)
	}
	if !equalFiles(f, tl.File) {
		t.Errorf("read back\n%+v\nwant\n%+v", tl.File.Meta, f.Meta)
	}
	// The timeline replays the very events of the game: causes, answers.
	if !reflect.DeepEqual(tl.Events, evs) {
		for i := range evs {
			if !reflect.DeepEqual(tl.Events[i], evs[i]) {
				t.Fatalf("turn %d: events\n%+v\nwant\n%+v", i, tl.Events[i], evs[i])
			}
		}
	}
	if again := mustWrite(t, tl.File); !bytes.Equal(again, data) {
		t.Error("Write(Read(Write(f))) differs from Write(f)")
	}
}

// TestGolden pins the layout Write produces; go test -update rewrites it.
func TestGolden(t *testing.T) {
	f, _ := sampleFile()
	data := mustWrite(t, f)
	if *update {
		if err := os.WriteFile(supersetFile, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	golden, err := os.ReadFile(supersetFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, golden) {
		t.Errorf("Write output differs from %s (go test -update to accept)", supersetFile)
	}
	// The official keys come first, in the official order, and any JSON
	// tool reads the file.
	var keys []string
	dec := json.NewDecoder(bytes.NewReader(golden))
	dec.Token()
	for dec.More() {
		k, _ := dec.Token()
		keys = append(keys, k.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	if strings.Join(keys, ",") != "log,winner,replay,meta" {
		t.Errorf("keys %v", keys)
	}
	var official struct {
		Winner int
		Replay struct {
			Initial  [][3]string
			Commands []string
		}
	}
	if err := json.Unmarshal(golden, &official); err != nil {
		t.Fatal(err)
	}
	if len(official.Replay.Commands) != 80 || official.Replay.Initial[0][0] != itoa(f.Initial[0].X) {
		t.Errorf("official view: %+v", official)
	}
}

func TestWriteOfficial(t *testing.T) {
	// Player 1 fell after turn 3; the official server repeats its last
	// command (A) on its turns, and so does floorfall, whatever an older
	// file says there (N).
	in := official(-1, allFallen, "AANNNNN")
	f, err := Read(strings.NewReader(in), "o.json")
	if err != nil {
		t.Fatal(err)
	}
	if f.Commands[5] != engine.CmdAttack {
		t.Errorf("fallen player's command read as %s, want A", f.Commands[5])
	}
	data := mustWrite(t, f)
	if bytes.Contains(data, []byte("meta")) || !bytes.HasPrefix(data, []byte("{\n  \"log\": [],\n  \"winner\": -1,\n  \"replay\": {\n    \"initial\": [[\"0\", \"0\", \"R\"], ")) ||
		!bytes.Contains(data, []byte("\"commands\": [\n      \"A\",\"A\",\"N\",\"N\",\"N\",\"A\",\"N\"\n    ]")) {
		t.Errorf("official file written as\n%s", data)
	}
	back, err := Read(bytes.NewReader(data), "o2.json")
	if err != nil {
		t.Fatal(err)
	}
	if !equalFiles(f, back) {
		t.Errorf("read back %+v, want %+v", back, f)
	}
}

func TestWriteDefaults(t *testing.T) {
	// A File made by hand with a zero meta: defaults are written.
	f := &File{Winner: -1, Initial: allFallen, Commands: []engine.Command{'U', 'A', 'N'},
		Meta: &Meta{Meta: replay.Meta{Players: []replay.PlayerMeta{{Name: "a"}, {Name: "b", Status: replay.StatusTimeout, StatusTurn: 1}}}}}
	data := mustWrite(t, f)
	back, err := Read(bytes.NewReader(data), "d.json")
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	m := back.Meta
	if m.Format != 1 || m.TurnLimit != 1000 || m.Coords != string(engine.XY) || m.Players[0].Status != replay.StatusOK ||
		m.Players[0].StatusTurn != -1 || m.Players[1].Status != replay.StatusTimeout || m.Players[1].StatusTurn != 1 ||
		m.Result.Winner != -1 || m.Result.Reason != "" || string(back.Log) != "[]" {
		t.Errorf("read back %+v", m)
	}
	if f.Meta.Format != 0 || f.Meta.Result.Winner != 0 {
		t.Error("Write changed its File")
	}
}

func TestWriteRefuses(t *testing.T) {
	good := func() *File {
		return &File{Winner: -1, Initial: allFallen, Commands: []engine.Command{'U', 'A', 'N'}}
	}
	for _, tc := range []struct {
		name  string
		edit  func(f *File)
		where string
	}{
		{"winner", func(f *File) { f.Winner = 2 }, "winner"},
		{"command", func(f *File) { f.Commands[1] = 'X' }, "replay.commands[1]"},
		{"facing", func(f *File) { f.Initial[3].Facing = 0 }, "replay.initial[3][2]"},
		{"log", func(f *File) { f.Log = json.RawMessage("[1,") }, "log"},
		{"status", func(f *File) { f.Meta = &Meta{Meta: replay.Meta{Players: []replay.PlayerMeta{2: {Status: "gone"}}}} }, "meta.players[2].status"},
		{"result", func(f *File) { f.Meta = &Meta{Result: ResultMeta{Winner: 3}} }, "meta.result.winner"},
		{"took", func(f *File) { f.Meta = &Meta{Meta: replay.Meta{Turns: []replay.TurnRecord{{Turn: 1, Took: -1}}}} }, "meta.turns[0].took"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := good()
			tc.edit(f)
			var b bytes.Buffer
			err := Write(&b, f)
			var e *replay.Error
			if !errorAs(err, &e) || e.Where != tc.where {
				t.Fatalf("got %v, want an error at %s", err, tc.where)
			}
			if b.Len() != 0 {
				t.Error("something was written")
			}
		})
	}
	if err := Write(&bytes.Buffer{}, nil); err == nil {
		t.Error("Write(nil) succeeded")
	}
}

func TestSave(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	f, _ := sampleFile()
	if err := Save(path, f); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !equalFiles(f, back) {
		t.Error("loaded file differs")
	}
	// Overwrite with another game, keeping the mode.
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	g, err := Read(strings.NewReader(official(-1, allFallen, "AAN")), "x")
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(path, g); err != nil {
		t.Fatal(err)
	}
	if back, err := Load(path); err != nil || !equalFiles(g, back) {
		t.Errorf("after overwrite: %v", err)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("mode after overwrite: %v %v", st.Mode(), err)
	}
	// A failing save (the target is a directory) leaves nothing behind.
	sub := filepath.Join(dir, "sub")
	if err := os.MkdirAll(filepath.Join(sub, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	err = Save(sub, g)
	var e *replay.Error
	if !errorAs(err, &e) || e.File != sub {
		t.Errorf("Save onto a directory: %v", err)
	}
	// An invalid File is refused before anything is written.
	bad := *g
	bad.Winner = 3
	if err := Save(path, &bad); err == nil {
		t.Error("Save of a wrong winner succeeded")
	}
	if back, err := Load(path); err != nil || !equalFiles(g, back) {
		t.Errorf("target changed by a refused save: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, ",") != "game.json,sub" {
		t.Errorf("directory holds %v", names)
	}
}

// TestWriteStrings: any Go string is written as JSON that reads back the
// same, invalid UTF-8 as U+FFFD (one a byte, as encoding/json reads it).
func TestWriteStrings(t *testing.T) {
	for _, s := range []string{"", "plain", `"q" \ /`, "\x00\x01\x1f\x7f", "tab\tnl\ncr\r", "été ✓ 𝄞", "\u2028\u2029",
		"bad \xff utf8 \xc3", "\xed\xa0\x80 surrogate", strings.Repeat("x", 1000)} {
		f := &File{Winner: -1, Initial: allFallen, Meta: &Meta{Meta: replay.Meta{Players: []replay.PlayerMeta{{Name: s}}}}}
		data := mustWrite(t, f)
		if bytes.Contains(data, []byte(`\u2028`)) != strings.Contains(s, "\u2028") || bytes.ContainsRune(data, '\u2028') {
			t.Errorf("%q: U+2028 not escaped", s)
		}
		var v1 struct {
			Meta struct{ Players []struct{ Name string } }
		}
		if err := json.Unmarshal(data, &v1); err != nil {
			t.Errorf("%q written as %s: %v", s, data, err)
			continue
		}
		back, err := Read(bytes.NewReader(data), "s.json")
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		want := strings.ToValidUTF8(s, "\ufffd")
		if s == "bad \xff utf8 \xc3" {
			want = "bad \ufffd utf8 \ufffd"
		}
		if s == "\xed\xa0\x80 surrogate" {
			want = "\ufffd\ufffd\ufffd surrogate"
		}
		if got := back.Meta.Players[0].Name; got != want || v1.Meta.Players[0].Name != want {
			t.Errorf("%q read back as %q (encoding/json %q), want %q", s, got, v1.Meta.Players[0].Name, want)
		}
	}
}
