package tenkaview

import (
	"context"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/tenka1"
	"floorfall/games/tenka1/engine"
	"floorfall/internal/testlimit"
	"floorfall/match"
)

// A person plays a seat of Tenka1 through the runner (the others are
// built-ins): each turn the match waits for them, is sent the answer a
// bot would get, and the arrow key's move is the agent's.
func TestPersonPlaysASeat(t *testing.T) {
	h := match.NewHuman()
	t.Cleanup(func() { h.Close() })
	cfg := match.Config{Game: tenka1.Game{}, Seats: []match.Seat{h.Seat("me")}}
	for i := 1; i < engine.Agents; i++ {
		cfg.Seats = append(cfg.Seats, match.Seat{Name: "greedy", Command: "greedy", Start: func() (bot.Player, error) {
			return tenka1.Game{}.Builtin("greedy", i, int64(i), game.Setup{Seats: engine.Agents})
		}})
	}
	r, err := match.Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	vb, err := New(r.Match().Replay(nil), nil)
	if err != nil {
		t.Fatal(err)
	}
	b := vb.(*Board)
	keys := []string{"up", "left", "down", "right", "up"}
	for turn, key := range keys {
		move, ok := b.Answer(key)
		if !ok {
			t.Fatalf("%s: no move", key)
		}
		done := make(chan match.Turn)
		go func() {
			tt, _ := r.Next(context.Background())
			done <- tt
		}()
		var input string
		deadline := time.Now().Add(testlimit.Scale(10 * time.Second))
		for {
			in, waiting := h.Waiting()
			if waiting {
				input = in
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("turn %d: the match does not wait for the person", turn)
			}
			time.Sleep(time.Millisecond)
		}
		if want := b.Input(turn, 0); input != want {
			t.Fatalf("turn %d: sent %s\nwant %s", turn, input, want)
		}
		h.Play(move)
		<-done
		b.Append(game.Turn{}, r.Match())
		if got := b.Last().Moves[0]; int(got) != turn%4 {
			t.Fatalf("turn %d: %s played move %d, want %d", turn, key, got, turn%4)
		}
	}
}
