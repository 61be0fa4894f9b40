package app

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"floorfall/game"
	"floorfall/games/tenka1"
	"floorfall/render"
	"floorfall/replay"
	"floorfall/show"
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
	a.present = newPresenter(&show.Present{Files: []string{path}})
	a.presentCard(time.Now())
	cs, ok := a.screen.(*cardScreen)
	if !ok {
		t.Fatalf("the screen is %T (message %q)", a.screen, a.msg.text)
	}
	tc, ok := cs.view(a).(*render.TitleCard)
	if !ok || tc.Game != "Tenka1 2022  ·  six agents paint a cube" || tc.Lines[2] != "cube.json" {
		t.Fatalf("the title card %+v", cs.view(a))
	}
	line := render.StartLine()
	for _, title := range []string{"JavaChallenge2015", "Tenka1 2022", "Hit and Sunk", "Ants (AI Challenge 2011)"} {
		if !strings.Contains(line, title) {
			t.Errorf("the start screen's line %q lacks %q", line, title)
		}
	}
}
