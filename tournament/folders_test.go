package tournament

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// A folder of shard folders read as they fill: it stands for the shard
// folders it holds, those that appear later too; a Read loads only the
// matches new since the last and says whether any came; the progress says
// how many matches the plan has and which shards have no folder yet.
func TestFoldersFill(t *testing.T) {
	top := t.TempDir()
	play := func(shard int) {
		t.Helper()
		if err := Run(context.Background(), builtinConfig(filepath.Join(top, fmt.Sprintf("part-%d", shard)), 12, shard, 4)); err != nil {
			t.Fatal(err)
		}
	}
	play(0)
	play(1)
	f := OpenFolders(top)
	entries, changed, err := f.Read()
	if err != nil || !changed || len(entries) != 6 {
		t.Fatalf("first read: %d entries, changed %v, %v", len(entries), changed, err)
	}
	for i, e := range entries {
		k := []int{0, 1, 4, 5, 8, 9}[i] // shard 0's, 1's, in the order of the games
		if want := filepath.Join(top, fmt.Sprintf("part-%d", k%4), GameFile(k)); e.Path != want {
			t.Fatalf("entry %d is %s, want %s", i, e.Path, want)
		}
	}
	if pr := f.Progress(); !reflect.DeepEqual(pr, Progress{Planned: 12, Shards: 4, NotStarted: []int{2, 3}}) {
		t.Fatalf("progress %+v", pr)
	}
	again, changed, err := f.Read()
	if err != nil || changed || len(again) != 6 {
		t.Fatalf("nothing new: %d entries, changed %v, %v", len(again), changed, err)
	}
	play(2)
	more, changed, err := f.Read()
	if err != nil || !changed || len(more) != 9 {
		t.Fatalf("after shard 2: %d entries, changed %v, %v", len(more), changed, err)
	}
	if more[0].Replay != entries[0].Replay {
		t.Error("a match read before was loaded again")
	}
	if pr := f.Progress(); !reflect.DeepEqual(pr.NotStarted, []int{3}) {
		t.Fatalf("progress after shard 2: %+v", pr)
	}
	res := Compute(more)
	res.Progress = f.Progress()
	if !res.Filling() || res.CountText() != "9 of 12 matches in" {
		t.Errorf("9 of 12 matches in: filling %v, %q", res.Filling(), res.CountText())
	}
	var b strings.Builder
	res.WriteMarkdown(&b)
	if !strings.Contains(b.String(), "# Standings so far\n\n9 of 12 matches of JavaChallenge2015 in; no folder for shard 3 of 4 (not started, or not given).") {
		t.Errorf("the standings so far say:\n%s", b.String())
	}
	play(3)
	all, _, _ := f.Read()
	res = Compute(all)
	res.Progress = f.Progress()
	b.Reset()
	res.WriteMarkdown(&b)
	if res.Filling() || res.CountText() != "12 matches" || !strings.HasPrefix(b.String(), "# Standings\n\n12 matches of JavaChallenge2015.") {
		t.Errorf("all in: filling %v, %q, %q", res.Filling(), res.CountText(), b.String()[:60])
	}
}

// Folders of different tournaments (or one without a plan) merge, but how
// many matches are planned is unknown.
func TestFoldersProgressUnknown(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	if err := Run(context.Background(), builtinConfig(a, 4, 0, 2)); err != nil {
		t.Fatal(err)
	}
	other := builtinConfig(b, 6, 1, 2) // another number of games
	if err := Run(context.Background(), other); err != nil {
		t.Fatal(err)
	}
	f := OpenFolders(a, b)
	if _, _, err := f.Read(); err != nil {
		t.Fatal(err)
	}
	if pr := f.Progress(); pr.Planned != 0 || pr.NotStarted != nil {
		t.Errorf("two tournaments: %+v", pr)
	}
	os.Remove(filepath.Join(b, PlanFile))
	f = OpenFolders(a, b)
	f.Read()
	if pr := f.Progress(); pr.Planned != 0 {
		t.Errorf("a folder without a plan: %+v", pr)
	}
}

// results.json names the matches relative to the folder it is in, with
// forward slashes, whether the folders were given as absolute paths or
// not.
func TestRelativeTo(t *testing.T) {
	top := t.TempDir()
	r := &Results{Matches: []MatchResult{{File: filepath.Join(top, "part-0", "game-00000.json")}},
		Unfinished: []string{filepath.Join(top, "part-1", "game-00001.json")}}
	rel := r.RelativeTo(top)
	if rel.Matches[0].File != "part-0/game-00000.json" || rel.Unfinished[0] != "part-1/game-00001.json" {
		t.Errorf("relative to the top: %q %q", rel.Matches[0].File, rel.Unfinished[0])
	}
	if r.Matches[0].File == rel.Matches[0].File {
		t.Error("RelativeTo changed the results it was given")
	}
	if got := r.RelativeTo(filepath.Join(top, "part-0")).Matches[0].File; got != "game-00000.json" {
		t.Errorf("relative to the shard: %q", got)
	}
	t.Chdir(top)
	r = &Results{Matches: []MatchResult{{File: filepath.Join("part-0", "game-00000.json")}}}
	if got := r.RelativeTo(filepath.Join(top, "part-0")).Matches[0].File; got != "game-00000.json" {
		t.Errorf("a relative path, relative to the shard: %q", got)
	}
}
