package cli

import (
	"context"
	"sync"
	"testing"

	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/games/jc2015/jcreplay"
	"floorfall/match"
	"floorfall/replay"
)

// Built-in bots run inside floorfall: 32 matches of four of them at once on
// this machine's 2 cores leave no bot timed out or not ready (as
// processes, each paying floorfall's start-up, 107 of 128 were not ready),
// every turn is answered (a fallen player's too: it is asked as on the
// official server), and a match's seed fixes the whole match, bots' choices
// included.
func TestBuiltinSeatsInProcess(t *testing.T) {
	const matches = 32
	files := make([]*jcreplay.File, matches)
	errs := make([]error, matches)
	var wg sync.WaitGroup
	for m := range matches {
		wg.Go(func() {
			var r game.Replay
			r, errs[m] = match.Play(context.Background(), demoConfig(int64(m%16)))
			if r != nil {
				files[m] = r.(*jc2015.Replay).Timeline().File
			}
		})
	}
	wg.Wait()
	for m, f := range files {
		if errs[m] != nil {
			t.Fatalf("match %d: %v", m, errs[m])
		}
		for i, p := range f.Meta.Players {
			if p.Status != replay.StatusOK || p.Command != []string{"hunter", "random"}[i%2] {
				t.Errorf("match %d player %d: %+v", m, i, p)
			}
		}
		tl, err := jcreplay.NewTimeline(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Meta.Turns) != tl.Turns() {
			t.Errorf("match %d: %d answers for %d turns", m, len(f.Meta.Turns), tl.Turns())
		}
		for _, r := range f.Meta.Turns {
			if len(r.Reply) != 1 {
				t.Errorf("match %d turn %d: reply %q", m, r.Turn, r.Reply)
				break
			}
		}
	}
	// Same seed, same match: matches m and m+16 played the same seed.
	for m := range matches / 2 {
		a, b := files[m].Commands, files[m+16].Commands
		if len(a) != len(b) {
			t.Errorf("seed %d played twice: %d and %d turns", m, len(a), len(b))
			continue
		}
		for i := range a {
			if a[i] != b[i] {
				t.Errorf("seed %d played twice: turn %d differs", m, i)
				break
			}
		}
	}
}
