//go:build !headless

package plug

import (
	"testing"

	"floorfall/games/hitandsunk"
	"floorfall/internal/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "games/hitandsunk/plug") }

// Hit and Sunk passes the conformance kit, registered as the program registers it.
func TestKit(t *testing.T) { gametest.Check(t, hitandsunk.Game{}) }
