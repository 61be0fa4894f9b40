package ants

import (
	"bytes"
	"sync"
	"testing"

	"floorfall/game"
)

// A match's start is made once when first needed, also by replays played
// back at once from several goroutines, and it is the match's own start:
// the same inputs as the match had.
func TestOriginMadeOnce(t *testing.T) {
	m, err := Game{}.New(game.Setup{Seats: 4, Seed: 3, Params: map[string]string{"turns": "20"}})
	if err != nil {
		t.Fatal(err)
	}
	var sent [][]byte // seat 1's inputs
	for range 6 {
		sent = append(sent, m.Input(nil, 1))
		var replies []game.Reply
		for _, a := range m.Acting(nil) {
			replies = append(replies, game.Reply{Seat: a.Seat})
		}
		m.Play(replies)
	}
	r := m.Replay(nil)
	var wg sync.WaitGroup
	got := make([][]byte, 4)
	for i := range got {
		wg.Go(func() {
			at, err := r.At(5)
			if err != nil {
				t.Error(err)
				return
			}
			got[i] = at.Input(nil, 1)
		})
	}
	wg.Wait()
	for i, in := range got {
		if !bytes.Equal(in, sent[5]) {
			t.Errorf("goroutine %d: turn 5's input %q, the match sent %q", i, in, sent[5])
		}
	}
	if in, err := r.Input(nil, 0, 1, nil); err != nil || !bytes.Equal(in, sent[0]) {
		t.Errorf("turn 0's input played back %q (%v), the match sent %q", in, err, sent[0])
	}
}
