package game_test

import (
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/all"
)

// The default game is the one games/all chooses; a default no game
// registered panics when the program starts.
func TestDefault(t *testing.T) {
	if got := game.DefaultName(); got != all.Default || got == "" {
		t.Errorf("DefaultName %q, want games/all's %q", got, all.Default)
	}
	defer func() {
		if r, _ := recover().(string); !strings.Contains(r, `unknown game "no-such-game"`) {
			t.Errorf("recovered %q", r)
		}
		if game.DefaultName() != all.Default {
			t.Errorf("the default changed to %q", game.DefaultName())
		}
	}()
	game.SetDefault("no-such-game")
}
