package app

import (
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
