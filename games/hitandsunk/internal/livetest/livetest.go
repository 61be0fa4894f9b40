// Package livetest starts live Hit and Sunk matches from a setup file for
// the tests of the game's view and painter: the game's match and the
// viewer's, which grow call by call. It is imported only by tests.
package livetest

import (
	"testing"

	"floorfall/game"
	"floorfall/games/hitandsunk"
	"floorfall/replay"
	"floorfall/view"
)

// Start is a live match of the setup file at path, with the ship-choice
// answers played.
func Start(t testing.TB, path string, choices ...string) (*hitandsunk.Match, *view.Match) {
	t.Helper()
	r, err := game.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	seats := r.(*hitandsunk.Replay).Seats()
	gm, err := hitandsunk.Game{}.New(game.Setup{Seats: seats, Initial: r})
	if err != nil {
		t.Fatal(err)
	}
	m := gm.(*hitandsunk.Match)
	lm, err := view.NewLive("live", m.Replay(&replay.Meta{Players: make([]replay.PlayerMeta, seats)}))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range choices {
		Play(m, lm, c)
	}
	return m, lm
}

// Play plays the call of the seat called next with answer, live.
func Play(m *hitandsunk.Match, lm *view.Match, answer string) {
	seat := m.State().Acting()
	lm.Append(m.Play([]game.Reply{{Seat: seat, Text: answer}}), m, nil, nil)
}
