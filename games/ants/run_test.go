package ants_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"floorfall/cli"
	"floorfall/games/ants"
	"floorfall/games/ants/engine"
	"floorfall/games/ants/internal/trace"
)

// TestMain makes the test binary the bot replaying a seat of a trace when
// it is run as one (trace.Command).
func TestMain(m *testing.M) {
	trace.Main()
	os.Exit(m.Run())
}

// Every game recorded from the official Ants engine plays again through
// 'floorfall run --game ants --initial OFFICIAL.json' with one process a
// player replaying that player's recorded answers (crashing and hanging
// where the official bot did), as the conformance README says: each bot
// is sent exactly the official engine's text, byte for byte (its final
// end message may be missing: the engine kills bots right after it), and
// the replay written equals the official one on every key the README
// lists; 'floorfall info --json' gives its scores and reason.
func TestAntsTracesThroughRun(t *testing.T) {
	paths := trace.MustPaths(t, trace.Dir())
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json.gz"), func(t *testing.T) {
			t.Parallel()
			tr := trace.MustRead(t, path)
			dir := t.TempDir()
			initial := filepath.Join(dir, "official.json")
			if err := os.WriteFile(initial, tr.OfficialReplay, 0o644); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "out.json")
			args := []string{"run", "--game", "ants", "--initial", initial, "--out", out, "-q"}
			for p := range tr.Players {
				log := filepath.Join(dir, fmt.Sprintf("sent-%d.txt", p))
				args = append(args, "-a", trace.Command(exe, path, p, log))
			}
			if _, stderr, code := run(args...); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			for p := range tr.Players {
				checkSent(t, tr, p, filepath.Join(dir, fmt.Sprintf("sent-%d.txt", p)))
			}
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			got, err := engine.ParseOfficial(data)
			if err != nil {
				t.Fatalf("%s: %v", out, err)
			}
			want, err := engine.ParseOfficial(tr.OfficialReplay)
			if err != nil {
				t.Fatal(err)
			}
			if d := engine.Diff(got, want); d != "" {
				t.Errorf("the replay written differs from the official one: %s", d)
			}
			stdout, stderr, code := run("info", out, "--json")
			if code != 0 {
				t.Fatalf("info: exit %d: %s", code, stderr)
			}
			var s summary
			if err := json.Unmarshal([]byte(stdout), &s); err != nil {
				t.Fatal(err)
			}
			if s.Game != "ants" || !s.Finished || s.Reason != ants.Reason(tr.Reason) || s.Turns != tr.EndTurn || len(s.Scores) != len(tr.Scores) {
				t.Fatalf("info: %+v; want ants, finished, %q after turn %d, %d scores", s, ants.Reason(tr.Reason), tr.EndTurn, len(tr.Scores))
			}
			for p, sc := range tr.Scores {
				if s.Scores[p] != float64(sc) {
					t.Errorf("info: scores %v, want %v", s.Scores, tr.Scores)
					break
				}
			}
		})
	}
}

// checkSent compares what the bot of seat p logged with the texts the
// official engine sent it, in order, byte for byte.
func checkSent(t *testing.T, tr *trace.Trace, p int, log string) {
	t.Helper()
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	got := string(data)
	var want []string
	for _, slot := range tr.Inputs {
		if slot[p] != nil {
			want = append(want, *slot[p])
		}
	}
	for m, w := range want {
		if got == "" && m == len(want)-1 && strings.HasPrefix(w, "end\n") {
			return // killed right after its end message, as by the engine
		}
		if !strings.HasPrefix(got, w) {
			t.Errorf("seat %d, message %d of %d: sent\n%.400s\nwant\n%.400s", p, m, len(want), got, w)
			return
		}
		got = got[len(w):]
	}
	if got != "" {
		t.Errorf("seat %d: sent more than the engine did: %.200q", p, got)
	}
}

// summary is what 'floorfall info --json' tells that these tests read.
type summary struct {
	Game     string    `json:"game"`
	Turns    int       `json:"turns"`
	Finished bool      `json:"finished"`
	Reason   string    `json:"reason"`
	Scores   []float64 `json:"scores"`
}

// run runs floorfall's command line in this process, with no viewer.
func run(args ...string) (stdout, stderr string, code int) {
	var o, e bytes.Buffer
	code = cli.Main(args, strings.NewReader(""), &o, &e, nil)
	return o.String(), e.String(), code
}
