package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/replay"
)

// A Tenka1 match's seed is printed and kept in its replay, as every
// game's: built-in bots of a seed play the same game again, byte for byte
// but for the answers' times. A replay of an older floorfall, with no
// seed, still reads and plays on.
func TestTenka1SeedRepeatsTheMatch(t *testing.T) {
	dir := t.TempDir()
	var files [2][]byte
	for k := range files {
		out := filepath.Join(dir, "t"+itoa(k)+".json")
		_, stderr, code := cliMain(t, "run", "--game", "tenka1-2022", "--seed", "7", "-a", "random", "-a", "greedy",
			"-a", "random", "-a", "sample", "-a", "random", "-a", "random", "--out", out)
		if code != 0 {
			t.Fatalf("run: exit %d\n%s", code, stderr)
		}
		if !strings.Contains(stderr, "\nseed 7\n") {
			t.Errorf("the summary does not tell the seed:\n%s", stderr)
		}
		if s := infoOf(t, out); s.Seed == nil || *s.Seed != 7 {
			t.Errorf("info --json: seed %v, want 7", s.Seed)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		files[k] = withoutTimes(t, data)
	}
	if string(files[0]) != string(files[1]) {
		t.Errorf("two matches of seed 7 differ:\n%s\n%s", files[0], files[1])
	}
	if !strings.Contains(string(files[0]), `"seed":7`) {
		t.Errorf("the replay keeps no seed:\n%.300s", files[0])
	}

	// Another seed, another game (the random bots draw other moves).
	other := filepath.Join(dir, "other.json")
	if _, stderr, code := cliMain(t, "run", "--game", "tenka1-2022", "--seed", "8", "-a", "random", "-a", "greedy",
		"-a", "random", "-a", "sample", "-a", "random", "-a", "random", "-q", "--out", other); code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	data, err := os.ReadFile(other)
	if err != nil {
		t.Fatal(err)
	}
	var a, b struct {
		Tenka1 struct{ Moves [][]int } `json:"tenka1"`
	}
	json.Unmarshal(files[0], &a)
	json.Unmarshal(data, &b)
	if len(a.Tenka1.Moves) != 294 || string(must(json.Marshal(a.Tenka1.Moves))) == string(must(json.Marshal(b.Tenka1.Moves))) {
		t.Errorf("seeds 7 and 8 played the same moves (%d turns)", len(a.Tenka1.Moves))
	}

	// An older replay, with no seed: info says none, and a match played
	// on from it keeps none.
	old := filepath.Join(dir, "old.json")
	raw, _ := os.ReadFile(filepath.Join(dir, "t0.json"))
	var f map[string]any
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	delete(f["meta"].(map[string]any), "seed")
	os.WriteFile(old, must(json.Marshal(f)), 0o644)
	if s := infoOf(t, old); s.Seed != nil || !s.Finished {
		t.Errorf("info --json of a replay with no seed: seed %v, finished %v", s.Seed, s.Finished)
	}
	r, err := game.Load(old)
	if err != nil {
		t.Fatal(err)
	}
	m, err := r.At(100)
	if err != nil {
		t.Fatal(err)
	}
	if meta := m.Replay(&replay.Meta{}).Meta(); meta.Seed != nil {
		t.Errorf("played on from a replay with no seed: seed %d", *meta.Seed)
	}
}

// withoutTimes is a replay file with its answers' times left out.
func withoutTimes(t *testing.T, data []byte) []byte {
	t.Helper()
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	meta := f["meta"].(map[string]any)
	turns, _ := meta["turns"].([]any)
	for _, rec := range turns {
		delete(rec.(map[string]any), "took")
	}
	return must(json.Marshal(f))
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
