package game_test

import (
	"strings"
	"testing"

	"floorfall/game"
)

// Every game says whether its bots keep state between turns: either why
// they need no earlier turn (Ask.Stateless), and then it has no stream to
// give, saying why; or its matches walk their past (game.Past), from a
// new match and from one played on from a replay.
func TestEveryGameTellsItsPast(t *testing.T) {
	stateless := 0
	for _, g := range game.All() {
		info := g.Info()
		m, err := g.New(game.Setup{Seats: info.MinSeats, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if info.Ask.Stateless != "" {
			stateless++
			_, err = game.Stream(nil, m.Replay(nil), 0, 0)
			if err == nil || !strings.Contains(err.Error(), info.Ask.Stateless) {
				t.Errorf("%s: the stream of a game whose bots need no earlier turn: %v", info.Name, err)
			}
			continue
		}
		if _, ok := m.(game.Past); !ok {
			t.Errorf("%s: its bots keep state between turns, but its Match is no game.Past", info.Name)
		}
		at, err := m.Replay(nil).At(0)
		if _, ok := at.(game.Past); err != nil || !ok {
			t.Errorf("%s: a match played on from a replay is no game.Past (%v)", info.Name, err)
		}
	}
	if stateless != 2 || len(game.All()) != 4 {
		t.Errorf("%d games of %d say their bots need no earlier turn, want 2 of 4 (Hit and Sunk, Tenka1 2022)", stateless, len(game.All()))
	}
}
