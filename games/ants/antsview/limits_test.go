package antsview

import (
	"context"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/match"
	"floorfall/view"
	"floorfall/view/viewtest"
)

// The debug panel holds each answer against its own limit: Ants' setup
// turn against loadtime, the others against turntime (not the 100 ms
// of JavaChallenge2015), as the match recorded them.
func TestDebugLimits(t *testing.T) {
	var seats []match.Seat
	for i, name := range []string{"hunter", "random"} {
		seats = append(seats, match.Seat{Name: name, Command: name, Start: func() (bot.Player, error) {
			return ants.Game{}.Builtin(name, i, int64(i), game.Setup{})
		}})
	}
	params := map[string]string{"turns": "8", "loadtime": "2500", "turntime": "700"}
	r, err := match.Play(context.Background(), match.Config{Game: ants.Game{}, Seats: seats, Seed: 3, Params: params})
	if err != nil {
		t.Fatal(err)
	}
	m := viewtest.Match(t, r, "limits")
	reps := m.Replies(1)
	if len(reps.Turns) < 3 || reps.Limit != 700*time.Millisecond || reps.Other != 0 || reps.Turns[0] != 0 ||
		reps.Limits[0] != 2500*time.Millisecond || reps.Limits[1] != 700*time.Millisecond {
		t.Errorf("replies of seat 1: %+v", reps)
	}
	if d := view.BuildDebug(m, 0, 0); d.Turn != 0 || d.Limit != 2500*time.Millisecond {
		t.Errorf("turn 0: limit %v, want loadtime 2.5s", d.Limit)
	}
	if d := view.BuildDebug(m, 3, 0); d.Turn != 3 || d.Limit != 700*time.Millisecond {
		t.Errorf("turn 3: limit %v, want turntime 700ms", d.Limit)
	}
}
