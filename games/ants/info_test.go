package ants_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"floorfall/games/ants/internal/trace"
)

// officialAnts writes the official replay of an Ants trace to dir.
func officialAnts(t *testing.T, dir, name string) string {
	t.Helper()
	tr := trace.MustRead(t, filepath.Join(trace.Dir(), name+".json.gz"))
	path := filepath.Join(dir, name+".json")
	if err := os.WriteFile(path, tr.OfficialReplay, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// 'floorfall info' of an official Ants file tells what the file says: the
// players' names, how their bots fared, ranks, scores, who was eliminated
// in which turn, the turns its game lasted.
func TestInfoOfficialAnts(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ trace, want string }{
		{"trace_001", `P1 GreedyBot.py wins (rank-stabilized) after 276 turns
seats:
  1st  P1 GreedyBot.py  score 5  ants 45  hills 1  razed 2
  2nd  P0 HunterBot.py  score 1  ants 2   hills 1  razed 0
  3rd  P2 HoldBot.py    score 0  ants 0   hills 0  razed 0  eliminated in turn 34
  3rd  P3 LeftyBot.py   score 0  ants 1   hills 0  razed 0
bots:
  P0 HunterBot.py      ok
  P1 GreedyBot.py      ok
  P2 HoldBot.py        ok
  P3 LeftyBot.py       ok
`},
		{"trace_004", `P1 HunterBot.py wins (lone-survivor) after 5 turns
seats:
  1st  P1 HunterBot.py  score 3  ants 2  hills 1  razed 0
  2nd  P0 ErrorBot.py   score 0  ants 1  hills 1  razed 0
bots:
  P0 ErrorBot.py       exited at turn 5
  P1 HunterBot.py      ok
`},
		{"trace_010", `P0 HunterBot.py wins (lone-survivor) after 99 turns
seats:
  1st  P0 HunterBot.py  score 3  ants 35  hills 1  razed 0
  2nd  P1 HoldBot.py    score 0  ants 0   hills 1  razed 0  eliminated in turn 99
bots:
  P0 HunterBot.py      ok
  P1 HoldBot.py        ok
`},
	} {
		stdout, stderr, code := run("info", officialAnts(t, dir, tc.trace))
		if code != 0 || stdout != tc.want {
			t.Errorf("%s: exit %d, stderr %q; got\n%s\nwant\n%s", tc.trace, code, stderr, stdout, tc.want)
		}
	}

	stdout, stderr, code := run("info", "--json", officialAnts(t, dir, "trace_005"))
	var s infoJSON
	if err := json.Unmarshal([]byte(stdout), &s); code != 0 || err != nil {
		t.Fatalf("exit %d, %v; stderr %s", code, err, stderr)
	}
	if !slices.Equal(s.Names, []string{"GreedyBot.py", "TimeoutBot.py"}) || !slices.Equal(s.Statuses, []string{"ok", "timeout"}) ||
		s.Players[1].StatusTurn != 3 || !slices.Equal(s.Ranks, []int{1, 2}) || !slices.Equal(s.Scores, []float64{6, 0}) ||
		s.Turns != 3 || s.EndedAfter != 0 || s.TurnLimit != 100 || s.Reason != "lone-survivor" || s.Winner != 0 {
		t.Errorf("info --json: %s", stdout)
	}

	stdout, _, _ = run("info", officialAnts(t, dir, "trace_008"))
	if want := "\nP1 LeftyBot.py is first by the game's table, though it is out (eliminated in turn 56); still in the game at the end: P0 GreedyBot.py, P2 RandomBot.py, P3 HunterBot.py, P4 GreedyBot.py, P6 RandomBot.py and P7 HunterBot.py\n"; !strings.Contains(stdout, want) {
		t.Errorf("info: %s\nwant a line%s", stdout, want)
	}
	stdout, _, code = run("info", "--json", officialAnts(t, dir, "trace_008"))
	s = infoJSON{}
	if err := json.Unmarshal([]byte(stdout), &s); code != 0 || err != nil || len(s.Outcomes) != 8 {
		t.Fatalf("exit %d, %v: %s", code, err, stdout)
	}
	for i, o := range s.Outcomes {
		wantOut, wantTurn := i == 1 || i == 5, -1
		if wantOut {
			wantTurn = map[int]int{1: 56, 5: 52}[i]
		}
		if o.Out != wantOut || o.Turn != wantTurn || wantOut && o.How != "eliminated" || o.Place != 1 || o.Score != 1 {
			t.Errorf("seat %d: %+v; the file says eliminated %v in turn %d, rank 0, score 1", i, o, wantOut, wantTurn)
		}
	}
	if s.Names[4] != "GreedyBot.py" || s.Statuses[5] != "ok" {
		t.Errorf("names %q, statuses %q", s.Names, s.Statuses)
	}
}

// infoJSON is what 'floorfall info --json' tells that TestInfoOfficialAnts
// reads.
type infoJSON struct {
	Names      []string  `json:"names"`
	Statuses   []string  `json:"statuses"`
	Ranks      []int     `json:"ranks"`
	Scores     []float64 `json:"scores"`
	Turns      int       `json:"turns"`
	EndedAfter int       `json:"endedAfter"`
	TurnLimit  int       `json:"turnLimit"`
	Reason     string    `json:"reason"`
	Winner     int       `json:"winner"`
	Players    []struct {
		StatusTurn int `json:"statusTurn"`
	} `json:"players"`
	Outcomes []struct {
		Out   bool    `json:"out"`
		Turn  int     `json:"turn"`
		How   string  `json:"how"`
		Place int     `json:"place"`
		Score float64 `json:"score"`
	} `json:"outcomes"`
}
