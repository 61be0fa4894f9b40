package view_test

import (
	"strings"
	"testing"
	"time"

	"floorfall/game"
	_ "floorfall/games/all"
	"floorfall/replay"
	"floorfall/view"
)

// recorded is a live JavaChallenge2015 match of turns turns whose bots
// answered each what answer says, writing stderr(t) on stderr.
func recorded(t *testing.T, turns int, answer func(n int) string, stderr func(n int) string, draw ...string) *view.Match {
	t.Helper()
	g, err := game.Lookup("jc2015")
	if err != nil {
		t.Fatal(err)
	}
	gm, err := g.New(game.Setup{Seats: 4, Seed: 3, Params: map[string]string{"turns": "100"}})
	if err != nil {
		t.Fatal(err)
	}
	meta := &replay.Meta{TurnLimit: 100, Players: make([]replay.PlayerMeta, 4)}
	for i := range meta.Players {
		meta.Players[i] = replay.PlayerMeta{Name: "bot" + string(rune('a'+i)), Status: replay.StatusOK, StatusTurn: -1}
	}
	m, err := view.NewLive("live", gm.Replay(meta))
	if err != nil {
		t.Fatal(err)
	}
	for n := range turns {
		var replies []game.Reply
		var recs []replay.TurnRecord
		for _, ac := range gm.Acting(nil) {
			replies = append(replies, game.Reply{Seat: ac.Seat, Text: answer(n)})
			recs = append(recs, replay.TurnRecord{Turn: n, Seat: ac.Seat, Reply: answer(n), Took: 22163359 * time.Nanosecond, Stderr: stderr(n), Draw: draw})
		}
		m.Append(gm.Play(replies), gm.Clone(), recs, m.Seats)
	}
	return m
}

// The console wraps a long line into rows (none of it cut: the line
// number at the end of a long traceback line stays), writes times as the
// debug panel does, and leaves the drawing lines out (counted on the
// answer's row).
func TestConsoleWrapsAndTimes(t *testing.T) {
	long := `  File "/home/someone/bots/a/very/long/path/to/the/bot/that/failed/bot.py", line 1234, in <module>`
	m := recorded(t, 2, func(int) string { return "N" }, func(int) string {
		return "#ff dot 1 2\n#ff say hi\n" + long + "\nValueError: x\n"
	})
	lines := m.Console("", 40, nil)
	var text []string
	for _, ln := range lines {
		if ln.Turn == 0 {
			text = append(text, ln.Text)
		}
		if len([]rune(ln.Text)) > 40 {
			t.Errorf("row %q wider than 40", ln.Text)
		}
		if strings.Contains(ln.Text, "#ff") {
			t.Errorf("a drawing line in the console: %q", ln.Text)
		}
	}
	if len(text) < 5 || text[0] != `P0 bota → "N" · 22 ms · drew 2` || lines[1].Cont || !lines[2].Cont {
		t.Fatalf("turn 0's rows: %q", text)
	}
	joined := strings.Join(text[1:], " ")
	if !strings.Contains(joined, "line 1234, in <module>") || !strings.HasSuffix(joined, "ValueError: x") {
		t.Errorf("the traceback's rows %q lose its text", text[1:])
	}
	for k, ln := range lines[1:] {
		if ln.Cont && lines[k].Kind != ln.Kind {
			t.Errorf("row %d continues a row of another kind", k+1)
		}
	}
}

func TestWrapCols(t *testing.T) {
	for _, tc := range []struct {
		s    string
		cols int
		want []string
	}{
		{"short", 10, []string{"short"}},
		{"", 10, []string{""}},
		{"a bad offset at letter 3: rest ignored", 12, []string{"a bad offset", "at letter 3:", "rest ignored"}},
		{strings.Repeat("x", 20), 8, []string{"xxxxxxxx", "xxxxxxxx", "xxxx"}},
		{"ééééééééé", 8, []string{"éééééééé", "é"}},
	} {
		if got := view.WrapCols(tc.s, tc.cols, nil); strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("WrapCols(%q, %d) = %q, want %q", tc.s, tc.cols, got, tc.want)
		}
	}
	// Measured: a W is as wide as two characters, so a row of them holds
	// half as many; rows of narrow letters are not measured.
	fits := func(s string) bool { return len(s)+strings.Count(s, "W") <= 10 }
	got := view.WrapCols("WWWWWWWWWW abc WWW", 10, fits)
	if strings.Join(got, "|") != "WWWWW|WWWWW|abc WWW" {
		t.Errorf("measured rows: %q", got)
	}
	for _, r := range got {
		if !fits(r) {
			t.Errorf("row %q does not fit", r)
		}
	}
}

// A card showing what its bot said (a say) instead of its last command
// marks a turn whose answer the rules refused: the say hides nothing.
func TestCardSayRefused(t *testing.T) {
	m := recorded(t, 12, func(n int) string {
		if n == 4 {
			return "X" // not one of U D L R A N: refused, N taken
		}
		return "N"
	}, func(int) string { return "" }, "say looking around")
	for _, tc := range []struct {
		shown   int
		refused bool
	}{{4, true}, {7, true}, {3, false}, {8, false}} {
		h := view.BuildHUD(m, tc.shown, tc.shown, "1x")
		c := h.Cards[0] // seat 0 acts in turns 0, 4, 8: the card shows its turn at or before the one shown
		if c.Say != "looking around" || c.Refused != tc.refused {
			t.Errorf("turn %d shown: say %q, refused %v; want refused %v", tc.shown, c.Say, c.Refused, tc.refused)
		}
	}
}

// A seat's tooltip tells the flag that gives its bot more time when it
// timed out, then what happened, last (the end of its stderr).
func TestPlayerInfoTimeout(t *testing.T) {
	m := recorded(t, 8, func(int) string { return "N" }, func(int) string { return "" })
	seats := append([]view.Seat(nil), m.Seats...)
	seats[1].Status, seats[1].StatusTurn, seats[1].Detail = replay.StatusTimeout, 5, "no answer within 100ms; stderr:\nthinking"
	m.SetSeats(seats)
	lines := view.PlayerInfo(m, 8, 1)
	if n := len(lines); n < 3 || lines[n-2] != "--action-timeout gives its bot more time" || lines[n-1] != "timeout in turn 5: no answer within 100ms; stderr:\nthinking" {
		t.Errorf("tooltip %q", lines)
	}
	if lines := view.PlayerInfo(m, 4, 1); strings.Contains(strings.Join(lines, "\n"), "timeout in turn") || strings.Contains(strings.Join(lines, "\n"), "--action-timeout") {
		t.Errorf("before the timeout: %q", lines)
	}
}
