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
}

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
	return game.Result{Over: true, Outcomes: game.NewOutcomes(ranks, nil), Winner: 0, Points: r.points}
}

func (r pointsReplay) Notes() []game.Note { return nil }

// A game's points by place (Tenka1 2022's ranking points) add up per bot
// in the standings, and the table shows them.
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
	if err := res.WriteMarkdown(&md); err != nil || !strings.Contains(md.String(), "| points |") || !strings.Contains(md.String(), "| 6 |") {
		t.Fatalf("markdown %v:\n%s", err, md.String())
	}
}
