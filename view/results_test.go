package view

import (
	"fmt"
	"strings"
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
	if f, seats, res, short := v.MatchLine(1); f != "game-00001.json" || strings.Join(seats, " · ") != "b#1 · a#1 · b#2 · a#2" || res != "b#1 wins (last-standing), 70 turns" || short != "b#1 wins · 70 turns" {
		t.Errorf("line: %q %q %q %q", f, seats, res, short)
	}
	v.SetFilter(0, -1, "")
	for seat, want := range []bool{false, true, false, true} {
		if got := v.Picked(1, seat); got != want {
			t.Errorf("a picked in seat %d of match 1: %v", seat, got)
		}
	}
	v.SetFilter(-1, -1, "")
	if v.Picked(1, 1) {
		t.Error("no bot picked, yet a seat is lit")
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

// A bot in two seats is numbered in seat order, so each seat reads as its
// own; names that differ stay as they are.
func TestNumbered(t *testing.T) {
	got := strings.Join(Numbered([]string{"c", "hunter", "random", "c"}), " · ")
	if got != "c#1 · hunter · random · c#2" {
		t.Errorf("numbered: %q", got)
	}
	if got := strings.Join(Numbered([]string{"a", "b"}), " "); got != "a b" {
		t.Errorf("no duplicates: %q", got)
	}
}

// The results browser at every window size from 640x360 to 3840x2160, any
// aspect: every part on screen, none over another, the table and the list
// apart, the list wide enough for a match's line, and on a wide screen no
// empty half (the list reaches the right margin).
func TestResultsLayoutSizes(t *testing.T) {
	r := &tournament.Results{}
	for i := range 8 {
		r.Bots = append(r.Bots, tournament.BotResult{Name: fmt.Sprintf("bot%d", i)})
	}
	for k := range 40 {
		r.Matches = append(r.Matches, tournament.MatchResult{File: fmt.Sprintf("game-%05d.json", k), Seats: []string{"bot0", "bot1", "bot2", "bot0"}, Winner: -1})
	}
	v := NewResults(r, []string{"league"})
	sizes := [][2]float64{{640, 360}, {480, 320}, {480, 1000}, {800, 900}, {1000, 300}, {1280, 720}, {1920, 1080}, {2560, 1080}, {3840, 1080}, {3840, 2160}, {1080, 1920}}
	for _, sz := range sizes {
		l := NewLayout(sz[0], sz[1], UIScale(sz[0], sz[1], 1), NoBoard)
		var p ResultsPlaces
		l.ResultsLayout(v, &p)
		name := fmt.Sprintf("%.0fx%.0f", sz[0], sz[1])
		table := Rect{p.TableX, p.TableY, p.TableW, p.RowH * float64(p.BotRows+1)}
		list := Rect{p.ListX, p.FilterY - 12*l.U, p.ListW, p.ListTop + float64(p.ListRows)*46*l.U - (p.FilterY - 12*l.U)}
		for _, rc := range []Rect{table, list} {
			if rc.X < 0 || rc.Y < 0 || rc.X+rc.W > l.W+0.01 || rc.Y+rc.H > p.HintY-8*l.U {
				t.Errorf("%s: %+v is off screen or over the hint line at %v", name, rc, p.HintY)
			}
		}
		if overlap(table, list) {
			t.Errorf("%s: the table %+v and the list %+v overlap (stacked %v)", name, table, list, p.Stacked)
		}
		if p.ListW < 280*l.U {
			t.Errorf("%s: the list is %v wide (%v design px)", name, p.ListW, p.ListW/l.U)
		}
		if last := p.Cols[len(p.Cols)-1]; last.X+last.W > p.TableX+p.TableW+0.01 {
			t.Errorf("%s: the last column ends past the table", name)
		}
		if !p.Stacked && l.W-(p.ListX+p.ListW) > p.Margin+1 {
			t.Errorf("%s: the list ends at %v of %v", name, p.ListX+p.ListW, l.W)
		}
		for i, a := range p.Hits {
			if a.R.X < 0 || a.R.Y < 0 || a.R.X+a.R.W > l.W+0.01 || a.R.Y+a.R.H > l.H {
				t.Errorf("%s: part %+v off screen", name, a)
			}
			for _, b := range p.Hits[i+1:] {
				if overlap(a.R, b.R) {
					t.Errorf("%s: parts %+v and %+v overlap", name, a, b)
				}
			}
		}
		if p.BotRows < min(3, len(r.Bots)) || p.ListRows < 2 {
			t.Errorf("%s: %d bots, %d matches shown", name, p.BotRows, p.ListRows)
		}
	}
	// Narrow, the least columns go first and the essential ones stay.
	l := NewLayout(640, 360, UIScale(640, 360, 1), NoBoard)
	var p ResultsPlaces
	l.ResultsLayout(v, &p)
	has := map[int]bool{}
	for _, c := range p.Cols {
		has[c.Col] = true
	}
	if !has[ColRank] || !has[ColBot] || !has[ColWins] || !has[ColLosses] || !has[ColInvalid] || !has[ColTimeouts] || has[ColDrops] {
		t.Errorf("640x360: columns %v", p.Cols)
	}
	l = NewLayout(1280, 720, 1, NoBoard)
	l.ResultsLayout(v, &p)
	if len(p.Cols) != len(ResultsColumns) || p.Stacked {
		t.Errorf("1280x720: %d of %d columns, stacked %v", len(p.Cols), len(ResultsColumns), p.Stacked)
	}
}

func overlap(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
