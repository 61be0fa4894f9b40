// Package viewtest makes the viewer's matches for the tests of the games'
// view models and painters: a view.Match of a replay, or of a replay file.
// It is imported only by tests.
package viewtest

import (
	"testing"

	"floorfall/game"
	"floorfall/view"
)

// Match is the viewer's match of replay r, titled title; a replay the
// viewer cannot show fails the test.
func Match(t testing.TB, r game.Replay, title string) *view.Match {
	t.Helper()
	m, err := view.FromReplay(r, title)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Load is the viewer's match of the replay file at path (any game's, as
// game.Load reads it), titled with its path.
func Load(t testing.TB, path string) *view.Match {
	t.Helper()
	r, err := game.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return Match(t, r, path)
}
