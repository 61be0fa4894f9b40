//go:build !headless

package plug

import (
	"testing"

	"floorfall/games/tenka1"
	"floorfall/internal/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "games/tenka1/plug") }

// Tenka1 2022 passes the conformance kit, registered as the program registers it.
func TestKit(t *testing.T) { gametest.Check(t, tenka1.Game{}) }
