// Package gametest helps the games' tests: a replay written and read back
// as a file. It is imported only by tests.
package gametest

import (
	"bytes"
	"testing"

	"floorfall/game"
)

// ReadBack is replay r written, then read back as its game reads a file
// (the game registered): what a later command sees of it.
func ReadBack(t testing.TB, r game.Replay) game.Replay {
	t.Helper()
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	back, err := game.Decode(b.Bytes(), "back.json")
	if err != nil {
		t.Fatal(err)
	}
	return back
}
