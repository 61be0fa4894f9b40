// Package trace reads the Tenka1 2022 conformance traces (testdata): games
// whose answers the official game logic computed, for tests.
package trace

import (
	"fmt"
	"path/filepath"
	"strconv"

	"floorfall/internal/gzjson"
)

// Trace is one game of a conformance trace (see testdata's README).
type Trace struct {
	Format    string      `json:"format"`
	Name      string      `json:"name"`
	Seed      int64       `json:"seed"`
	Moves     [][]int     `json:"moves"`     // [turn][seat], -1: no call
	Responses [][]*string `json:"responses"` // [turn][seat], nil when no call
	Final     struct {
		Scores     []int `json:"scores"`
		Ranks      []int `json:"ranks"`
		RankPoints []int `json:"rank_points"`
	} `json:"final"`
	File string `json:"-"`
}

// Files are the traces in dir (trace_*.json.gz), sorted.
func Files(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "trace_*.json.gz"))
	if err == nil && len(files) == 0 {
		err = fmt.Errorf("no trace_*.json.gz in %s", dir)
	}
	return files, err
}

// Load reads a trace.
func Load(path string) (*Trace, error) {
	t := &Trace{File: filepath.Base(path)}
	if err := gzjson.Read(path, t); err != nil {
		return nil, err
	}
	if t.Format != "tenka1-2022-trace/1" || len(t.Moves) != len(t.Responses) {
		return nil, fmt.Errorf("%s: not a tenka1-2022-trace/1 file", path)
	}
	return t, nil
}

// Last is the last turn in which seat calls (-1: it never does).
func (t *Trace) Last(seat int) int {
	for i := len(t.Moves) - 1; i >= 0; i-- {
		if t.Moves[i][seat] >= 0 {
			return i
		}
	}
	return -1
}

// LoadAll reads every trace in dir.
func LoadAll(dir string) ([]*Trace, error) {
	files, err := Files(dir)
	if err != nil {
		return nil, err
	}
	var ts []*Trace
	for _, f := range files {
		t, err := Load(f)
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
	}
	return ts, nil
}

// ReplayFile is the trace's moves as a floorfall replay file (its
// "tenka1" object alone), for tests of what reads replays.
func (t *Trace) ReplayFile() []byte {
	b := []byte(`{"tenka1":{"moves":[`)
	for i, mv := range t.Moves {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for a, v := range mv {
			if a > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(v), 10)
		}
		b = append(b, ']')
	}
	return append(b, "]}}"...)
}
