package game_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/game"
	_ "floorfall/games/all" // every game
	"floorfall/internal/fixtures"
	"floorfall/internal/gzjson"
	"floorfall/replay"
)

const noGame = "not a replay of any game floorfall knows (tried ants, hit-and-sunk, jc2015, tenka1-2022)"

// officialFiles are the official files of each game in the test data, by
// game: JavaChallenge2015's server logs (and the replays in its traces),
// the Ants engine's replays, Hit and Sunk's setups and reference traces.
func officialFiles(t *testing.T) map[string][][]byte {
	t.Helper()
	files := map[string][][]byte{}
	read := func(g, path string) {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		files[g] = append(files[g], b)
	}
	for _, name := range []string{"sample_log_new.json", "sample_log_seed0.json"} {
		read("jc2015", fixtures.Path("jc2015", "official-fixtures", name))
	}
	read("jc2015", fixtures.Path("jc2015", "played-on", "all_fallen.json"))
	traces, _ := filepath.Glob(fixtures.Path("jc2015", "traces", "trace_*.json"))
	for _, path := range traces[:5] {
		var tr struct{ OfficialReplay json.RawMessage }
		b, _ := os.ReadFile(path)
		if err := json.Unmarshal(b, &tr); err != nil {
			t.Fatal(err)
		}
		files["jc2015"] = append(files["jc2015"], tr.OfficialReplay)
	}
	ants, _ := filepath.Glob("../games/ants/testdata/trace_*.json.gz")
	for _, path := range ants {
		var tr struct{ OfficialReplay json.RawMessage }
		if err := gzjson.Read(path, &tr); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		files["ants"] = append(files["ants"], tr.OfficialReplay)
	}
	hns, _ := filepath.Glob("../games/hitandsunk/testdata/*.json*")
	for _, path := range hns {
		read("hit-and-sunk", path)
	}
	files["tenka1-2022"] = [][]byte{[]byte(`{"tenka1": {"moves": []}}`)}
	for g, fs := range files {
		if len(fs) == 0 {
			t.Fatalf("no official file of %s", g)
		}
	}
	return files
}

// Every official file goes to its game and reads; a file of no game is
// refused naming the games tried.
func TestDetect(t *testing.T) {
	for g, fs := range officialFiles(t) {
		for i, data := range fs {
			got, err := game.Detect(data, "f.json")
			if err != nil || got.Info().Name != g {
				t.Errorf("%s file %d: detected %v, %v", g, i, got, err)
				continue
			}
			if _, err := game.Decode(data, "f.json"); err != nil && g != "tenka1-2022" {
				t.Errorf("%s file %d: %v", g, i, err)
			}
		}
	}
	for _, tc := range []struct{ data, want string }{
		{`{"a": 1}`, "replay x.json: " + noGame},
		{`[]`, "replay x.json: " + noGame},
		{`{"tenka1-2022-trace": 1}`, "replay x.json: " + noGame},
		{`{"a": {"replay": {}, "replaydata": {}, "tenka1": {}}}`, "replay x.json: " + noGame}, // not at the top level
		{`{"meta": {"players": []}}`, "replay x.json: " + noGame},
		{`not json`, "replay x.json: " + noGame + `; its JSON breaks at line 1, column 2: not JSON: unexpected 'o', want "null"`},
		{`{"a": 1} {}`, "replay x.json: " + noGame + "; its JSON breaks at line 1, column 10: "},
		{`{"game": "chess", "a": 1}`, "replay x.json: " + noGame}, // a game no one registered
		{`{"meta": {"game": "chess"}}`, `replay x.json: meta.game: unknown game "chess" (games: ants, hit-and-sunk, jc2015, tenka1-2022)`},
	} {
		_, err := game.Decode([]byte(tc.data), "x.json")
		var re *replay.Error
		if !errors.As(err, &re) || re.File != "x.json" || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.data, err, tc.want)
		}
	}
}

// A file that names a game at its top level ("game") is that game's, with
// no Sniff asked (Tenka1 2022's knows its files by a "tenka1" key).
func TestDetectTopLevelGame(t *testing.T) {
	got, err := game.Detect([]byte(`{"moves": [], "game": "tenka1-2022"}`), "x.json")
	if err != nil || got.Info().Name != "tenka1-2022" {
		t.Errorf("detected %v, %v", got, err)
	}
}

// An official file cut short is still its game's, for the game's own error
// (where its JSON breaks), once its first member is read: never "no game".
func TestDetectCutShort(t *testing.T) {
	files := officialFiles(t)
	for _, g := range []string{"jc2015", "ants", "hit-and-sunk"} {
		data := files[g][0] // hit-and-sunk: duel.json, not gzipped
		first := strings.Index(string(data), ",")
		for n := first; n < len(strings.TrimSpace(string(data))); n += max(1, (len(data)-first)/300) {
			_, err := game.Decode(data[:n], "cut.json")
			if err == nil || strings.Contains(err.Error(), noGame) || !strings.Contains(err.Error(), "end of file") {
				t.Fatalf("%s file cut to %d bytes: %v", g, n, err)
			}
		}
	}
}
