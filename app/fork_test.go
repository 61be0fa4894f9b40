package app

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/builtin"
	"floorfall/games/jc2015/engine"
	"floorfall/match"
	"floorfall/show"
	"floorfall/tournament"
	"floorfall/view"
)

// forkParent plays a tournament match of hunter and random into dir and
// returns its replay's path.
func forkParent(t *testing.T, dir string) string {
	t.Helper()
	playCup(t, dir, 1, 5)
	return filepath.Join(dir, tournament.GameFile(0))
}

// newBots is a line-up of four built-in hunters named "new N".
func newBots(seed int64, from *show.Fork) (match.Config, *match.Human, int) {
	cfg := match.Config{Game: jc2015.Game{}, Seed: seed, Version: "test", Seats: make([]match.Seat, 4)}
	for i := range cfg.Seats {
		cfg.Seats[i] = match.Seat{Name: fmt.Sprintf("new %d", i), Command: "hunter", Start: func() (bot.Player, error) {
			return builtin.NewPlayer("hunter", seed+int64(i)+1, engine.XY)
		}}
	}
	if from != nil {
		cfg.From = from.Match
	}
	return cfg, nil, -1
}

// loadParent loads the replay at parent, which has a seat out.
func loadParent(t *testing.T, parent string) (game.Replay, *view.Match) {
	t.Helper()
	r, err := game.Load(parent)
	if err != nil {
		t.Fatal(err)
	}
	pm, err := view.FromReplay(r, parent)
	if err != nil {
		t.Fatal(err)
	}
	if len(pm.Outs) == 0 {
		t.Fatal("the parent has no fall to keep")
	}
	return r, pm
}

// checkFirstFork checks the live match lv played on from pm, the replay
// at parent, at turn at: its meta names the parent, the turn and the
// parent's players (wantNames); the first seat out and the names
// before it stay the parent's.
func checkFirstFork(t *testing.T, lv *live, pm *view.Match, parent string, at int, wantNames []string) {
	t.Helper()
	fall := pm.OutLines[0]
	fk := lv.cfg.Fork
	if fk == nil || fk.From != filepath.Base(parent) || fk.At != at || !slices.Equal(fk.Names, wantNames) {
		t.Fatalf("the fork's meta: %+v, want from %s at %d by %v", fk, filepath.Base(parent), at, wantNames)
	}
	if got := lv.m.OutLines[0]; got.Name != fall.Name || got.Turn != fall.Turn {
		t.Errorf("the fall before the fork is %s's at turn %d, want %s's at %d", got.Name, got.Turn, fall.Name, fall.Turn)
	}
	if lv.m.NameAt(at, 0) != "new 0" || lv.m.NameAt(at-1, 0) != pm.Name(0) {
		t.Errorf("seat 0 is %q at the fork, %q before it", lv.m.NameAt(at, 0), lv.m.NameAt(at-1, 0))
	}
}

// Ctrl+B on a replay viewed alone (view REPLAY) plays on from the turn
// shown, live in the window; the new replay names its parent, the turn and
// the parent's players, and the falls before the fork stay the parent's.
// Ctrl+B on that live match plays on again: the live match is saved first
// and named as the parent.
func TestForkInView(t *testing.T) {
	dir := t.TempDir()
	parent := forkParent(t, dir)
	r, pm := loadParent(t, parent)
	fall := pm.OutLines[0]
	at := fall.Turn + 1
	a := testApp(t)
	a.show(r, parent, parent)
	a.open(show.Window{Live: &show.Live{Match: newBots, Idle: true, Fast: true, Out: filepath.Join(dir, "fork.json"), Saved: func(game.Replay, string, error) {}}})
	if a.live.lv != nil {
		t.Fatal("an idle view started a match")
	}
	a.scr.match.pb.SetPos(float64(at))
	run(t, a, &Input{})
	run(t, a, keysIn(true, false, ebiten.KeyB))
	lv := a.live.lv
	if lv == nil || a.scr.match.m != lv.m {
		t.Fatalf("Ctrl+B in view: no live match (%q)", a.over.msg.text)
	}
	wantNames := []string{r.Meta().Players[0].Name, r.Meta().Players[1].Name, r.Meta().Players[2].Name, r.Meta().Players[3].Name}
	checkFirstFork(t, lv, pm, parent, at, wantNames)
	if want := fmt.Sprintf("the new bots are first fed the %d turns before, as if they had played them", at); a.over.msg.text != want {
		t.Errorf("the window says %q, want %q", a.over.msg.text, want)
	}
	// Forked again, live, a few turns on: the first fork is saved and is
	// the parent, and the first turns stay the tournament's players'.
	tickUntil(t, a, "a few turns played", func() bool { return lv.m.Turns() >= at+3 })
	first := lv.path
	a.scr.match.pb.Pause()
	a.scr.match.pb.SetPos(float64(at + 2))
	run(t, a, &Input{})
	run(t, a, keysIn(true, false, ebiten.KeyB))
	if a.live.lv == lv {
		t.Fatalf("Ctrl+B on the live match: no new match (%q)", a.over.msg.text)
	}
	if _, err := os.Stat(first); err != nil {
		t.Errorf("the live match forked was not saved: %v", err)
	}
	fk2 := a.live.lv.cfg.Fork
	if fk2 == nil || fk2.From != filepath.Base(first) || fk2.At != at+2 || fk2.Names[0] != "new 0" || fk2.Parent == nil || fk2.Parent.At != at {
		t.Fatalf("the second fork's meta: %+v, parent %+v, at %d", fk2, fk2.Parent, at)
	}
	m2 := a.live.lv.m
	if m2.NameAt(at+2, 1) != "new 1" || m2.NameAt(at+1, 1) != "new 1" || m2.NameAt(at-1, 1) != pm.Name(1) {
		t.Errorf("seat 1: %q, %q, %q", m2.NameAt(at+2, 1), m2.NameAt(at+1, 1), m2.NameAt(at-1, 1))
	}
	a.endLive()
	saved, err := game.Load(a.live.lv.path)
	if err != nil {
		t.Fatal(err)
	}
	if f := saved.Meta().Fork; f == nil || f.Parent == nil || !slices.Equal(f.Parent.Names, wantNames) {
		t.Errorf("saved: fork %+v", f)
	}
}

// A seat whose bot times out in a match played in the window: the window
// says so, and how to give the bots room (a longer --action-timeout, or
// the match played headless).
func TestLiveTimeoutSaysHow(t *testing.T) {
	dir := t.TempDir()
	slow := func(seed int64, from *show.Fork) (match.Config, *match.Human, int) {
		cfg, _, _ := newBots(seed, from)
		cfg.Bot.ActionTimeout = 50 * time.Millisecond
		cfg.Seats[2] = match.Seat{Name: "slow", Command: `sh -c 'echo READY; while read l; do [ "$l" = EOD ] && { sleep 1; echo N; }; done'`}
		// The others answer in time but not at once: the match goes on
		// well after the timeout, so no end of it (its replay saved) says
		// something else before a tick reads the window's message.
		for _, i := range []int{0, 1, 3} {
			cfg.Seats[i] = match.Seat{Name: "steady", Command: `sh -c 'echo READY; while read l; do [ "$l" = EOD ] && { sleep 0.02; echo N; }; done'`}
		}
		return cfg, nil, -1
	}
	a := testApp(t)
	a.open(show.Window{Live: &show.Live{Match: slow, Seed: 3, Fast: true, Out: filepath.Join(dir, "live.json"), Saved: func(game.Replay, string, error) {}}})
	tickUntil(t, a, "the timeout told", func() bool { return strings.Contains(a.over.msg.text, "timed out") })
	msg := a.over.msg.text
	if !a.over.msg.alert || !strings.HasPrefix(msg, "P2 slow timed out in turn 2") || !strings.Contains(msg, "--action-timeout 150ms") ||
		!strings.Contains(msg, "floorfall run") {
		t.Errorf("the window says %q", msg)
	}
	a.endLive()
}
