package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"floorfall/internal/testbot"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// A match's turns are one number wherever they are told: the summary's
// "after N turns", info --json's turns and the window's counter "turn N /
// N" at the end ("turn 0 / N" at the start), in every game; Ants' setup
// turn 0 is not counted (a game of 12 turns is turns 0 to 12 of its file),
// not even when the game ends in it.
func TestTurnCountsAgree(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	exits := testbot.Command(exe, "exitbeforeready")
	dir := t.TempDir()
	after := regexp.MustCompile(`\) after (\d+) turns`)
	for _, c := range []struct {
		name  string
		turns int // the game's count, -1: as played
		args  []string
	}{
		{"ants", 12, []string{"--game", "ants", "-a", "random", "-a", "random", "-t", "12"}},
		{"ants-setup", 0, []string{"--game", "ants", "-a", "random", "-a", exits}},
		{"jc2015", -1, []string{"-a", "random", "-a", "random", "-a", "random", "-a", "random", "-t", "30"}},
		{"hit-and-sunk", -1, []string{"--game", "hit-and-sunk", "-a", "random", "-a", "random"}},
		{"tenka1", 294, []string{"--game", "tenka1-2022", "-a", "random", "-a", "random"}},
	} {
		out := filepath.Join(dir, c.name+".json")
		_, stderr, code := cliMain(t, append([]string{"run", "--seed", "2", "--out", out}, c.args...)...)
		if code != 0 {
			t.Fatalf("%s: exit %d\n%s", c.name, code, stderr)
		}
		m := after.FindStringSubmatch(stderr)
		if m == nil {
			t.Fatalf("%s: the summary says no turns:\n%s", c.name, stderr)
		}
		said, _ := strconv.Atoi(m[1])
		if c.turns >= 0 && said != c.turns {
			t.Errorf("%s: the summary says %d turns, want %d", c.name, said, c.turns)
		}
		if s := infoOf(t, out); s.Turns != said {
			t.Errorf("%s: info --json turns %d, the summary %d", c.name, s.Turns, said)
		}
		vm := viewtest.Load(t, out)
		n, want := vm.Turns(), "turn "+itoa(said)+" / "+itoa(said)
		if got := view.BuildHUD(vm, n, n, "1x").Counter; got != want {
			t.Errorf("%s: the counter at the end %q, want %q (the summary's)", c.name, got, want)
		}
		if got := view.BuildHUD(vm, 0, 0, "1x").Counter; got != "turn 0 / "+itoa(said) {
			t.Errorf("%s: the counter at the start %q", c.name, got)
		}
	}
}
