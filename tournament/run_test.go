package tournament

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/builtin"
	"floorfall/games/jc2015/engine"
	"floorfall/match"
)

func builtinConfig(dir string, games int, shard, shards int) Config {
	return Config{
		Plan: Plan{Bots: []Bot{{"hunter", "hunter"}, {"random", "random"}, {"hunter2", "hunter"}},
			Games: games, Seed: 3, Shard: shard, Shards: shards},
		Dir: dir, Parallel: 2, Match: match.Config{Game: jc2015.Game{}, Version: "test"},
		Seat: func(b Bot, mc *match.Config, seat int) match.Seat {
			return match.Seat{Command: b.Command, Start: func() (bot.Player, error) {
				return builtin.NewPlayer(b.Command, mc.Seed+int64(seat)+1, engine.XY)
			}}
		},
	}
}

// A tournament interrupted after some matches resumes: the matches saved
// are kept as they are and not played again, the rest are played, and the
// standings add up.
func TestRunResumes(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	cfg := builtinConfig(dir, 12, 0, 1)
	cfg.Progress = func(done, total, skipped int, g Game, err error) {
		if done >= 4 {
			cancel()
		}
	}
	if err := Run(ctx, cfg); err != context.Canceled {
		t.Fatalf("interrupted run: %v", err)
	}
	kept, _ := filepath.Glob(filepath.Join(dir, "game-*.json"))
	if len(kept) < 4 || len(kept) >= 12 {
		t.Fatalf("%d matches saved by the interrupted run", len(kept))
	}
	mod := map[string]time.Time{}
	for _, p := range kept {
		st, _ := os.Stat(p)
		mod[p] = st.ModTime()
	}
	cfg = builtinConfig(dir, 12, 0, 1)
	var lastSkipped int
	cfg.Progress = func(done, total, skipped int, g Game, err error) {
		if err != nil {
			t.Errorf("game %d: %v", g.Index, err)
		}
		lastSkipped = skipped
	}
	if err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	if lastSkipped != len(kept) {
		t.Errorf("resumed with %d matches kept, %d were saved", lastSkipped, len(kept))
	}
	for p, m := range mod {
		if st, _ := os.Stat(p); !st.ModTime().Equal(m) {
			t.Errorf("%s was played again", p)
		}
	}
	entries, err := Read(dir)
	if err != nil || len(entries) != 12 {
		t.Fatalf("%d matches read: %v", len(entries), err)
	}
	res := Compute(entries)
	for _, b := range res.Bots {
		if b.Wins+b.Draws+b.Losses != b.Games || b.Games != 16 {
			t.Errorf("%s: %d+%d+%d of %d games, want 16", b.Name, b.Wins, b.Draws, b.Losses, b.Games)
		}
	}

	// Another plan in the same folder is refused.
	other := builtinConfig(dir, 13, 0, 1)
	if err := Run(context.Background(), other); err == nil || !strings.Contains(err.Error(), "another tournament") {
		t.Errorf("another plan in the folder: %v", err)
	}
}

// Two shards played into two folders and merged are the whole schedule.
func TestShardsMerge(t *testing.T) {
	whole, a, b := t.TempDir(), t.TempDir(), t.TempDir()
	for _, c := range []Config{builtinConfig(whole, 9, 0, 1), builtinConfig(a, 9, 0, 2), builtinConfig(b, 9, 1, 2)} {
		if err := Run(context.Background(), c); err != nil {
			t.Fatal(err)
		}
	}
	one, err := Read(whole)
	if err != nil {
		t.Fatal(err)
	}
	two, err := Read(a, b)
	if err != nil {
		t.Fatal(err)
	}
	r1, r2 := Compute(one), Compute(two)
	for _, r := range []*Results{r1, r2} { // reply times are measured: they differ
		for i := range r.Bots {
			r.Bots[i].MeanReplyMs, r.Bots[i].WorstReplyMs, r.Bots[i].replySum = 0, 0, 0
		}
	}
	if len(r2.Matches) != 9 || !reflect.DeepEqual(r1.Bots, r2.Bots) {
		t.Errorf("merged shards: %d matches, bots\n%+v\nwhole:\n%+v", len(r2.Matches), r2.Bots, r1.Bots)
	}
	for i := range r1.Matches {
		m1, m2 := r1.Matches[i], r2.Matches[i]
		m1.File, m2.File = filepath.Base(m1.File), filepath.Base(m2.File)
		if !reflect.DeepEqual(m1, m2) {
			t.Errorf("match %d: %+v, merged %+v", i, m1, m2)
		}
	}
	if _, err := Read(whole, a); err == nil {
		t.Error("a game in two folders was not refused")
	}
}

// A plan written before plans named their game and seats is resumed by
// the same plan naming them, when they are those of the folder's matches
// (or the folder holds no match yet); another game is another tournament.
func TestUnnamedPlanResumes(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	cfg := builtinConfig(dir, 8, 0, 1) // names no game, as plans did
	cfg.Progress = func(done, total, skipped int, g Game, err error) {
		if done >= 3 {
			cancel()
		}
	}
	if err := Run(ctx, cfg); err != context.Canceled {
		t.Fatalf("interrupted run: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, PlanFile)); strings.Contains(string(b), `"game"`) {
		t.Fatalf("the old plan names its game:\n%s", b)
	}
	kept, _ := filepath.Glob(filepath.Join(dir, "game-*.json"))
	for _, name := range []string{"ants", "jc2015"} {
		cfg = builtinConfig(dir, 8, 0, 1)
		cfg.Game, cfg.Seats = name, 4
		var skipped int
		cfg.Progress = func(done, total, s int, g Game, err error) { skipped = s }
		err := Run(context.Background(), cfg)
		switch {
		case name == "ants" && (err == nil || !strings.Contains(err.Error(), "another tournament")):
			t.Errorf("a plan of ants in a folder of JavaChallenge2015's matches: %v", err)
		case name == "jc2015" && (err != nil || skipped != len(kept) || len(kept) == 0):
			t.Errorf("the same plan naming its game: %v, %d matches kept of %d", err, skipped, len(kept))
		}
	}
	// No match yet: the plan names nothing to compare.
	empty := t.TempDir()
	if err := os.WriteFile(filepath.Join(empty, PlanFile), []byte(`{"bots": [{"name": "hunter", "command": "hunter"}, {"name": "random", "command": "random"}, {"name": "hunter2", "command": "hunter"}], "games": 8, "seed": 3, "shard": 0, "shards": 1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg = builtinConfig(empty, 8, 0, 1)
	cfg.Game, cfg.Seats = "jc2015", 4
	if err := claim(empty, cfg.Plan); err != nil {
		t.Errorf("an old plan with no match: %v", err)
	}
}
