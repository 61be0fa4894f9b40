package app

import (
	"bytes"
	"compress/gzip"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/bot"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/builtin"
	"floorfall/games/jc2015/engine"
	"floorfall/match"
	"floorfall/render/rendertest"
	"floorfall/tournament"
)

// droppedFS is what Ebitengine gives for files and folders dropped on the
// window: the dropped entries at its root, each knowing its real path.
type droppedFS struct {
	fs.FS
	root string
}

type absEntry struct {
	fs.DirEntry
	abs string
}

func (e absEntry) AbsPath() string { return e.abs }

func (d droppedFS) ReadDir(name string) ([]fs.DirEntry, error) {
	ents, err := fs.ReadDir(d.FS, name)
	for i, e := range ents {
		ents[i] = absEntry{e, filepath.Join(d.root, name, e.Name())}
	}
	return ents, err
}

func dropped(dir string) droppedFS { return droppedFS{os.DirFS(dir), dir} }

// A tournament folder dropped on the window opens in the results browser,
// as floorfall view DIR does; a folder of other files says what to drop.
func TestDropTournamentFolder(t *testing.T) {
	top := t.TempDir()
	cup := filepath.Join(top, "cup")
	playCup(t, cup, 2, 3)
	a := testApp(t)
	run(t, a, &Input{Dropped: dropped(top)})
	tickUntil(t, a, "the folder dropped is shown", func() bool { return a.scr.shown == a.scr.results && a.scr.results != nil })
	v := a.scr.results.v.V
	if len(v.R.Matches) != 2 || v.Title != "cup" || len(v.Dirs) != 1 || v.Dirs[0] != cup {
		t.Errorf("the browser shows %d matches of %q from %v", len(v.R.Matches), v.Title, v.Dirs)
	}

	other := t.TempDir()
	os.Mkdir(filepath.Join(other, "misc"), 0o755)
	os.WriteFile(filepath.Join(other, "misc", "notes.txt"), []byte("hi"), 0o644)
	a = testApp(t)
	run(t, a, &Input{Dropped: dropped(other)})
	tickUntil(t, a, "a message", func() bool { return a.over.msg.text != "" })
	if !strings.Contains(a.over.msg.text, "misc is not a tournament folder") || a.scr.shown == a.scr.results {
		t.Errorf("a folder of other files: %q", a.over.msg.text)
	}
}

// playCup plays a tournament of games matches between the built-in hunter
// and random (two seats each: the same names twice) into dir.
func playCup(t *testing.T, dir string, games int, seed int64) {
	t.Helper()
	cfg := tournament.Config{
		Plan: tournament.Plan{Bots: []tournament.Bot{{Name: "hunter", Command: "hunter"}, {Name: "random", Command: "random"}}, Games: games, Seed: seed, Shards: 1},
		Dir:  dir, Parallel: 1, Match: match.Config{Game: jc2015.Game{}, Version: "test"},
		Seat: func(b tournament.Bot, mc *match.Config, seat int) match.Seat {
			return match.Seat{Command: b.Command, Start: func() (bot.Player, error) {
				return builtin.NewPlayer(b.Command, mc.Seed+int64(seat)+1, engine.XY)
			}}
		},
	}
	if err := tournament.Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
}

// A replay dropped gzipped (.json.gz) is shown as the file unpacked is,
// named without .gz: the web page's file picker and its drops take the
// same files (all go through decodeFile). A file dropped that is not a
// replay is said in the window's one line, naming it.
func TestDropGzippedAndNot(t *testing.T) {
	data, err := os.ReadFile(rendertest.Fixture(t, "sample_log_seed0.json"))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	z.Write(data)
	z.Close()
	dir := t.TempDir()
	packed := filepath.Join(dir, "packed.json.gz")
	if err := os.WriteFile(packed, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	a := testApp(t)
	run(t, a, &Input{Dropped: dropped(dir)})
	tickUntil(t, a, "the replay dropped is shown", func() bool { return a.scr.shown == &a.scr.match || a.over.msg.text != "" })
	if a.scr.shown != &a.scr.match {
		t.Fatalf("the replay dropped is not shown: %q", a.over.msg.text)
	}
	if m := a.scr.match.m; m.Title != "packed.json" || a.scr.match.path != packed || m.Turns() != 30 {
		t.Errorf("shown: %q (%d turns) from %q", m.Title, m.Turns(), a.scr.match.path)
	}

	for _, c := range []struct{ name, data, says string }{
		{"notes.txt", "not a replay\n", "replay notes.txt: not a replay of any game floorfall knows"},
		{"cut.json.gz", string(b.Bytes()[:b.Len()/2]), "replay cut.json.gz: "},
	} {
		other := t.TempDir()
		if err := os.WriteFile(filepath.Join(other, c.name), []byte(c.data), 0o644); err != nil {
			t.Fatal(err)
		}
		a = testApp(t)
		run(t, a, &Input{Dropped: dropped(other)})
		tickUntil(t, a, "a message", func() bool { return a.over.msg.text != "" })
		if msg := a.over.msg.text; !strings.HasPrefix(msg, c.says) || strings.Contains(msg, "\n") || !a.over.msg.alert || a.scr.shown == &a.scr.match {
			t.Errorf("%s dropped: the window says %q (alert %v)", c.name, msg, a.over.msg.alert)
		}
	}
}
