package match

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/replay"
)

// A bot run anew for every call whose call fails (crashes: exits with an
// error having printed nothing, or cannot be started; times out) gives no
// answer in that call, and the match goes on asking it. Its first failed
// call is its status, with the turn, what the call did and the end of its
// stderr; later ones are counted in the detail and change nothing else.
func TestPerCallFailedCalls(t *testing.T) {
	dir := t.TempDir()
	// sh bot.sh PLAN INPUT: does what PLAN says for the turn of INPUT
	// ("turn T seat S"): crash, hang, or answer.
	script := `t=${2#turn }; t=${t%% *}
case $(echo "$1" | cut -d, -f$((t+1))) in
crash) echo "oops $2" >&2; exit 3;;
slow) sleep 30;;
*) echo "got $2";;
esac
`
	os.WriteFile(filepath.Join(dir, "bot.sh"), []byte(script), 0o644)
	// A program that is gone after its first call.
	os.WriteFile(filepath.Join(dir, "gone.sh"), []byte("#!/bin/sh\nrm -f \"$0\"\necho bye\n"), 0o755)
	plans := []string{"crash,crash,crash", "ok,ok,ok", "ok,crash,ok", "crash,ok,slow", "ok,slow,crash"}
	var seats []Seat
	for _, p := range plans {
		seats = append(seats, Seat{Command: "sh bot.sh " + p})
	}
	seats = append(seats, Seat{Command: "./gone.sh"})
	cfg := Config{Game: echoGame{ask: game.Ask{Kind: game.PerCall}, turns: 3}, Seats: seats,
		Bot: bot.Config{ActionTimeout: 2 * time.Second, Dir: dir}}
	r, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var failed [][]int
	for {
		tt, ok := r.Next(context.Background())
		if !ok {
			break
		}
		failed = append(failed, tt.Failed)
	}
	if want := [][]int{{0, 3}, {2, 4, 5}, nil}; !slices.EqualFunc(failed, want, slices.Equal) {
		t.Errorf("failed seats by turn %v, want %v", failed, want)
	}
	wantAnswers := [][]string{
		{"!crashed", "!crashed", "!crashed"},
		{"got turn 0 seat 1\n", "got turn 1 seat 1\n", "got turn 2 seat 1\n"},
		{"got turn 0 seat 2\n", "!crashed", "got turn 2 seat 2\n"},
		{"!crashed", "got turn 1 seat 3\n", "!timeout"},
		{"got turn 0 seat 4\n", "!timeout", "!crashed"},
		{"bye\n", "!crashed", "!crashed"},
	}
	for seat, as := range r.Match().(*echoMatch).answers {
		if !slices.Equal(as, wantAnswers[seat]) {
			t.Errorf("seat %d answered %q, want %q", seat, as, wantAnswers[seat])
		}
	}
	ps := r.Players()
	for seat, want := range []replay.PlayerMeta{
		{Status: "crashed", StatusTurn: 0, Detail: "the call exited with status 3, printing no answer; 2 later calls failed too; stderr:\noops turn 0 seat 0"},
		{Status: "ok", StatusTurn: -1},
		{Status: "crashed", StatusTurn: 1, Detail: "the call exited with status 3, printing no answer; stderr:\noops turn 1 seat 2"},
		{Status: "crashed", StatusTurn: 0, Detail: "the call exited with status 3, printing no answer; 1 later call failed too; stderr:\noops turn 0 seat 3"},
		{Status: "timeout", StatusTurn: 1, Detail: "the call did not end its output within 2s; 1 later call failed too"},
		{Status: "crashed", StatusTurn: 1, Detail: "the call could not be started: program " + `"` + filepath.Join(dir, "gone.sh") + `" not found; 1 later call failed too`},
	} {
		p := ps[seat]
		if p.Status != want.Status || p.StatusTurn != want.StatusTurn || p.Detail != want.Detail {
			t.Errorf("seat %d: %s at %d, %q; want %s at %d, %q", seat, p.Status, p.StatusTurn, p.Detail, want.Status, want.StatusTurn, want.Detail)
		}
	}
	// The statuses are a valid meta.
	m := r.meta.Normalize("echo", 3, len(seats))
	if err := m.Check("test", "echo", len(seats)); err != nil {
		t.Error(err)
	}
}
