package tournament

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/match"
)

// playSchedule plays a JavaChallenge2015 schedule of built-in bots in
// this process.
func playSchedule(t *testing.T, names []string, games int, seed int64) []Entry {
	return playGame(t, jc2015.Game{}, names, 4, games, seed, nil)
}

// playGame plays a schedule of game g's built-in bots (a bot's name is
// the built-in's) in this process, seats a match.
func playGame(t *testing.T, g game.Game, names []string, seats, games int, seed int64, params map[string]string) []Entry {
	t.Helper()
	var out []Entry
	for _, s := range Schedule(len(names), seats, games, seed) {
		cfg := match.Config{Game: g, Seed: s.Seed, Version: "test", Params: params, Seats: make([]match.Seat, seats)}
		setup := game.Setup{Seats: seats, Seed: s.Seed, Params: params}
		for seat, b := range s.Bots {
			name := names[b]
			cfg.Seats[seat] = match.Seat{Name: name, Command: name, Start: func() (bot.Player, error) {
				return g.Builtin(name, seat, s.Seed*int64(seats)+int64(seat)+1, setup)
			}}
		}
		f, err := match.Play(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Entry{fmt.Sprintf("game-%04d.json", s.Index), f})
	}
	return out
}

// The standings add up: every bot's wins, draws and losses make its
// games, the games are the seats played, every fall is suffered by one
// bot (its "fell") and caused by another (its "drops") unless
// self-inflicted, and the order is by rating; the same matches give the
// same standings.
func TestStandingsAddUp(t *testing.T) {
	entries := playSchedule(t, []string{"hunter", "random"}, 12, 5)
	res := Compute(entries)
	if len(res.Matches) != 12 || len(res.Bots) != 2 || len(res.Unfinished) != 0 {
		t.Fatalf("%d matches, %d bots, unfinished %v", len(res.Matches), len(res.Bots), res.Unfinished)
	}
	games, falls, drops, selfFalls := 0, 0, 0, 0
	for _, e := range entries {
		for _, f := range fileOf(e).Meta.Result.Falls {
			if f.By == f.Player {
				selfFalls++
			}
		}
	}
	for _, b := range res.Bots {
		if b.Wins+b.Draws+b.Losses != b.Games {
			t.Errorf("%s: %d+%d+%d != %d games", b.Name, b.Wins, b.Draws, b.Losses, b.Games)
		}
		if b.WinCI[0] > b.WinRate || b.WinCI[1] < b.WinRate || b.MeanPlace < 1 || b.MeanPlace > 4 {
			t.Errorf("%s: rate %v in %v, place %v", b.Name, b.WinRate, b.WinCI, b.MeanPlace)
		}
		if b.Games != 24 { // 12 matches of 4 seats, two bots, each seat equally
			t.Errorf("%s: %d games, want 24", b.Name, b.Games)
		}
		if b.WorstReplyMs < b.MeanReplyMs || b.MeanReplyMs <= 0 {
			t.Errorf("%s: replies %v ms mean, %v worst", b.Name, b.MeanReplyMs, b.WorstReplyMs)
		}
		games += b.Games
		falls += b.Outs["fell"]
		drops += int(b.Figures["drops"])
	}
	if games != 48 || drops != falls-selfFalls {
		t.Errorf("%d games; %d falls, %d drops, %d self-inflicted", games, falls, drops, selfFalls)
	}
	if res.Game != "jc2015" || !reflect.DeepEqual(res.Outs, []string{"fell"}) || !reflect.DeepEqual(res.Figures, []FigureColumn{{Name: "drops"}}) {
		t.Errorf("game %q, outs %v, figures %v", res.Game, res.Outs, res.Figures)
	}
	if falls == 0 {
		t.Error("nobody fell in 12 matches")
	}
	if res.Bots[0].Name != "hunter" || res.Bots[0].Rating.Ordinal <= res.Bots[1].Rating.Ordinal {
		t.Errorf("hunter does not lead random: %+v", res.Bots)
	}
	if again := Compute(entries); !reflect.DeepEqual(again, res) {
		t.Error("the same matches gave other standings")
	}
}

// A match that did not end counts for nothing and is listed as such.
func TestStandingsSkipUnfinished(t *testing.T) {
	entries := playSchedule(t, []string{"hunter", "random"}, 1, 1)
	f := *fileOf(entries[0])
	f.Commands, f.Winner = f.Commands[:10], -1 // nobody has won after 10 turns
	m := *f.Meta
	m.Result, m.Turns = jcreplay.ResultMeta{}, nil // the game's own
	f.Meta = &m
	tl, err := jcreplay.NewTimeline(&f)
	if err != nil {
		t.Fatal(err)
	}
	res := Compute([]Entry{{"cut.json", jc2015.NewReplay(tl)}})
	if len(res.Matches) != 0 || !reflect.DeepEqual(res.Unfinished, []string{"cut.json"}) {
		t.Errorf("%+v", res)
	}
}

// The three files say the same: as many rows as bots, in the same order.
func TestWriteStandings(t *testing.T) {
	res := Compute(playSchedule(t, []string{"hunter", "random"}, 4, 3))
	res.Bots[1].Name = "ran|dom\x1b[2J"
	var j, c, m strings.Builder
	if err := res.WriteJSON(&j); err != nil {
		t.Fatal(err)
	}
	var back Results
	if err := json.Unmarshal([]byte(j.String()), &back); err != nil || len(back.Bots) != 2 || back.Bots[0].Name != res.Bots[0].Name {
		t.Fatalf("results.json: %v %+v", err, back)
	}
	if !reflect.DeepEqual(back.Matches, res.Matches) {
		t.Errorf("results.json's matches read back:\n%+v\nwant\n%+v", back.Matches, res.Matches)
	}
	if err := res.WriteCSV(&c); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(c.String())).ReadAll()
	if err != nil || len(rows) != 3 || rows[1][1] != res.Bots[0].Name || rows[2][1] != res.Bots[1].Name {
		t.Fatalf("csv: %v %q", err, rows)
	}
	if err := res.WriteMarkdown(&m); err != nil {
		t.Fatal(err)
	}
	md := m.String()
	if strings.Count(md, "\n| ") != 3 || !strings.Contains(md, `ran\|dom\x1b[2J`) || strings.Contains(md, "\x1b") {
		t.Fatalf("markdown:\n%s", md)
	}
}

// fileOf is the JavaChallenge2015 file of an entry.
func fileOf(e Entry) *jcreplay.File { return e.Replay.(*jc2015.Replay).Timeline().File }

// A results.json written before its matches' seats had the schema of
// game.SeatOutcome (a list a key: seats, places, scores, status; outcomes
// with figures by name) reads into the same outcomes.
func TestOlderResultsRead(t *testing.T) {
	old := `{"game": "hit-and-sunk", "figures": [{"name": "hits"}, {"name": "alive", "bool": true}], "bots": [], "matches": [
	  {"file": "game-00000.json", "seed": 7, "seats": ["hunter", "random"], "winner": 0, "reason": "last-ship", "turns": 90,
	   "places": [1, 2], "scores": [12, 3], "status": ["ok", "timeout"],
	   "outcomes": [{"figures": {"alive": 1, "hits": 4}, "turn": -1, "by": -1},
	                {"figures": {"alive": 0, "hits": 1}, "out": true, "turn": 60, "by": 0, "how": "sunk"}]},
	  {"file": "game-00001.json", "seats": ["random", "hunter"], "winner": -1, "reason": "round-limit", "turns": 100,
	   "places": [1, 1], "status": ["ok", "ok"], "outcomes": [{"turn": -1, "by": -1}, {"turn": -1, "by": -1}]}]}`
	var r Results
	if err := json.Unmarshal([]byte(old), &r); err != nil {
		t.Fatal(err)
	}
	seat := func(name, status string, place int, score float64, figs ...game.Figure) game.SeatOutcome {
		o := game.SeatOutcome{Name: name, Status: status, Outcome: game.In()}
		o.Place, o.Score, o.Figures = place, score, figs
		return o
	}
	sunk := seat("random", "timeout", 2, 3, game.Figure{Name: "alive"}, game.Figure{Name: "hits", Value: 1})
	sunk.PutOut(60, 0, "sunk")
	want := [][]game.SeatOutcome{
		{seat("hunter", "ok", 1, 12, game.Figure{Name: "alive", Value: 1}, game.Figure{Name: "hits", Value: 4}), sunk},
		{seat("random", "ok", 1, 0), seat("hunter", "ok", 1, 0)},
	}
	if len(r.Matches) != 2 || *r.Matches[0].Seed != 7 || r.Matches[1].Seed != nil || r.Matches[0].Reason != "last-ship" || r.Matches[1].Turns != 100 {
		t.Fatalf("matches %+v", r.Matches)
	}
	for i, w := range want {
		if !reflect.DeepEqual(r.Matches[i].Outcomes, w) {
			t.Errorf("match %d: %+v\nwant %+v", i, r.Matches[i].Outcomes, w)
		}
	}
	if Outcome(&r.Matches[1], 1) != Draw || Outcome(&r.Matches[0], 1) != Loss || r.Matches[0].Name(1) != "random" {
		t.Errorf("the outcomes of the older file's seats: %s, %s", Outcome(&r.Matches[1], 1), Outcome(&r.Matches[0], 1))
	}
}
