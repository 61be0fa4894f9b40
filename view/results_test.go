package view

import (
	"fmt"
	"strings"
	"testing"

	"floorfall/game"
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
	if f, seats, res := v.MatchLine(1); f != "game-00001.json" || strings.Join(seats, " · ") != "b#1 · a#1 · b#2 · a#2" || strings.Join(res, " | ") != "b#1 wins (last-standing), 70 turns | b#1 wins · 70 turns | b#1 wins" {
		t.Errorf("line: %q %q %q", f, seats, res)
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
	r := hitAndSunkLike()
	v := NewResults(r, []string{"league"})
	sizes := [][2]float64{{640, 360}, {480, 320}, {480, 1000}, {800, 900}, {1000, 300}, {1280, 720}, {1920, 1080}, {2560, 1080}, {3840, 1080}, {3840, 2160}, {1080, 1920}}
	for _, sz := range sizes {
		l := NewLayout(sz[0], sz[1], UIScale(sz[0], sz[1], 1), NoBoard)
		var p ResultsPlaces
		l.ResultsLayout(v, &p)
		name := fmt.Sprintf("%.0fx%.0f", sz[0], sz[1])
		table := Rect{p.TableX, p.TableY, p.TableW, p.RowH * float64(p.BotRows+1)}
		list := Rect{p.ListX, p.FilterY - 12*l.U, p.ListW, p.ListTop + float64(p.ListRows)*v.matchH()*l.U - (p.FilterY - 12*l.U)}
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
	// Narrow, the least columns go first and the essential ones stay:
	// the record, the bots' health, the score.
	shown := func(w, h float64) (string, bool) {
		l := NewLayout(w, h, UIScale(w, h, 1), NoBoard)
		var p ResultsPlaces
		l.ResultsLayout(v, &p)
		var titles []string
		for _, c := range p.Cols {
			titles = append(titles, v.Columns[c.Col].Title)
		}
		return " " + strings.Join(titles, " | ") + " ", p.Stacked
	}
	small, _ := shown(640, 360)
	for _, want := range []string{" # ", " bot ", " wins ", " losses ", " score ", " timeouts "} {
		if !strings.Contains(small, want) {
			t.Errorf("640x360: no%scolumn in%s", want, small)
		}
	}
	if strings.Contains(small, " games ") || strings.Contains(small, " damage ") {
		t.Errorf("640x360: the games or the third figure stay before another:%s", small)
	}
	// With no bot ill, the health goes first.
	for i := range v.R.Bots {
		v.R.Bots[i].Timeouts = 0
	}
	v = NewResults(v.R, []string{"league"})
	if small, _ := shown(640, 360); small != " # | bot | wins | losses | place | score | hits " {
		t.Errorf("640x360, no timeouts:%s", small)
	}
	// 1280x720: every column of the game beside the list, the games and
	// the health (nobody ill) gone; wider, every column.
	if big, _ := shown(1280, 720); big != " # | bot | rating | wins | losses | win rate | place | score | hits | sunken | damage | alive | sunk " {
		t.Errorf("1280x720:%s", big)
	}
	if wide, stacked := shown(3840, 1080); stacked || strings.Count(wide, "|") != len(v.Columns)-1 {
		t.Errorf("3840x1080: stacked %v,%s", stacked, wide)
	}
}

// hitAndSunkLike are standings of a game of four figures, a yes or no
// among them, one way out and no shared first place: eight bots, forty
// matches of eight seats.
func hitAndSunkLike() *tournament.Results {
	r := &tournament.Results{Game: "hit-and-sunk", Info: game.Info{Name: "hit-and-sunk", OutBy: " by"},
		Figures: []tournament.FigureColumn{{Name: "hits"}, {Name: "sunken"}, {Name: "damage"}, {Name: "alive", Bool: true}},
		Outs:    []string{"sunk"}}
	for i := range 8 {
		r.Bots = append(r.Bots, tournament.BotResult{Name: fmt.Sprintf("bot%d", i), Games: 40, Wins: 8 - i, Losses: 32 + i,
			Score: float64(400 - 100*i), MeanScore: float64(400-100*i) / 40,
			Figures:     map[string]float64{"hits": float64(200 - 20*i), "sunken": float64(40 - 5*i), "damage": float64(10 * i), "alive": float64(30 - 3*i)},
			MeanFigures: map[string]float64{"hits": float64(200-20*i) / 40, "sunken": float64(40-5*i) / 40, "damage": float64(10*i) / 40, "alive": float64(30-3*i) / 40},
			Out:         10 + 3*i, Outs: map[string]int{"sunk": 10 + 3*i}})
	}
	r.Bots[3].Timeouts = 2
	for k := range 40 {
		seats := []string{"bot0", "bot1", "bot2", "bot3", "bot4", "bot5", "bot6", "bot0"}
		m := tournament.MatchResult{File: fmt.Sprintf("game-%05d.json", k), Seats: seats, Winner: 0, Reason: "last-standing", Turns: 90,
			Places: []int{1, 2, 3, 4, 5, 6, 7, 8}}
		for s := range seats {
			o := tournament.SeatOutcome{Turn: -1, By: -1}
			if s > 0 {
				o = tournament.SeatOutcome{Out: true, Turn: 100 - 10*s, By: (s + 1) % 8, How: "sunk"}
			}
			m.Outcomes = append(m.Outcomes, o)
		}
		r.Matches = append(r.Matches, m)
	}
	return r
}

// The table has the game's columns: its figures a game (a yes or no as
// the share of games), its ways out counted, the draws only when there
// are; a match's row says who left the game when, in the game's words,
// in the order they did, and who shares the first place.
func TestResultsColumns(t *testing.T) {
	v := NewResults(hitAndSunkLike(), []string{"league"})
	cells := map[string]string{}
	for c, col := range v.Columns {
		cells[col.Title] = v.Cell(1, c)
	}
	want := map[string]string{"#": "2", "bot": "bot1", "wins": "7", "score": "7.50", "hits": "4.50", "sunken": "0.88",
		"damage": "0.25", "alive": "68%", "sunk": "13", "timeouts": "0"}
	for title, w := range want {
		if cells[title] != w {
			t.Errorf("bot1's %s: %q, want %q (%v)", title, cells[title], w, cells)
		}
	}
	for _, no := range []string{"draws", "drops", "falls", "fell"} {
		if _, ok := cells[no]; ok {
			t.Errorf("a %s column: %v", no, cells)
		}
	}
	long, short := v.Outs(0)
	if len(long) != 7 || long[0] != "bot0#2 sunk in turn 30 by bot0#1" || long[6] != "bot1 sunk in turn 90 by bot2" || short[0] != "bot0#2 sunk t30" {
		t.Errorf("outs: %q; %q", long, short)
	}
	if v.matchH() != resultsOutsH {
		t.Errorf("rows of %v design px: no room for who left the game", v.matchH())
	}

	jc := &tournament.Results{Info: game.Info{OutBy: ", dropped by"}, Figures: []tournament.FigureColumn{{Name: "drops"}}, Outs: []string{"fell"},
		Bots: []tournament.BotResult{{Name: "a", Draws: 1, Figures: map[string]float64{"drops": 3}, MeanFigures: map[string]float64{"drops": 1.5}, Outs: map[string]int{"fell": 1}}},
		Matches: []tournament.MatchResult{{File: "g.json", Seats: []string{"a", "b", "c", "d"}, Winner: -1, Reason: "turn-limit", Turns: 1000,
			Places: []int{1, 1, 3, 4}, Outcomes: []tournament.SeatOutcome{{Turn: -1, By: -1}, {Turn: -1, By: -1},
				{Out: true, Turn: 40, By: 0, How: "fell"}, {Out: true, Turn: 7, By: 3, How: "fell"}}}}}
	v = NewResults(jc, []string{"cup"})
	var titles []string
	for c, col := range v.Columns {
		titles = append(titles, col.Title+"="+v.Cell(0, c))
	}
	if got := strings.Join(titles, " "); !strings.Contains(got, " draws=1 ") || !strings.Contains(got, " drops=1.50 fell=1 ") {
		t.Errorf("JavaChallenge2015's columns: %s", got)
	}
	if _, _, res := v.MatchLine(0); strings.Join(res, " | ") != "a, b share first (turn-limit), 1000 turns | a, b share first · 1000 turns | 2 share first · 1000 turns" {
		t.Errorf("shared first: %q", res)
	}
	if long, _ := v.Outs(0); strings.Join(long, " · ") != "d fell in turn 7, dropped by itself · c fell in turn 40, dropped by a" {
		t.Errorf("outs: %q", long)
	}

	// The game's points by place (Tenka1's ranking points) stay as long
	// as the score, though its second figure.
	tenka := &tournament.Results{Figures: []tournament.FigureColumn{{Name: "area"}, {Name: "rank_points"}}, PointsFigure: "rank_points"}
	for i := range 6 {
		tenka.Bots = append(tenka.Bots, tournament.BotResult{Name: fmt.Sprintf("bot%d", i), MeanFigures: map[string]float64{"rank_points": float64(5 - 2*i)}})
	}
	v = NewResults(tenka, []string{"cup"})
	l := NewLayout(640, 360, UIScale(640, 360, 1), NoBoard)
	var p ResultsPlaces
	l.ResultsLayout(v, &p)
	titles = titles[:0]
	for _, c := range p.Cols {
		titles = append(titles, v.Columns[c.Col].Title+"="+v.Cell(5, c.Col))
	}
	if got := strings.Join(titles, " "); !strings.Contains(got, " score=0.00 ") || !strings.Contains(got, " rank points=-5.00") || strings.Contains(got, " area=") {
		t.Errorf("640x360, Tenka1: %s", got)
	}
}

func overlap(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// The list says who left its matches in one form: in full when every
// row's line fits, else in short on every row, however short the others.
func TestResultsOutsOneForm(t *testing.T) {
	v := NewResults(hitAndSunkLike(), []string{"league"})
	longest := 0
	for _, i := range v.Shown {
		long, _ := v.Outs(i)
		longest = max(longest, len(strings.Join(long, OutsSep)))
	}
	if longest == 0 {
		t.Fatal("nobody left a match of the list")
	}
	if !v.OutsInFull(func(s string) bool { return len(s) <= longest }) {
		t.Error("in short although every row fits in full")
	}
	if v.OutsInFull(func(s string) bool { return len(s) < longest }) {
		t.Error("in full although the longest row does not fit")
	}
}

// The list says who won in one way on every row: the longest that fits
// every row.
func TestResultsOneResultForm(t *testing.T) {
	v := NewResults(hitAndSunkLike(), []string{"league"})
	if got := v.ResultForm(func(int, string) bool { return true }); got != 0 {
		t.Errorf("all fit: form %d", got)
	}
	_, _, res := v.MatchLine(v.Shown[0])
	if got := v.ResultForm(func(i int, s string) bool { return i != v.Shown[0] || s != res[0] }); got == 0 {
		t.Error("in full although a row does not fit")
	}
}

// The browser refreshed with more matches keeps its filter on the same
// bot, wherever the bot now ranks, and says how many matches are in while
// some are still to come.
func TestResultsRefreshed(t *testing.T) {
	m := func(k int, seats ...string) tournament.MatchResult {
		return tournament.MatchResult{File: fmt.Sprintf("d/game-%05d.json", k), Seats: seats, Winner: 0, Places: []int{1, 2}}
	}
	r := &tournament.Results{Bots: []tournament.BotResult{{Name: "a"}, {Name: "b"}},
		Matches: []tournament.MatchResult{m(0, "a", "b"), m(1, "b", "a")}, Progress: tournament.Progress{Planned: 4, Shards: 2}}
	v := NewResults(r, []string{"d/"})
	if got := v.FilterText(); got != "2 of 4 matches in" {
		t.Errorf("filling: %q", got)
	}
	v.SetFilter(1, -1, tournament.Win) // b's wins: match 1
	more := &tournament.Results{Bots: []tournament.BotResult{{Name: "b"}, {Name: "a"}},
		Matches: append(r.Matches, m(2, "b", "a"), m(3, "a", "b")), Progress: tournament.Progress{Planned: 4, Shards: 2}}
	n := v.Refreshed(more)
	if n.Bot != 0 || n.Outcome != tournament.Win || !equal(n.Shown, []int{1, 2}) || n.Title != v.Title {
		t.Errorf("refreshed: bot %d %q, shown %v, title %q", n.Bot, n.Outcome, n.Shown, n.Title)
	}
	n.SetFilter(-1, -1, "")
	if got := n.FilterText(); got != "all 4 matches" {
		t.Errorf("all in: %q", got)
	}
}
