// Package trace reads the reference games recorded from Hit and Sunk's
// controller (the game's testdata/trace_NNN.json.gz; the format is the
// conformance README's), for the game's tests.
package trace

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"floorfall/games/hitandsunk/engine"
	"floorfall/internal/gzjson"
)

// Trace is a reference game.
type Trace struct {
	Seed   int64        `json:"seed"`
	Setup  engine.Setup `json:"setup"`
	Bots   []string     `json:"bots"`
	Calls  []Call       `json:"calls"`
	Final  []Final      `json:"final"`
	Rounds int          `json:"rounds"`
	// SetupJSON is the setup object as the file has it.
	SetupJSON json.RawMessage `json:"-"`
}

// Call is one bot call: Arg nil for the ship-choice call, Out nil when the
// bot printed nothing.
type Call struct {
	Round     int     `json:"round"`
	ID        int     `json:"id"`
	Arg       *string `json:"arg"`
	Out       *string `json:"out"`
	Exception *string `json:"exception"`
}

// Final is a seat's result.
type Final struct {
	ID     int  `json:"id"`
	Hits   int  `json:"hits"`
	Sunken int  `json:"sunken"`
	Damage int  `json:"damage"`
	Alive  bool `json:"alive"`
	Score  int  `json:"score"`
	Rank   int  `json:"rank"`
}

// Read reads a trace file.
func Read(path string) (*Trace, error) {
	data, err := gzjson.ReadBytes(path)
	if err != nil {
		return nil, err
	}
	var t Trace
	if err := json.Unmarshal(data, &t); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var raw struct {
		Setup json.RawMessage `json:"setup"`
	}
	json.Unmarshal(data, &raw)
	t.SetupJSON = raw.Setup
	return &t, nil
}

// Files are the trace files in dir (the testdata folder), at least one.
func Files(t testing.TB, dir string) []string {
	files, err := filepath.Glob(filepath.Join(dir, "trace_*.json.gz"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no traces in %s", dir)
	}
	return files
}
