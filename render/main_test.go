package render

import (
	"testing"

	"floorfall/render/rendertest"
)

// Painting needs Ebitengine's game loop: the tests run inside it (see
// rendertest.Main), and skip without a display.
func TestMain(m *testing.M) { rendertest.Main(m, "render", nil) }
