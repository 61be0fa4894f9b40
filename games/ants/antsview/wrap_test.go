package antsview

import (
	"os"
	"path/filepath"
	"testing"

	"floorfall/game"
	"floorfall/games/ants"
)

// smallMatch is a match of two players on a 4x10 map with no water, their
// hills at (row 0, col 0) and (row 2, col 5), its setup played.
func smallMatch(t *testing.T) game.Match {
	t.Helper()
	path := filepath.Join(t.TempDir(), "small.map")
	text := "rows 4\ncols 10\nplayers 2\nm 0.........\nm ..........\nm .....1....\nm ..........\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := ants.Game{}.New(game.Setup{Seats: 2, Seed: 1, Params: map[string]string{"map": path, "turns": "20",
		"food_start": "1000", "food_rate": "0", "food_visible": "0"}})
	if err != nil {
		t.Fatal(err)
	}
	m.Play([]game.Reply{{Seat: 0}, {Seat: 1}})
	return m
}

// An ant leaving the map over an edge glides out over it and comes in over
// the opposite one, never drawn beyond either.
func TestWrapAround(t *testing.T) {
	m := smallMatch(t)
	m.Play([]game.Reply{{Seat: 0, Text: "o 0 0 w\no 1 1 n"}, {Seat: 1, Text: "o 2 5 n"}})
	b, err := FromReplay(m.Replay(nil).(*ants.Replay), []string{"a", "b"})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(b.Events[1].Moves); n != 2 {
		t.Fatalf("%d moves in turn 1: %+v", n, b.Events[1])
	}
	leftEdge, rightEdge := false, false
	for k := 0; k <= 50; k++ {
		f := float64(k) / 50
		fr := frameAt(b, 1+f)
		for _, a := range fr.Ants {
			if a.X < 0 || a.X > 10 || a.Y < 0 || a.Y > 4 {
				t.Errorf("at %.2f an ant is drawn off the map: %+v", f, a)
			}
			if a.Owner != 0 {
				continue
			}
			if a.X <= 0.5 && a.X > 0 && a.Alpha > 0 && a.X < 0.5 {
				leftEdge = true
			}
			if a.X > 9.5 && a.Alpha > 0 {
				rightEdge = true
			}
		}
	}
	if !leftEdge || !rightEdge {
		t.Errorf("the ant is not seen leaving over the left edge (%v) and coming in over the right one (%v)", leftEdge, rightEdge)
	}
	end := frameAt(b, 2)
	found := false
	for _, a := range end.Ants {
		if a.Owner == 0 && a.X == 9.5 && a.Y == 0.5 {
			found = true
		}
	}
	if !found {
		t.Errorf("after the turn, no ant of player 0 at (row 0, col 9): %+v", end.Ants)
	}
	// Player 1's ant moved north within the map: one ant, gliding.
	n := 0
	for _, a := range frameAt(b, 1+MoveEnd/2).Ants {
		if a.Owner == 1 {
			n++
			if a.X != 5.5 || a.Y >= 2.5 || a.Y <= 1.5 {
				t.Errorf("player 1's ant half-way north from (2, 5): %+v", a)
			}
		}
	}
	if n != 1 {
		t.Errorf("player 1 has %d ants drawn", n)
	}
}

// A board made as a match is played (Append) is the board of its replay:
// the same frames, texts and chart.
func TestLive(t *testing.T) {
	b0, r, tr := traceBoard(t, "trace_010")
	m, err := ants.Game{}.New(game.Setup{Seats: 2, Initial: r})
	if err != nil {
		t.Fatal(err)
	}
	live, err := FromReplay(m.Replay(nil).(*ants.Replay), tr.Players)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; !m.Over(); k++ {
		var replies []game.Reply
		for _, a := range m.Acting(nil) {
			if got, want := live.Input(k, a.Seat), b0.Input(k, a.Seat); got != want {
				t.Fatalf("turn %d seat %d: live input %.80q, the replay's %.80q", k, a.Seat, got, want)
			}
			replies = append(replies, replyOf(tr, k, a.Seat))
		}
		live.Append(m.Play(replies), m)
	}
	if live.Turns() != b0.Turns() || live.Over() != b0.Over() || live.Result().Winner != b0.Result().Winner {
		t.Fatalf("live: %d turns, over %v, %+v; the replay's %d, %v, %+v", live.Turns(), live.Over(), live.Result(), b0.Turns(), b0.Over(), b0.Result())
	}
	for turn := range b0.Turns() + 1 {
		for _, f := range []float64{0, 0.3, 0.6, 0.9} {
			a, b := frameAt(live, float64(turn)+f), frameAt(b0, float64(turn)+f)
			if !sameCounts(drawn(a), drawn(b)) || len(a.Ants) != len(b.Ants) || len(a.Food) != len(b.Food) {
				t.Fatalf("turn %d + %.1f: live frame %v, the replay's %v", turn, f, drawn(a), drawn(b))
			}
		}
		for i := range 2 {
			if a, b := live.Card(turn, i), b0.Card(turn, i); a != b {
				t.Errorf("state %d seat %d: live card %+v, the replay's %+v", turn, i, a, b)
			}
		}
	}
	ra, _ := live.Ending()
	rb, _ := b0.Ending()
	if ra != rb || len(live.Chart().Series[0].Values) != len(b0.Chart().Series[0].Values) {
		t.Errorf("live ending %q, the replay's %q", ra, rb)
	}
}
