package app

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/builtin"
	"floorfall/games/jc2015/engine"
	"floorfall/internal/testlimit"
	"floorfall/match"
	"floorfall/render"
	"floorfall/show"
	"floorfall/tournament"
)

// playShard plays shard i of 2 of a 12-match tournament of built-in bots
// into top/part-i.
func playShard(t *testing.T, top string, i int) {
	t.Helper()
	cfg := tournament.Config{
		Plan: tournament.Plan{Bots: []tournament.Bot{{Name: "hunter", Command: "hunter"}, {Name: "random", Command: "random"}},
			Games: 12, Seed: 3, Shard: i, Shards: 2},
		Dir: filepath.Join(top, fmt.Sprintf("part-%d", i)), Parallel: 2, Match: match.Config{Game: jc2015.Game{}, Version: "test"},
		Seat: func(b tournament.Bot, mc *match.Config, seat int) match.Seat {
			return match.Seat{Command: b.Command, Start: func() (bot.Player, error) {
				return builtin.NewPlayer(b.Command, mc.Seed+int64(seat)+1, engine.XY)
			}}
		},
	}
	if err := tournament.Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
}

// openFilling opens the window on the tournament folder top as it stands
// (the command line's part), with p a presentation of it if not nil, the
// folders read again every few milliseconds.
func openFilling(t *testing.T, top string, p *show.Present) *app {
	t.Helper()
	f := tournament.OpenFolders(top)
	entries, _, err := f.Read()
	if err != nil {
		t.Fatal(err)
	}
	res := tournament.Compute(entries)
	res.Progress = f.Progress()
	o := show.Window{Results: res, ResultsDirs: []string{top}, Folders: f}
	if p != nil {
		p.Results, p.Dirs = res, []string{top}
		for _, m := range res.Matches {
			p.Files = append(p.Files, m.File)
		}
		o.Present = p
	}
	a := testAppWith(t, o)
	a.jobs.refreshEvery = 5 * time.Millisecond
	a.open(o)
	run(t, a, &Input{})
	return a
}

// waitFor ticks the window until ok holds.
func waitFor(t *testing.T, a *app, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(testlimit.Scale(5 * time.Second))
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("the window never showed %s", what)
		}
		time.Sleep(2 * time.Millisecond)
		run(t, a, &Input{})
	}
}

// The results browser opened on a tournament still playing takes its
// matches as they land, a shard folder that appears later too, its filter
// kept; it says how many of the planned matches are in.
func TestResultsFill(t *testing.T) {
	top := t.TempDir()
	playShard(t, top, 0)
	a := openFilling(t, top, nil)
	v := a.scr.results.v.V
	if len(v.R.Matches) != 6 || v.FilterText() != "6 of 12 matches in" {
		t.Fatalf("shard 0 in: %d matches, %q", len(v.R.Matches), v.FilterText())
	}
	hunter := 0
	if v.R.Bots[0].Name != "hunter" {
		hunter = 1
	}
	v.SetFilter(hunter, 1, "")
	playShard(t, top, 1)
	waitFor(t, a, "the second shard's matches", func() bool { return len(a.scr.results.v.V.R.Matches) == 12 })
	n := a.scr.results.v.V
	if n.Bot < 0 || n.R.Bots[n.Bot].Name != "hunter" || n.Seat != 1 || n.FilterText() != "hunter's matches as player 1: 6" {
		t.Errorf("the filter after the refresh: %q", n.FilterText())
	}
	if a.scr.shown != a.scr.results {
		t.Error("the refresh switched away from the results browser")
	}
}

// A presentation of a tournament still playing plays the matches that
// land after those it had, as they land; one that had ended on the standings goes on
// with them, and ends on the new standings.
func TestPresentFill(t *testing.T) {
	top := t.TempDir()
	playShard(t, top, 0)
	a := openFilling(t, top, &show.Present{CardTime: time.Millisecond, BannerTime: time.Millisecond})
	pr := a.scr.present
	pr.card, pr.next = nil, len(pr.o.Files) // all presented
	run(t, a, &Input{})
	if _, ok := a.scr.shown.(*cardScreen); !pr.ended || !ok {
		t.Fatal("the presentation did not end on the standings")
	}
	playShard(t, top, 1)
	waitFor(t, a, "the second shard's matches", func() bool { return len(pr.o.Files) == 12 })
	if pr.ended || pr.o.Results == nil || len(pr.o.Results.Matches) != 12 {
		t.Fatalf("after the refresh: ended %v, %d files", pr.ended, len(pr.o.Files))
	}
	// The new matches, in the order they were seen to land.
	var want []string
	for k := range 6 {
		want = append(want, filepath.Join(top, "part-1", tournament.GameFile(2*k+1)))
	}
	if got := slices.Sorted(slices.Values(pr.o.Files[6:])); !slices.Equal(got, want) {
		t.Fatalf("the new matches: %q, want %q", got, want)
	}
	run(t, a, &Input{})
	var tc *render.TitleCard
	card, ok := a.scr.shown.(*cardScreen)
	isCard := false
	if ok {
		tc, isCard = card.s.(*render.TitleCard)
	}
	// The presentation went on as the first of them landed: the card of
	// the first new match (the count then is that of the matches in then).
	if !ok || !isCard || !strings.HasPrefix(tc.Lines[0], "Match 7 of ") || tc.Lines[2] != filepath.Base(pr.o.Files[6]) {
		t.Fatalf("after the refresh the window shows %T %+v", a.scr.shown, tc)
	}
}
