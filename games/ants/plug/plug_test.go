//go:build !headless

package plug

import (
	"testing"

	"floorfall/games/ants"
	"floorfall/internal/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "games/ants/plug") }

// Ants passes the conformance kit, registered as the program registers it.
func TestKit(t *testing.T) { gametest.Check(t, ants.Game{}) }
