package hnspaint

import (
	"path/filepath"
	"testing"

	"floorfall/render/rendertest"
)

// Painting needs Ebitengine's game loop: the tests run inside it (see
// rendertest.Main), and skip without a display.
func TestMain(m *testing.M) { rendertest.Main(m, "hnspaint", nil) }

// trace is a reference game's file.
func trace(n string) string { return filepath.Join("..", "testdata", "trace_"+n+".json.gz") }
