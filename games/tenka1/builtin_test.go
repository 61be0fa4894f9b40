package tenka1

import (
	"context"
	"testing"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/match"
)

// playBuiltins plays a whole match of built-in bots in floorfall.
func playBuiltins(t testing.TB, seed int64, names ...string) game.Replay {
	cfg := match.Config{Game: Game{}, Seed: seed}
	for i, n := range names {
		cfg.Seats = append(cfg.Seats, match.Seat{Name: n, Command: n, Start: func() (bot.Player, error) {
			return Game{}.Builtin(n, i, seed*7+int64(i)+1, game.Setup{Seats: 6})
		}})
	}
	r, err := match.Play(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// greedy beats random: alone among five random bots it finishes first,
// from each seat; and it is at least as strong as the official samples'
// strategy: alone among five of them, its ranking points add up above 0
// (what a sample gets among samples, on average).
func TestGreedyBeatsRandom(t *testing.T) {
	total := 0
	for seat := range 6 {
		seed := int64(seat + 1)
		for _, other := range []string{"random", "sample"} {
			lineUp := []string{other, other, other, other, other, other}
			lineUp[seat] = "greedy"
			r := playBuiltins(t, seed, lineUp...)
			if !r.Result().Over {
				t.Fatalf("seed %d: not over", seed)
			}
			pts := r.(*Replay).Final().RankPoints()
			if other == "random" && pts[seat] != 5 {
				t.Errorf("seat %d among random bots: %+d ranking points (scores %v)", seat, pts[seat], r.Result().Scores())
			}
			if other == "sample" {
				total += pts[seat]
			}
		}
	}
	if total <= 0 {
		t.Errorf("among the samples' bots: %+d ranking points in 6 games", total)
	}
}

// still never moves; the same seeds play the same game.
func TestBuiltinsStillAndSeeds(t *testing.T) {
	a := playBuiltins(t, 3, "still", "random", "greedy", "random", "greedy", "still")
	b := playBuiltins(t, 3, "still", "random", "greedy", "random", "greedy", "still")
	ma, mb := a.(*Replay).Moves(), b.(*Replay).Moves()
	for turn := range ma {
		if ma[turn] != mb[turn] {
			t.Fatalf("turn %d: %v then %v with the same seeds", turn, ma[turn], mb[turn])
		}
		if ma[turn][0] != -1 || ma[turn][5] != -1 || ma[turn][1] < 0 {
			t.Fatalf("turn %d: moves %v", turn, ma[turn])
		}
	}
	if _, err := (Game{}).Builtin("smart", 0, 1, game.Setup{}); err == nil {
		t.Error("a bot smart")
	}
}
