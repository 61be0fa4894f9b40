package tournament

import (
	"encoding/csv"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/games/hitandsunk"
	"floorfall/games/tenka1"
)

// The standings of a game are its outcomes': its figures as columns, in
// its order, each bot's the sum over its games of the replays' outcomes;
// its ways out counted in its words; no column of another game's.
func TestStandingsOfEachGame(t *testing.T) {
	cases := []struct {
		g       game.Game
		names   []string
		seats   int
		params  map[string]string
		figures []string
		outs    []string
	}{
		{hitandsunk.Game{}, []string{"hunter", "random", "passive", "peacemaker"}, 8, nil,
			[]string{"hits", "sunken", "damage", "alive"}, []string{"sunk"}},
		{ants.Game{}, []string{"hunter", "random", "officialhunter"}, 4, map[string]string{"turns": "120"},
			[]string{"ants", "hills", "razed"}, []string{"eliminated"}},
		{tenka1.Game{}, []string{"greedy", "random", "still"}, 6, nil,
			[]string{"area", "rank_points"}, nil},
	}
	for _, c := range cases {
		name := c.g.Info().Name
		entries := playGame(t, c.g, c.names, c.seats, 4, 7, c.params)
		res := Compute(entries)
		if res.Game != name || len(res.Matches) != 4 || len(res.Bots) != len(c.names) {
			t.Fatalf("%s: game %q, %d matches, %d bots", name, res.Game, len(res.Matches), len(res.Bots))
		}
		var figs []string
		for _, f := range res.Figures {
			figs = append(figs, f.Name)
		}
		if !slices.Equal(figs, c.figures) || !slices.Equal(res.Outs, c.outs) {
			t.Errorf("%s: figures %v, outs %v; want %v, %v", name, figs, res.Outs, c.figures, c.outs)
		}
		// What the replays' outcomes say, by bot.
		sums := map[string]map[string]float64{}
		score, out := map[string]float64{}, map[string]map[string]int{}
		for _, e := range entries {
			m := e.Replay.Meta()
			for seat, o := range e.Replay.Result().Outcomes {
				bot := m.Players[seat].Name
				if sums[bot] == nil {
					sums[bot], out[bot] = map[string]float64{}, map[string]int{}
				}
				for _, f := range o.Figures {
					sums[bot][f.Name] += f.Value
				}
				score[bot] += o.Score
				if o.Out {
					out[bot][o.How]++
				}
			}
		}
		anyFigure := false
		for _, b := range res.Bots {
			for _, f := range c.figures {
				if b.Figures[f] != sums[b.Name][f] || b.MeanFigures[f] != b.Figures[f]/float64(b.Games) {
					t.Errorf("%s: %s's %s %v (mean %v), the replays say %v", name, b.Name, f, b.Figures[f], b.MeanFigures[f], sums[b.Name][f])
				}
				anyFigure = anyFigure || b.Figures[f] != 0
			}
			if b.Score != score[b.Name] || b.MeanScore != b.Score/float64(b.Games) {
				t.Errorf("%s: %s's score %v (mean %v), the replays say %v", name, b.Name, b.Score, b.MeanScore, score[b.Name])
			}
			total := 0
			for _, how := range c.outs {
				total += b.Outs[how]
				if b.Outs[how] != out[b.Name][how] {
					t.Errorf("%s: %s %s %d times, the replays say %d", name, b.Name, how, b.Outs[how], out[b.Name][how])
				}
			}
			if b.Out != total {
				t.Errorf("%s: %s out %d times (%v)", name, b.Name, b.Out, b.Outs)
			}
			if name == tenka1.Name && b.Figures["rank_points"] != b.Points {
				t.Errorf("%s: %s's rank points %v, points %v", name, b.Name, b.Figures["rank_points"], b.Points)
			}
		}
		if !anyFigure {
			t.Errorf("%s: every figure of every bot is 0", name)
		}
		// The three files have the game's columns, not another's.
		var md, cv, js strings.Builder
		if err := res.WriteMarkdown(&md); err != nil {
			t.Fatal(err)
		}
		if err := res.WriteCSV(&cv); err != nil {
			t.Fatal(err)
		}
		if err := res.WriteJSON(&js); err != nil {
			t.Fatal(err)
		}
		head := strings.SplitN(md.String(), "\n| ", 3)[1]
		rows, err := csv.NewReader(strings.NewReader(cv.String())).ReadAll()
		if err != nil || len(rows) != len(c.names)+1 {
			t.Fatalf("%s: csv %v %q", name, err, rows)
		}
		for _, f := range append(slices.Clone(c.figures), c.outs...) {
			title := strings.ReplaceAll(f, "_", " ")
			if !strings.Contains(head, "| "+title+" |") || !slices.Contains(rows[0], strings.ReplaceAll(f, " ", "_")) {
				t.Errorf("%s: no %s column:\n%s\n%v", name, f, head, rows[0])
			}
		}
		for _, w := range []string{"drops", "falls", "fell", "order of falls"} {
			if strings.Contains(md.String(), w) || slices.Contains(rows[0], w) {
				t.Errorf("%s: %q in the standings:\n%s\n%v", name, w, md.String(), rows[0])
			}
		}
		var back struct {
			Bots []struct {
				Name    string             `json:"name"`
				Figures map[string]float64 `json:"figures"`
			} `json:"bots"`
		}
		if err := json.Unmarshal([]byte(js.String()), &back); err != nil || len(back.Bots) != len(c.names) {
			t.Fatalf("%s: json %v", name, err)
		}
		for _, b := range back.Bots {
			for _, f := range c.figures {
				if v, ok := b.Figures[f]; !ok || v != sums[b.Name][f] {
					t.Errorf("%s: results.json's %s %s: %v %v", name, b.Name, f, v, ok)
				}
			}
		}
	}
}
