//go:build !headless

package plug

import (
	"testing"

	"floorfall/games/jc2015"
	"floorfall/internal/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "games/jc2015/plug") }

// JavaChallenge2015 passes the conformance kit, registered as the program registers it.
func TestKit(t *testing.T) { gametest.Check(t, jc2015.Game{}) }
