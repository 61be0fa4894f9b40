package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"floorfall/game"
)

// Tenka1 2022 from the command line: a built-in bot in floorfall beside
// one run as a program calling the API ('floorfall bot'), empty seats
// standing still; the replay reads back, info and input read it.
func TestRunTenka1(t *testing.T) {
	out := filepath.Join(t.TempDir(), "t.json")
	bot := binary + " bot --game tenka1-2022 greedy --seed 2"
	_, stderr, code := cliMain(t, "run", "--game", "tenka1-2022", "-a", "greedy", "-a", bot, "-a", "random", "--seed", "4", "--out", out)
	if code != 0 {
		t.Fatalf("run: exit %d\n%s", code, stderr)
	}
	r, err := game.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	res, meta := r.Result(), r.Meta()
	if !res.Over || r.Turns() != 294 || meta.Players[1].Status != "ok" || meta.Players[3].Status != "not-ready" {
		t.Fatalf("result %+v, players %+v", res, meta.Players)
	}
	moves := 0
	for _, rec := range meta.Turns {
		if rec.Seat == 1 && len(rec.Reply) == 1 {
			moves++
		}
	}
	if moves != 294 {
		t.Errorf("the bot calling the API made %d moves, want 294", moves)
	}
	stdout, _, code := cliMain(t, "info", "--json", out)
	if code != 0 || !strings.Contains(stdout, `"game": "tenka1-2022"`) || !strings.Contains(stdout, `"turnLimit": 294`) {
		t.Errorf("info --json: exit %d\n%s", code, stdout)
	}
	stdout, _, code = cliMain(t, "input", out, "--turn", "3", "--seat", "1")
	if code != 0 || !strings.HasPrefix(stdout, `{"status":"ok","now":0,"turn":3,`) {
		t.Errorf("input: exit %d\n%.100s", code, stdout)
	}
	_, stderr, code = cliMain(t, "run", "--game", "tenka1-2022", "-a", "greedy", "--pace", "slow")
	if code != 2 || !strings.Contains(stderr, "--pace") {
		t.Errorf("--pace slow: exit %d\n%s", code, stderr)
	}
	_, stderr, code = cliMain(t, "bot", "--game", "tenka1-2022", "still")
	if code == 0 || !strings.Contains(stderr, "leave the seat empty") {
		t.Errorf("bot still: exit %d\n%s", code, stderr)
	}
}
