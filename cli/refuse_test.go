package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wantRefused runs floorfall with args and wants the user's mistake: exit
// 2, nothing on standard output, a line on stderr containing want and the
// pointer to the command's help.
func wantRefused(t *testing.T, want string, args ...string) {
	t.Helper()
	stdout, stderr, code := cliMain(t, args...)
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	if code != ExitUsage || stdout != "" || len(lines) != 2 || !strings.Contains(lines[0], want) ||
		lines[1] != "see 'floorfall "+args[0]+" --help'" {
		t.Errorf("floorfall %q: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and one line with %q", args, code, stdout, stderr, want)
	}
}

// A game's parameter given to a game that does not have it is refused in
// one line, in every command that makes matches: a turn limit to a game
// whose length is fixed says how long its matches last.
func TestParamsAGameHasNotAreRefused(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cup")
	hns := "--turns: Hit and Sunk has no turn limit to set: a match lasts at most 100 rounds"
	tenka := "--turns: Tenka1 2022 has no turn limit to set: a match lasts 294 turns"
	for _, c := range []struct {
		want string
		args []string
	}{
		{hns, []string{"run", "--game", "hit-and-sunk", "-a", "random", "-a", "random", "--turns", "20"}},
		{hns, []string{"run", "--game", "hit-and-sunk", "-a", "random", "-a", "random", "-t", "20"}},
		{tenka, []string{"run", "--game", "tenka1-2022", "-a", "random", "--turns", "20"}},
		{tenka, []string{"play", "--game", "tenka1-2022", "--turns", "20"}},
		{hns, []string{"play", "--game", "hit-and-sunk", "-a", "hunter", "-a", "human", "-t", "5"}},
		{tenka, []string{"tournament", "--game", "tenka1-2022", "-a", "random", "-a", "greedy", "--games", "1", "--out", out, "-t", "20"}},
		{"--map is not a parameter of hit-and-sunk", []string{"run", "--game", "hit-and-sunk", "-a", "random", "--map", "x.map"}},
		{"--map is not a parameter of tenka1-2022", []string{"tournament", "--game", "tenka1-2022", "-a", "random", "-a", "greedy", "--games", "1", "--out", out, "--map", "x.map"}},
		{"--coords is not a parameter of ants", []string{"run", "--game", "ants", "-a", "random", "--coords", "rc"}},
		{"--coords is not a parameter of ants", []string{"play", "--game", "ants", "--coords", "rc"}},
		{"--loadtime is not a parameter of jc2015", []string{"run", "-a", "random", "--loadtime", "500"}},
		{"--coords is not a parameter of tenka1-2022", []string{"bot", "--game", "tenka1-2022", "random", "--coords", "rc"}},
	} {
		wantRefused(t, c.want, c.args...)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused tournament made %s", out)
	}
	// The games that have a turn limit take it.
	dir := t.TempDir()
	for _, args := range [][]string{
		{"run", "-a", "random", "-a", "random", "--turns", "7", "-q", "--out", filepath.Join(dir, "jc.json")},
		{"run", "--game", "ants", "-a", "random", "-a", "random", "-t", "7", "-q", "--out", filepath.Join(dir, "ants.json")},
	} {
		if _, stderr, code := cliMain(t, args...); code != 0 {
			t.Fatalf("%q: exit %d\n%s", args, code, stderr)
		}
	}
	for _, f := range []string{"jc.json", "ants.json"} {
		if s := infoOf(t, filepath.Join(dir, f)); s.TurnLimit != 7 {
			t.Errorf("%s: turn limit %d, want the 7 given", f, s.TurnLimit)
		}
	}
	// floorfall games tells how long a match of a game with no turn limit
	// lasts.
	if stdout, _, _ := cliMain(t, "games"); !strings.Contains(stdout, "\n  length:    294 turns, as the contest's") ||
		!strings.Contains(stdout, "\n  length:    at most 100 rounds") || strings.Count(stdout, "length:") != 2 {
		t.Errorf("games:\n%s", stdout)
	}
	// Played on from a replay: of the game given, and a turn limit only
	// where the match played on can take it.
	jc, ants := filepath.Join(dir, "jc.json"), filepath.Join(dir, "ants.json")
	wantRefused(t, "--from: "+ants+" is a replay of Ants (AI Challenge 2011), not of --game jc2015 (leave --game out)",
		"play", "--game", "jc2015", "--from", ants, "--at", "3", "-a", "hunter", "-a", "hunter")
	wantRefused(t, "--turns 50: a match of Ants (AI Challenge 2011) played on from a replay keeps the replay's turn limit",
		"play", "--game", "ants", "--from", ants, "--at", "3", "-a", "hunter", "-a", "hunter", "--turns", "50")
	wantRefused(t, "--turns 2: a match at turn 3 cannot have the turn limit 2",
		"play", "--from", jc, "--at", "3", "-a", "hunter", "-a", "hunter", "-t", "2")
}

// The flags of how bots are asked are refused where a game's bots are not
// asked that way: a ready limit where no bot is waited for before the
// first turn, an action limit where the game's parameters set each turn's,
// seat folders where bots are not run anew for every call, a pace where
// they call no API (play's --pace is the window's, for every game).
func TestAskFlagsRefused(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cup")
	antsLimits := "the time limits of Ants (AI Challenge 2011) are set by --loadtime (the setup, turn 0) and --turntime (each turn)"
	for _, c := range []struct {
		want string
		args []string
	}{
		{"--action-timeout: " + antsLimits, []string{"run", "--game", "ants", "-a", "random", "--action-timeout", "2s"}},
		{"--ready-timeout: " + antsLimits, []string{"tournament", "--game", "ants", "-a", "random", "-a", "hunter", "--games", "1", "--out", out, "--ready-timeout", "2s"}},
		{"--ready-timeout: a match of Hit and Sunk waits for no bot before its first turn", []string{"run", "--game", "hit-and-sunk", "-a", "random", "--ready-timeout", "2s"}},
		{"--ready-timeout: a match of Hit and Sunk waits for no bot", []string{"play", "--game", "hit-and-sunk", "--ready-timeout", "2s"}},
		{"--seat-dirs: the bots of Tenka1 2022 are not run anew for every call", []string{"run", "--game", "tenka1-2022", "-a", "random", "--seat-dirs", t.TempDir()}},
		{"--pace: the bots of JavaChallenge2015 call no HTTP API", []string{"run", "-a", "random", "--pace", "official"}},
		{"--pace: the bots of Hit and Sunk call no HTTP API", []string{"run", "--game", "hit-and-sunk", "-a", "random", "--pace", "fast"}},
	} {
		wantRefused(t, c.want, c.args...)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused tournament made %s", out)
	}
	// Where the game asks its bots so, they are taken.
	dir := t.TempDir()
	for _, args := range [][]string{
		{"run", "-a", "random", "--ready-timeout", "2s", "--action-timeout", "1s"},
		{"run", "--game", "hit-and-sunk", "-a", "random", "-a", "random", "--action-timeout", "2s", "--seat-dirs", dir},
		{"run", "--game", "tenka1-2022", "-a", "random", "--ready-timeout", "2s", "--pace", "fast"},
		{"run", "--game", "ants", "-a", "random", "-a", "random", "--loadtime", "2000", "--turntime", "900", "-t", "3"},
	} {
		if _, stderr, code := cliMain(t, append(args, "-q", "--out", filepath.Join(dir, "m.json"))...); code != 0 {
			t.Errorf("%q: exit %d\n%s", args, code, stderr)
		}
	}
}

// view --fog shows a replay as one of its seats sees it: a seat the replay
// does not have, or a game where every seat sees the whole board, is
// refused (as --draw and --debug are for seats the replay does not have,
// and input's --seat and --coords where they cannot be).
func TestViewFogRefused(t *testing.T) {
	dir := t.TempDir()
	jc, ants := filepath.Join(dir, "jc.json"), filepath.Join(dir, "ants.json")
	for _, args := range [][]string{
		{"run", "-a", "random", "-a", "random", "-t", "5", "-q", "--out", jc},
		{"run", "--game", "ants", "-a", "random", "-a", "random", "-a", "random", "-t", "5", "-q", "--out", ants},
	} {
		if _, stderr, code := cliMain(t, args...); code != 0 {
			t.Fatalf("%q: exit %d\n%s", args, code, stderr)
		}
	}
	noFog := "--fog 1: JavaChallenge2015 has no fog of war: every seat sees the whole board (games with fog of war: ants)"
	for _, c := range []struct {
		want string
		args []string
	}{
		{noFog, []string{"view", jc, "--fog", "1"}},
		{noFog, []string{"view", jc, "--fog", "1", "--screenshot", filepath.Join(dir, "s.png")}},
		{noFog, []string{"view", "--present", jc, "--fog", "1"}},
		{"--fog 3: " + ants + " has 3 players (0 to 2)", []string{"view", ants, "--fog", "3"}},
		{"--fog 9: " + ants + " has 3 players (0 to 2)", []string{"view", ants, "--fog", "9", "--screenshot", filepath.Join(dir, "s.png")}},
		{"--draw 7: the match has 3 players (0 to 2)", []string{"view", ants, "--draw", "7"}},
		{"--draw 3: the match has 3 players (0 to 2)", []string{"view", "--present", jc, ants, "--draw", "3"}},
		{"--debug 3: " + ants + " has 3 players (0 to 2)", []string{"view", ants, "--debug", "3"}},
		{"--seat 3: " + ants + " has 3 players (0 to 2)", []string{"input", ants, "--turn", "2", "--seat", "3"}},
		{"--coords is not a parameter of ants", []string{"input", ants, "--turn", "2", "--seat", "0", "--coords", "rc"}},
		{"player 2 does not act in turn 3 (player 3 does)", []string{"input", jc, "--turn", "3", "--seat", "2"}},
	} {
		wantRefused(t, c.want, c.args...)
	}
	t.Setenv("DISPLAY", ":99")
	var f fakeViewer
	if _, stderr, code := cliMainWith(t, "", f.viewer(goroutineID()), "view", ants, "--fog", "2"); code != 0 {
		t.Fatalf("view --fog 2 of 3 players: exit %d\n%s", code, stderr)
	}
	if len(f.windows) != 1 || !f.windows[0].Fog || f.windows[0].FogPlayer != 2 {
		t.Errorf("view --fog 2: windows %+v", f.windows)
	}
}

// infoOf is what 'floorfall info --json' says of the replay at path.
func infoOf(t *testing.T, path string) summary {
	t.Helper()
	stdout, stderr, code := cliMain(t, "info", "--json", path)
	var s summary
	if err := json.Unmarshal([]byte(stdout), &s); code != 0 || err != nil {
		t.Fatalf("info --json %s: exit %d, %v\n%s", path, code, err, stderr)
	}
	return s
}
