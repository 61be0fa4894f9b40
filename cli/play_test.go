package cli

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/match"
	"floorfall/replay"
	"floorfall/show"
)

// play without -a plays the demo's line-up under the demo's names: on one
// seed, the very match 'floorfall --seed' shows.
func TestPlayDemoLineUp(t *testing.T) {
	t.Setenv("DISPLAY", ":99")
	var f fakeViewer
	v := f.viewer(goroutineID())
	for _, args := range [][]string{
		{"play", "--seed", "7", "--pace", "max", "--quit-at-end"},
		{"play", "--seed", "7", "--name", "me"},
	} {
		if _, stderr, code := cliMainWith(t, "", v, args...); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, stderr)
		}
	}
	if len(f.windows) != 2 || f.windows[0].Live == nil || f.windows[1].Live == nil {
		t.Fatalf("windows: %+v", f.windows)
	}
	live := f.windows[0].Live
	if live.Seed != 7 || !live.Fast || !live.QuitAtEnd {
		t.Errorf("live: seed %d, fast %v, quit at end %v", live.Seed, live.Fast, live.QuitAtEnd)
	}
	got, human, _ := live.Match(live.Seed, nil)
	want := demoConfig(7)
	if human != nil || len(got.Seats) != len(want.Seats) {
		t.Fatalf("human %v, %d seats, want the demo's %d", human, len(got.Seats), len(want.Seats))
	}
	for i := range want.Seats {
		if g, w := got.Seats[i], want.Seats[i]; g.Name != w.Name || g.Command != w.Command || g.Start == nil {
			t.Errorf("seat %d: %q %q, want the demo's %q %q, built in", i, g.Name, g.Command, w.Name, w.Command)
		}
	}
	named, _, _ := f.windows[1].Live.Match(7, nil)
	if names := []string{named.Seats[0].Name, named.Seats[1].Name}; !slices.Equal(names, []string{"me", want.Seats[1].Name}) {
		t.Errorf("--name me: names %q", names)
	}
	files := make([]*jcreplay.File, 2)
	for i, cfg := range []match.Config{got, want} {
		cfg.NoRecords = true
		r, err := match.Play(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		files[i] = r.(*jc2015.Replay).Timeline().File
	}
	if !slices.Equal(files[0].Commands, files[1].Commands) || files[0].Winner != files[1].Winner || len(files[0].Commands) == 0 {
		t.Errorf("play --seed 7 and the demo differ: %d turns, winner %d; %d turns, winner %d",
			len(files[0].Commands), files[0].Winner, len(files[1].Commands), files[1].Winner)
	}
}

// Ctrl+B in view plays on with each seat's own bot where the replay
// recorded its command, with the game's demo line-up where it did not,
// and a person's seat with the person.
func TestForkLineUp(t *testing.T) {
	p := filepath.Join(t.TempDir(), "p.json")
	if _, stderr, code := cliMain(t, "run", "-a", "random", "-a", "hunter", "-a", "random", "-a", "hunter", "-s", "4", "-t", "30", "--out", p, "-q"); code != 0 {
		t.Fatal(stderr)
	}
	r, err := loadReplay(p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := r.At(5)
	if err != nil {
		t.Fatal(err)
	}
	meta := *r.Meta()
	meta.Players = slices.Clone(meta.Players)
	meta.Players[2].Command = ""
	meta.Players[3].Command = replay.PersonCommand
	cfg, h, seat := forkLineUp()(7, &show.Fork{File: p, At: 5, Match: m, Meta: &meta})
	demo := cfg.Game.Info().Demo
	if cfg.From != m || len(cfg.Seats) != 4 || cfg.Seats[0].Command != "random" || cfg.Seats[0].Name != meta.Players[0].Name ||
		cfg.Seats[1].Command != "hunter" || cfg.Seats[2].Command != demo[2%len(demo)] || h == nil || seat != 3 {
		t.Errorf("line-up: %+v, person %v in seat %d", cfg.Seats, h != nil, seat)
	}
}

// play's --pace takes run's words (fast, official) besides its own view,
// and max as fast: official reaches the match of a game whose bots call an
// HTTP API, and a word of neither is refused with one line.
func TestPlayPaceWords(t *testing.T) {
	t.Setenv("DISPLAY", ":99")
	for _, c := range []struct {
		pace string
		fast bool
		http match.Pace
	}{
		{"view", false, match.Fast},
		{"fast", true, match.Fast},
		{"max", true, match.Fast},
		{"official", true, match.Official},
	} {
		var f fakeViewer
		v := f.viewer(goroutineID())
		args := []string{"play", "--game", "tenka1-2022", "-a", "random", "-a", "still", "--seed", "2", "--pace", c.pace}
		if _, stderr, code := cliMainWith(t, "", v, args...); code != 0 {
			t.Fatalf("--pace %s: exit %d: %s", c.pace, code, stderr)
		}
		live := f.windows[0].Live
		cfg, _, _ := live.Match(live.Seed, nil)
		if live.Fast != c.fast || cfg.Pace != c.http {
			t.Errorf("--pace %s: window fast %v, match pace %v; want %v, %v", c.pace, live.Fast, cfg.Pace, c.fast, c.http)
		}
	}
	var f fakeViewer
	_, stderr, code := cliMainWith(t, "", f.viewer(goroutineID()), "play", "--pace", "slow")
	if code != 2 || !strings.Contains(stderr, "--pace must be view, fast or official") {
		t.Errorf("--pace slow: exit %d: %s", code, stderr)
	}
}

// play --from plays the replay's game (without --game it used to be
// JavaChallenge2015's, whatever the replay's), with the replay's seats:
// without -a, the demo's line-up cut to them; --game naming another game
// is refused.
func TestPlayFromTakesTheReplaysGame(t *testing.T) {
	t.Setenv("DISPLAY", ":99")
	dir := t.TempDir()
	parent := filepath.Join(dir, "parent.json")
	mustRun(t, "run", "-q", "--game", "ants", "-s", "5", "-t", "30", "-a", "random", "-a", "random", "-a", "random", "--out", parent)
	var f fakeViewer
	v := f.viewer(goroutineID())
	for _, args := range [][]string{
		{"play", "--from", parent, "--at", "5"},
		{"play", "--from", parent, "--at", "5", "-a", "hunter", "-a", "hunter"},
	} {
		if _, stderr, code := cliMainWith(t, "", v, args...); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, stderr)
		}
	}
	for i, want := range [][]string{{"hunter", "officialhunter", "hunter"}, {"hunter", "hunter", ""}} {
		live := f.windows[i].Live
		cfg, _, _ := live.Match(live.Seed, live.From)
		var cmds []string
		for _, s := range cfg.Seats {
			cmds = append(cmds, s.Command)
		}
		if cfg.Game.Info().Name != "ants" || cfg.From == nil || cfg.From.Turn() != 5 || !slices.Equal(cmds, want) {
			t.Errorf("play %d: %s, from turn %v, seats %q, want Ants from turn 5, seats %q", i, cfg.Game.Info().Name, cfg.From != nil && cfg.From.Turn() == 5, cmds, want)
		}
	}
	_, stderr, code := cliMainWith(t, "", v, "play", "--game", "jc2015", "--from", parent, "--at", "5")
	if code != 2 || !strings.Contains(stderr, "is a replay of Ants (AI Challenge 2011), not of --game jc2015") {
		t.Errorf("play --game jc2015 --from an Ants replay: exit %d: %s", code, stderr)
	}
}
