package show

import (
	"path/filepath"

	"floorfall/replay"
)

// Record is what a match played on from f records of it (its replay's
// meta.fork), saved to path ("" or "-": written to standard output): the
// parent replay (its file name when beside path, else its path), the
// turn, the parent's players (who played the turns before it) and the
// parent's own fork.
func (f *Fork) Record(path string) *replay.ForkMeta {
	m := &replay.ForkMeta{From: forkRef(f.File, path), At: f.At}
	if f.Meta == nil {
		return m
	}
	m.Names = make([]string, len(f.Meta.Players))
	for i, p := range f.Meta.Players {
		m.Names[i] = p.Name
	}
	// The parent's forks, as deep as a replay may hold them.
	at := &m.Parent
	for d, pf := 1, f.Meta.Fork; pf != nil && d < replay.MaxForkDepth; d, pf = d+1, pf.Parent {
		c := *pf
		c.Parent = nil
		*at = &c
		at = &c.Parent
	}
	return m
}

// forkRef is how a replay saved to child names its parent: by its file
// name when the two are in one folder, else (and when the child is
// written to standard output) by its absolute path.
func forkRef(parent, child string) string {
	switch {
	case parent == "":
		return ""
	case child != "" && child != "-" && filepath.Dir(parent) == filepath.Dir(child):
		return filepath.Base(parent)
	}
	if abs, err := filepath.Abs(parent); err == nil {
		return abs
	}
	return parent
}
