// Package trace reads the reference games recorded from the official Ants
// engine (the game's testdata/trace_NNN.json.gz; the format is the
// conformance README's) for the game's tests, and replays a seat of one as
// a bot (Bot). It is imported only by tests.
package trace

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"runtime"
	"testing"

	"floorfall/internal/gzjson"
)

// Trace is a reference game.
type Trace struct {
	Players []string `json:"players"`
	Map     string   `json:"map"` // the .map file's text
	// Inputs[k][p] is the text player p was sent in message slot k (nil:
	// nothing); Outputs[k][p] what it answered (each line ending in "\n",
	// up to its "go").
	Inputs         [][]*string     `json:"inputs"`
	Outputs        [][]*string     `json:"outputs"`
	Statuses       []string        `json:"statuses"`
	PlayerTurns    []int           `json:"playerturns"`
	Scores         []int           `json:"scores"`
	EndTurn        int             `json:"endTurn"`
	Reason         string          `json:"reason"`
	OfficialReplay json.RawMessage `json:"officialReplay"`
}

// Read reads a trace file.
func Read(path string) (*Trace, error) {
	var t Trace
	if err := gzjson.Read(path, &t); err != nil {
		return nil, err
	}
	return &t, nil
}

// Paths are the trace files in dir: all 10, or an error.
func Paths(dir string) ([]string, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "trace_*.json.gz"))
	if err == nil && len(paths) != 10 {
		err = fmt.Errorf("%d traces in %s, not 10", len(paths), dir)
	}
	return paths, err
}

// Sent counts the messages the official engine sent.
func (t *Trace) Sent() int {
	n := 0
	for _, slot := range t.Inputs {
		for _, in := range slot {
			if in != nil {
				n++
			}
		}
	}
	return n
}

// MustRead reads a trace file, failing the test if it cannot.
func MustRead(t testing.TB, path string) *Trace {
	t.Helper()
	tr, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// MustPaths are the 10 trace files in dir, or the test fails.
func MustPaths(t testing.TB, dir string) []string {
	t.Helper()
	paths, err := Paths(dir)
	if err != nil {
		t.Fatal(err)
	}
	return paths
}

// Dir is the folder of the 10 public traces, the game's testdata, found
// from this package's source wherever a test runs.
func Dir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok || !filepath.IsAbs(file) {
		panic("trace: cannot locate the package's source folder (built with -trimpath?)")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata")
}
