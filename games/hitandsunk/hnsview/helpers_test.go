package hnsview

import (
	"path/filepath"
	"testing"

	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/internal/trace"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// traces are the reference games' files.
func traces(t *testing.T) []string { return trace.Files(t, filepath.Join("..", "testdata")) }

// load is the board and the viewer's match of a replay file.
func load(t *testing.T, path string) (*Board, *view.Match) {
	t.Helper()
	m := viewtest.Load(t, path)
	return m.Board().(*Board), m
}

// findStep is the first call and step of b for which ok holds, -1 if none.
func findStep(b *Board, ok func(c *engine.Call, st *engine.Step) bool) (int, int) {
	for t, c := range b.Calls {
		for k := range c.Steps {
			if ok(c, &c.Steps[k]) {
				return t, k
			}
		}
	}
	return -1, -1
}

// stepTime is when step k of call t plays: its start and its end, blasts
// excluded, in the slot.
func stepTime(b *Board, t, k int) (a, e float64) {
	sc := b.scriptOf(t)
	_ = sc
	c := b.Calls[t]
	total := 0.0
	for j := range c.Steps {
		total += weight(&c.Steps[j])
	}
	unit := (playTo - playFrom) / total
	a = playFrom
	for j := range k {
		a += weight(&c.Steps[j]) * unit
	}
	st := &c.Steps[k]
	return a, a + (weight(st)-blastW*float64(len(st.Blasts)))*unit
}
