package app

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/game"
	"floorfall/games/tenka1"
	"floorfall/render"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/tournament"
)

// A presentation's title card names the game of its file (a Tenka1 2022
// match: its title and tagline), not another's; the start screen names
// every game the window shows.
func TestTitleCardNamesTheGame(t *testing.T) {
	m, err := tenka1.Game{}.New(game.Setup{Seats: 6})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "cube.json")
	if err := game.Save(path, m.Replay(&replay.Meta{Players: make([]replay.PlayerMeta, 6)})); err != nil {
		t.Fatal(err)
	}
	a := testApp(t)
	a.scr.present = newPresenter(&show.Present{Files: []string{path}})
	a.presentCard(time.Now())
	cs, ok := a.scr.shown.(*cardScreen)
	if !ok {
		t.Fatalf("the screen is %T (message %q)", a.scr.shown, a.over.msg.text)
	}
	tc, ok := cs.view(&a.surf.l).(*render.TitleCard)
	if !ok || tc.Game != "Tenka1 2022  ·  six agents paint a cube" || tc.Lines[2] != "cube.json" {
		t.Fatalf("the title card %+v", cs.view(&a.surf.l))
	}
	line := render.StartLine()
	for _, title := range []string{"JavaChallenge2015", "Tenka1 2022", "Hit and Sunk", "Ants (AI Challenge 2011)"} {
		if !strings.Contains(line, title) {
			t.Errorf("the start screen's line %q lacks %q", line, title)
		}
	}
}

// F12 works on the presentation's pages too: a screenshot of the title
// card is saved under a name of its own.
func TestScreenshotOfATitleCard(t *testing.T) {
	m, err := tenka1.Game{}.New(game.Setup{Seats: 6})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "cube.json")
	if err := game.Save(path, m.Replay(&replay.Meta{Players: make([]replay.PlayerMeta, 6)})); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	a := testApp(t)
	a.scr.present = newPresenter(&show.Present{Files: []string{path}})
	a.presentCard(time.Now())
	if _, ok := a.scr.shown.(*cardScreen); !ok {
		t.Fatalf("the screen is %T", a.scr.shown)
	}
	run(t, a, keysIn(false, false, ebiten.KeyF12))
	if a.over.shotAs != "title" {
		t.Fatalf("F12 on the title card: asked %q", a.over.shotAs)
	}
	shotDir, base := a.scr.match.shotName(a.over.shotAs) // what Update does with the frame painted
	a.jobs.saveScreen(image.NewRGBA(image.Rect(0, 0, 8, 8)), shotDir, base)
	tickUntil(t, a, "the screenshot", func() bool { return strings.Contains(a.over.msg.text, "saved") })
	if !strings.HasSuffix(a.over.msg.text, "floorfall-title.png") {
		t.Errorf("saved as %q", a.over.msg.text)
	}
	if _, err := os.Stat(filepath.Join(dir, "floorfall-title.png")); err != nil {
		t.Error(err)
	}
	a.over.shotAs = ""
	a.scr.shown = standingsPage(&tournament.Results{}, nil, "")
	run(t, a, keysIn(false, false, ebiten.KeyF12))
	if a.over.shotAs != "standings" {
		t.Fatalf("F12 on the standings page: asked %q", a.over.shotAs)
	}
}
