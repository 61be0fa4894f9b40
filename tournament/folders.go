package tournament

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"floorfall/game"
)

// Folders are tournament folders, read as they fill. A folder given is a
// tournament folder (its plan, tournament.json, and its matches,
// game-NNNNN.json), or a folder that holds tournament folders (the shards
// of a tournament played on several machines: part-0, part-1, ...), which
// stands for those it holds, those that appear later included. Each Read
// loads only the match files that are new or changed since the last one
// (a match's file is written whole, once: see Run), so reading again and
// again as matches land costs little.
type Folders struct {
	Dirs  []string // as given
	cache map[string]cached
	plans []Plan // of the tournament folders last read, "" plans left out
	holed bool   // a tournament folder last read holds no plan
	first bool   // Read has run
}

// cached is a match file as last read.
type cached struct {
	size int64
	mod  time.Time
	r    game.Replay
}

// OpenFolders reads tournament folders (see Folders).
func OpenFolders(dirs ...string) *Folders {
	return &Folders{Dirs: dirs, cache: map[string]cached{}}
}

// Read reads the finished and unfinished matches of tournament folders, in
// the order of their games (shards merged), for Compute.
func Read(dirs ...string) ([]Entry, error) {
	entries, _, err := OpenFolders(dirs...).Read()
	return entries, err
}

// Read reads the folders' matches, in the order of their games (shards
// merged), for Compute, and says whether any match file came, went or
// changed since the last Read (true the first time).
func (f *Folders) Read() (entries []Entry, changed bool, err error) {
	type found struct {
		index int
		path  string
		info  os.FileInfo
	}
	var all []found
	f.plans, f.holed = nil, false
	for _, dir := range f.Dirs {
		dirs, err := Expand(dir)
		if err != nil {
			return nil, false, err
		}
		for _, d := range dirs {
			ents, err := os.ReadDir(d)
			if err != nil {
				return nil, false, err
			}
			for _, e := range ents {
				m := gameFileRE.FindStringSubmatch(e.Name())
				if m == nil || !e.Type().IsRegular() {
					continue
				}
				info, err := e.Info()
				if err != nil {
					continue // gone since the listing
				}
				k, _ := strconv.Atoi(m[1])
				all = append(all, found{k, filepath.Join(d, e.Name()), info})
			}
			if p, ok := readPlan(d); ok {
				f.plans = append(f.plans, p)
			} else {
				f.holed = true
			}
		}
	}
	slices.SortStableFunc(all, func(a, b found) int { return a.index - b.index })
	changed = !f.first || len(all) != len(f.cache)
	seen := make(map[string]cached, len(all))
	entries = make([]Entry, 0, len(all))
	for i, fd := range all {
		if i > 0 && all[i-1].index == fd.index {
			return nil, false, fmt.Errorf("game %d is in %s and in %s", fd.index, all[i-1].path, fd.path)
		}
		c, ok := f.cache[fd.path]
		if !ok || c.size != fd.info.Size() || !c.mod.Equal(fd.info.ModTime()) {
			r, err := game.Load(fd.path)
			if err != nil {
				return nil, false, err
			}
			c, changed = cached{fd.info.Size(), fd.info.ModTime(), r}, true
		}
		seen[fd.path] = c
		entries = append(entries, Entry{fd.path, c.r})
	}
	f.cache, f.first = seen, true
	return entries, changed, nil
}

// Expand is the tournament folders dir stands for: dir itself, or, when it
// holds no plan and no match but folders that hold a plan, those, in the
// order of their names.
func Expand(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var subs []string
	for _, e := range ents {
		if e.Name() == PlanFile || gameFileRE.MatchString(e.Name()) {
			return []string{dir}, nil
		}
		if e.IsDir() {
			if _, err := os.Stat(filepath.Join(dir, e.Name(), PlanFile)); err == nil {
				subs = append(subs, filepath.Join(dir, e.Name()))
			}
		}
	}
	if len(subs) == 0 {
		return []string{dir}, nil
	}
	return subs, nil
}

// readPlan reads the plan of tournament folder dir.
func readPlan(dir string) (Plan, bool) {
	b, err := os.ReadFile(filepath.Join(dir, PlanFile))
	if err != nil {
		return Plan{}, false
	}
	var p Plan
	if json.Unmarshal(b, &p) != nil || p.Games < 1 {
		return Plan{}, false
	}
	p.Shards = max(p.Shards, 1)
	return p, true
}

// Progress is how far a tournament is, from the plans of its folders.
type Progress struct {
	// Planned is the number of matches of the tournament's schedule, 0
	// when unknown: a folder without a plan, or folders of different
	// tournaments.
	Planned int `json:"planned,omitempty"`
	// Shards is the number of shards it is played in, and NotStarted those
	// (0 to Shards-1) that no folder holds: not started yet, or not given.
	Shards     int   `json:"shards,omitempty"`
	NotStarted []int `json:"notStarted,omitempty"`
}

// Progress is how far the tournament of the folders last read is.
func (f *Folders) Progress() Progress {
	if f.holed || len(f.plans) == 0 {
		return Progress{}
	}
	p0 := f.plans[0]
	have := map[int]bool{}
	for _, p := range f.plans {
		q := p
		q.Shard = p0.Shard
		if !samePlan(p0, q) {
			return Progress{}
		}
		have[p.Shard] = true
	}
	pr := Progress{Planned: p0.Games, Shards: p0.Shards}
	for i := range p0.Shards {
		if !have[i] {
			pr.NotStarted = append(pr.NotStarted, i)
		}
	}
	return pr
}
