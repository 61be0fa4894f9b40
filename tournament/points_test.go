package tournament

import (
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/replay"
)

// pointsReplay is a finished match whose game gives points by place.
type pointsReplay struct {
	game.Replay
	names  []string
	points []float64
	// carried: the outcomes carry the points as a figure of their own.
	carried bool
}

// pointsGame is the game of a pointsReplay.
type pointsGame struct{ game.Game }

func (pointsGame) Info() game.Info { return game.Info{Name: "points", Title: "Points"} }

func (r pointsReplay) Game() game.Game { return pointsGame{} }

func (r pointsReplay) Meta() *replay.Meta {
	m := &replay.Meta{}
	for _, n := range r.names {
		m.Players = append(m.Players, replay.PlayerMeta{Name: n})
	}
	return m
}

func (r pointsReplay) Result() game.Result {
	ranks := make([]int, len(r.names))
	for i := range ranks {
		ranks[i] = i + 1
	}
	res := game.Ranked(true, ranks, nil)
	if r.carried {
		for i := range res.Outcomes {
			res.Outcomes[i].Figures = []game.Figure{{Name: "rank_points", Value: r.points[i]}}
		}
	}
	res.Points = r.points
	return res
}

func (r pointsReplay) Notes() []game.Note { return nil }

// A game's points by place (Tenka1 2022's ranking points) add up per bot
// in the standings, and the table shows them: as a figure of their own
// ("points", summed and a game), or as the game's figure that carries
// them, not twice.
func TestPointsAddUp(t *testing.T) {
	res := Compute([]Entry{
		{Path: "a.json", Replay: pointsReplay{names: []string{"x", "y"}, points: []float64{5, -5}}},
		{Path: "b.json", Replay: pointsReplay{names: []string{"y", "x"}, points: []float64{3, 1}}},
	})
	if !res.HasPoints {
		t.Fatal("no points")
	}
	got := map[string]float64{}
	for _, b := range res.Bots {
		got[b.Name] = b.Points
	}
	if got["x"] != 6 || got["y"] != -2 {
		t.Fatalf("points %v, want x 6, y -2", got)
	}
	var md strings.Builder
	if err := res.WriteMarkdown(&md); err != nil || !strings.Contains(md.String(), "| points |") || !strings.Contains(md.String(), "| 6 (3) |") {
		t.Fatalf("markdown %v:\n%s", err, md.String())
	}
	carried := Compute([]Entry{
		{Path: "a.json", Replay: pointsReplay{names: []string{"x", "y"}, points: []float64{5, -5}, carried: true}},
		{Path: "b.json", Replay: pointsReplay{names: []string{"y", "x"}, points: []float64{3, 1}, carried: true}},
	})
	if res.PointsFigure != "points" || carried.PointsFigure != "rank_points" {
		t.Errorf("the points are in %q and %q", res.PointsFigure, carried.PointsFigure)
	}
	if len(carried.Figures) != 1 || carried.Figures[0].Name != "rank_points" {
		t.Fatalf("figures %v, want rank_points alone", carried.Figures)
	}
	for _, b := range carried.Bots {
		if b.Figures["rank_points"] != got[b.Name] || b.Points != got[b.Name] || b.MeanFigures["rank_points"] != got[b.Name]/2 {
			t.Errorf("%s: rank points %v (mean %v), points %v, want %v", b.Name, b.Figures["rank_points"], b.MeanFigures["rank_points"], b.Points, got[b.Name])
		}
	}
	md.Reset()
	if err := carried.WriteMarkdown(&md); err != nil || strings.Contains(md.String(), "| points |") || !strings.Contains(md.String(), "| rank points |") ||
		!strings.Contains(md.String(), "of Points.") {
		t.Fatalf("markdown %v:\n%s", err, md.String())
	}
}
