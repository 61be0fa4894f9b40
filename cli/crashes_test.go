package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The standings count a bot's failures in the word its status has: a Hit
// and Sunk bot whose calls fail is crashed in the summary and info, and
// its games are "crashes" in the standings (exits are a process's that
// ended, in the games whose bots are one process).
func TestStandingsSayCrashes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cup")
	_, stderr, code := cliMain(t, "tournament", "--game", "hit-and-sunk", "-a", "hunter", "-a", "fails=false",
		"--games", "2", "--out", dir, "-q")
	if code != 0 {
		t.Fatalf("tournament: exit %d\n%s", code, stderr)
	}
	if s := infoOf(t, filepath.Join(dir, "game-00000.json")); !strings.Contains(strings.Join(s.Statuses, " "), "crashed") {
		t.Errorf("statuses %q", s.Statuses)
	}
	md, err := os.ReadFile(filepath.Join(dir, "standings.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(md), " | timeouts | refused | crashes | not ready |") || strings.Contains(string(md), "exits") {
		t.Errorf("standings.md:\n%s", md)
	}
	csv, _ := os.ReadFile(filepath.Join(dir, "standings.csv"))
	js, _ := os.ReadFile(filepath.Join(dir, "results.json"))
	if !strings.Contains(string(csv), ",invalid,crashes,not_ready,") || !strings.Contains(string(js), `"crashes": 2`) {
		t.Errorf("standings.csv:\n%s\nresults.json:\n%s", csv, js)
	}
}
