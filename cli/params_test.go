package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"floorfall/game"
)

// A game's parameter that changes only how inputs are written
// (game.Param.Input: JavaChallenge2015's coords) is a flag of input and bot:
// input prints a turn's input as written with the value given, the
// replay's own without it.
func TestInputParams(t *testing.T) {
	path := filepath.Join(t.TempDir(), "jc.json")
	if _, stderr, code := cliMain(t, "run", "-a", "random", "-a", "random", "-t", "9", "-q", "--out", path); code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	r, err := game.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, order := range []string{"", "xy", "rc"} {
		args := []string{"input", path, "--turn", "5"}
		params := map[string]string{}
		if order != "" {
			args = append(args, "--coords", order)
			params["coords"] = order
		}
		want, err := r.Input(nil, 5, -1, params)
		if err != nil {
			t.Fatal(err)
		}
		stdout, stderr, code := cliMain(t, args...)
		if code != 0 || stdout != string(want)+"\n" {
			t.Errorf("%q: exit %d %s\n%s\nwant\n%s", args, code, stderr, stdout, want)
		}
	}
	xy, _, _ := cliMain(t, "input", path, "--turn", "5")
	rc, _, _ := cliMain(t, "input", path, "--turn", "5", "--coords", "rc")
	if xy == rc {
		t.Errorf("--coords rc prints what xy does:\n%s", rc)
	}
	for _, cmd := range []string{"input", "bot"} {
		help, _, _ := cliMain(t, cmd, "--help")
		if !strings.Contains(help, "--coords VALUE") || strings.Contains(help, "--turntime") {
			t.Errorf("%s --help lists no --coords, or a parameter that changes no input:\n%s", cmd, help)
		}
	}
}
