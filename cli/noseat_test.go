package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"floorfall/replay"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// Fewer bots than seats: in every game the seats left are named "no bot"
// (numbered when there are several), never answer, and their status is
// not-ready, "no bot command given", in the summary, info and the window.
func TestSeatsWithNoBot(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		game  string
		names []string
	}{
		{"jc2015", []string{"random", "no bot 1", "no bot 2", "no bot 3"}},
		{"ants", []string{"random", "no bot"}},
		{"hit-and-sunk", []string{"random", "no bot"}},
		{"tenka1-2022", []string{"random", "no bot 1", "no bot 2", "no bot 3", "no bot 4", "no bot 5"}},
	} {
		out := filepath.Join(dir, c.game+".json")
		_, stderr, code := cliMain(t, "run", "--game", c.game, "-a", "random", "--seed", "4", "-t", "20", "--out", out)
		if code == ExitUsage && strings.Contains(stderr, "--turns") { // a game of fixed length
			_, stderr, code = cliMain(t, "run", "--game", c.game, "-a", "random", "--seed", "4", "--out", out)
		}
		if code != 0 {
			t.Fatalf("%s: exit %d\n%s", c.game, code, stderr)
		}
		s := infoOf(t, out)
		if strings.Join(s.Names, "|") != strings.Join(c.names, "|") {
			t.Errorf("%s: names %q, want %q", c.game, s.Names, c.names)
		}
		for i, p := range s.Players {
			want, detail := "ok", ""
			if i > 0 {
				want, detail = replay.StatusNotReady, replay.DetailNoBot
			}
			if p.Status != want || p.Detail != detail || p.StatusTurn != -1 {
				t.Errorf("%s: seat %d: %s at %d %q, want %s %q", c.game, i, p.Status, p.StatusTurn, p.Detail, want, detail)
			}
		}
		if line := "  P1 " + c.names[1]; !strings.Contains(stderr, "\n"+pad(line, 23)+"not-ready: no bot command given\n") {
			t.Errorf("%s: the summary's bots:\n%s", c.game, stderr)
		}
		m := viewtest.Load(t, out)
		if c := view.BuildHUD(m, 1, 1, "1x").Cards[1]; c.Badge != "not-ready" {
			t.Errorf("%s: the card of seat 1: badge %q", c.Name, c.Badge)
		}
		if tip := strings.Join(view.PlayerInfo(m, 1, 1), "|"); !strings.Contains(tip, "|not-ready: no bot command given") {
			t.Errorf("%s: the tooltip of seat 1: %q", c.game, tip)
		}
		if d := view.BuildDebug(m, 1, 1); c.game == "jc2015" && (d.Why != "no bot (not-ready: no bot command given)" || d.Fault != view.NoBot) {
			t.Errorf("%s: the debug panel of seat 1 in its turn: why %q", c.game, d.Why)
		}
	}
}
