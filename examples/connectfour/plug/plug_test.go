//go:build !headless

package plug

import (
	"testing"

	"floorfall/examples/connectfour"
	"floorfall/internal/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "examples/connectfour/plug") }

// Connect Four passes the conformance kit, registered as its plug
// registers it.
func TestKit(t *testing.T) { gametest.Check(t, connectfour.Game{}) }
