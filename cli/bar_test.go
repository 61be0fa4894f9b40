package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The bar: each contest's own bots play in floorfall, run as the contest
// ran them, and what floorfall says of the match (run's summary, info and
// info --json) agrees with what happened, in the game's words. Tenka1's
// built-ins play in every run; the official Ants sample bots and the Hit
// and Sunk controller's players need their folders (scripts/bar.sh gives
// them: FLOORFALL_BAR_ANTS, the aichallenge repository; FLOORFALL_BAR_HNS,
// the hit-master repository) and Python 2 and Java; without them those
// parts are skipped, saying what they need.

// barRead reads info --json of a replay: its outcomes whole, every key of
// the schema in each.
func barRead(t *testing.T, path string) summary {
	t.Helper()
	stdout, stderr, code := cliMain(t, "info", "--json", path)
	var s summary
	var raw struct {
		Outcomes []map[string]any `json:"outcomes"`
	}
	if err := json.Unmarshal([]byte(stdout), &s); code != 0 || err != nil || json.Unmarshal([]byte(stdout), &raw) != nil {
		t.Fatalf("info --json %s: exit %d %v\n%s%s", path, code, err, stderr, stdout)
	}
	if len(s.Outcomes) != s.Seats {
		t.Fatalf("info --json: %d outcomes for %d seats", len(s.Outcomes), s.Seats)
	}
	for i, o := range raw.Outcomes {
		for _, k := range []string{"name", "status", "place", "score", "refused", "out", "turn", "by", "how", "figures"} {
			if _, ok := o[k]; !ok {
				t.Errorf("outcome of seat %d has no %q: %v", i, k, o)
			}
		}
	}
	return s
}

func TestBarTenka1(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cube.json")
	_, stderr, code := cliMain(t, "run", "--game", "tenka1-2022", "-a", "greedy", "-a", "random", "-a", "greedy",
		"-a", "sample", "-a", "random", "-a", "greedy", "--seed", "7", "--out", out)
	if code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	s := barRead(t, out)
	if len(s.Outcomes) != 6 {
		t.Fatalf("%d outcomes, want 6", len(s.Outcomes))
	}
	sum := 0.0
	for i, o := range s.Outcomes {
		pts, ok := o.Figure("rank_points")
		sum += pts
		if !ok || o.Out || o.Turn != -1 {
			t.Errorf("seat %d: outcome %+v", i, o)
		}
		// A higher score: a better place and more points.
		for j, p := range s.Outcomes {
			if other, _ := p.Figure("rank_points"); o.Score > p.Score && (o.Place >= p.Place || pts <= other) {
				t.Errorf("seat %d scores more than seat %d but is not ahead: %+v, %+v", i, j, o, p)
			}
		}
	}
	if sum != 0 {
		t.Errorf("rank_points add up to %g, not 0: %+v", sum, s.Outcomes)
	}
	text, _, _ := cliMain(t, "info", out)
	if !strings.Contains(text, "rank_points ") || !strings.Contains(text, "area ") || strings.Contains(text, "fell") {
		t.Errorf("info:\n%s", text)
	}
}

// barFolder is the folder an environment variable names, or a skip.
func barFolder(t *testing.T, env, sub, needs string) string {
	t.Helper()
	root := os.Getenv(env)
	if root == "" {
		t.Skipf("%s is not set: %s (see scripts/bar.sh)", env, needs)
	}
	dir := filepath.Join(root, sub)
	if _, err := os.Stat(dir); err != nil {
		t.Fatalf("%s: %v", env, err)
	}
	return dir
}

func TestBarAnts(t *testing.T) {
	dir := barFolder(t, "FLOORFALL_BAR_ANTS", "ants/dist/sample_bots/python", "the aichallenge repository, for its sample bots")
	if _, err := exec.LookPath("python2"); err != nil {
		t.Skip("no python2: the official sample bots are Python 2")
	}
	maze := filepath.Join(dir, "../../../maps/maze/maze_04p_01.map")
	out := filepath.Join(t.TempDir(), "ants.json")
	_, stderr, code := floorfallIn(t, dir, "", "run", "--game", "ants", "--map", maze, "-a", "python2 HunterBot.py", "-a", "python2 LeftyBot.py",
		"-a", "python2 GreedyBot.py", "-a", "python2 RandomBot.py", "--seed", "3", "--out", out)
	if code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	// The file's own fields (the official engine's format) against the
	// outcomes.
	var file struct {
		Status      []string `json:"status"`
		PlayerTurns []int    `json:"playerturns"`
		Score       []int    `json:"score"`
		Rank        []int    `json:"rank"`
	}
	data, err := os.ReadFile(out)
	if err != nil || json.Unmarshal(data, &file) != nil {
		t.Fatalf("%s: %v", out, err)
	}
	s := barRead(t, out)
	eliminated := 0
	for p, st := range file.Status {
		o := s.Outcomes[p]
		if o.Score != float64(file.Score[p]) || o.Place != file.Rank[p]+1 {
			t.Errorf("seat %d: outcome %v, file score %d rank %d", p, o, file.Score[p], file.Rank[p])
		}
		if st != "eliminated" {
			if o.Out {
				t.Errorf("seat %d (%s): outcome %v", p, st, o)
			}
			continue
		}
		eliminated++
		if !o.Out || o.How != "eliminated" || o.Turn != file.PlayerTurns[p] {
			t.Errorf("seat %d eliminated in turn %d: outcome %v", p, file.PlayerTurns[p], o)
		}
		if !strings.Contains(stderr, "eliminated in turn "+itoa(file.PlayerTurns[p])) {
			t.Errorf("the summary does not say seat %d was eliminated in turn %d:\n%s", p, file.PlayerTurns[p], stderr)
		}
	}
	if eliminated == 0 {
		t.Errorf("nobody eliminated (statuses %v): the bar wants a game with an elimination", file.Status)
	}
	if !strings.Contains(stderr, "P0 HunterBot") || strings.Contains(stderr, "fell") || strings.Contains(stderr, "drops") {
		t.Errorf("summary:\n%s", stderr)
	}
}

func TestBarHitAndSunk(t *testing.T) {
	dir := barFolder(t, "FLOORFALL_BAR_HNS", ".", "the hit-master repository, for the controller's players")
	if _, err := exec.LookPath("java"); err != nil {
		t.Skip("no java: the controller's players are Java classes")
	}
	out := filepath.Join(t.TempDir(), "sea.json")
	// As the controller ran them: 'java RandomBot' in the folder of the
	// classes, a process a call.
	_, stderr, code := floorfallIn(t, dir, "", "run", "--game", "hit-and-sunk", "-a", "java RandomBot", "-a", "java PassiveBot",
		"-a", "java RandomBot", "--seed", "5", "--out", out)
	if code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	s := barRead(t, out)
	for i, o := range s.Outcomes {
		if o.Status != "ok" {
			t.Errorf("seat %d: %s (%s)", i, o.Status, s.Players[i].Detail)
		}
		if o.Out && (o.How != "sunk" || o.By < 0) {
			t.Errorf("seat %d: outcome %v", i, o)
		}
	}
	if !strings.Contains(stderr, "score ") || !strings.Contains(stderr, "hits ") || strings.Contains(stderr, "fell") {
		t.Errorf("summary:\n%s", stderr)
	}
	// A bot that fails every call is not ok; the shipless seat heads the
	// controller's table while the last ship afloat is the hunter's.
	_, stderr, code = floorfallIn(t, dir, "", "run", "--game", "hit-and-sunk", "-a", "java NoSuchBot", "-a", "hunter", "--seed", "5", "--out", out)
	if code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	s = barRead(t, out)
	if s.Outcomes[0].Status != "crashed" || !strings.Contains(s.Players[0].Detail, "NoSuchBot") {
		t.Errorf("java NoSuchBot: status %s (%s)", s.Outcomes[0].Status, s.Players[0].Detail)
	}
	if !strings.Contains(stderr, "first by the game's table") || !strings.Contains(stderr, "still in the game at the end: P1 hunter") {
		t.Errorf("summary:\n%s", stderr)
	}
}

// In every run: a bot that fails every call is crashed, and the shipless
// seat the controller's table puts first is told apart from the last ship
// afloat.
func TestBarShipless(t *testing.T) {
	out := filepath.Join(t.TempDir(), "sea.json")
	_, stderr, code := cliMain(t, "run", "--game", "hit-and-sunk", "-a", "sh -c 'echo no such class >&2; exit 1'", "-a", "hunter", "--seed", "5", "--out", out)
	if code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	s := barRead(t, out)
	if s.Outcomes[0].Status != "crashed" || !strings.Contains(s.Players[0].Detail, "no such class") || s.Outcomes[1].Status != "ok" {
		t.Errorf("outcomes %+v (%s)", s.Outcomes, s.Players[0].Detail)
	}
	if o := s.Outcomes[0]; !o.Out || o.How != "chose no ship" || o.Turn != 0 || o.Place != 1 {
		t.Errorf("seat 0: %+v", o)
	}
	if o := s.Outcomes[1]; o.Out || o.Turn != -1 {
		t.Errorf("seat 1: %+v", o)
	}
	want := "P0 sh is first by the game's table, though it is out (chose no ship in turn 0); still in the game at the end: P1 hunter\n"
	if !strings.Contains(stderr, want) || !strings.Contains(stderr, "score 0  hits 0") {
		t.Errorf("summary:\n%s\nwant a line %q", stderr, want)
	}
}
