package view

import (
	"testing"

	"floorfall/tournament"
)

func TestResultsFilter(t *testing.T) {
	r := &tournament.Results{
		Bots: []tournament.BotResult{{Name: "a"}, {Name: "b"}},
		Matches: []tournament.MatchResult{
			{File: "d/game-00000.json", Seats: []string{"a", "b", "a", "b"}, Winner: 0, Places: []int{1, 2, 3, 4}, Turns: 50, Reason: "last-standing"},
			{File: "d/game-00001.json", Seats: []string{"b", "a", "b", "a"}, Winner: 0, Places: []int{1, 2, 2, 4}, Turns: 70, Reason: "last-standing"},
			{File: "d/game-00002.json", Seats: []string{"a", "b", "b", "a"}, Winner: -1, Places: []int{1, 1, 3, 3}, Turns: 1000, Reason: "turn-limit"},
		},
	}
	v := NewResults(r, []string{"d/"})
	if len(v.Shown) != 3 || v.Title != "d" {
		t.Fatalf("unfiltered: %v %q", v.Shown, v.Title)
	}
	cases := []struct {
		bot, seat int
		outcome   string
		want      []int
	}{
		{0, -1, "", []int{0, 1, 2}},
		{0, -1, tournament.Win, []int{0}},
		{1, -1, tournament.Win, []int{1}},
		{0, -1, tournament.Draw, []int{2}},
		{1, -1, tournament.Draw, []int{2}},
		{1, -1, tournament.Loss, []int{0, 1, 2}},
		{0, 1, "", []int{1}},
		{0, 0, tournament.Loss, nil},
	}
	for _, c := range cases {
		v.SetFilter(c.bot, c.seat, c.outcome)
		if len(v.Shown) != len(c.want) || (len(c.want) > 0 && !equal(v.Shown, c.want)) {
			t.Errorf("filter %d %d %q: %v, want %v (%s)", c.bot, c.seat, c.outcome, v.Shown, c.want, v.FilterText())
		}
	}
	if f, seats, res := v.MatchLine(1); f != "game-00001.json" || seats != "b 0 · a 1 · b 2 · a 3" || res != "b 0 wins (last-standing), 70 turns" {
		t.Errorf("line: %q %q %q", f, seats, res)
	}
}

func equal(a, b []int) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}
