package ants

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"hash"
	"testing"

	"floorfall/game"
	"floorfall/replay"
)

// arenaDigest plays the arena's match (ten arenaBot seats, seed 1, 500
// turns) and hashes everything it produces: every input, every turn's
// events, notes, messages and seats out, the result, the replay file and
// inputs of the game played back from its start.
// With odd set, some seats misbehave (an answer with bad and repeated
// orders, a timeout, a crash) so that more of the engine's paths count.
func arenaDigest(t *testing.T, odd bool) string {
	m, bots := arenaMatch(t)
	h := sha256.New()
	var acts []game.Act
	var replies []game.Reply
	var in []byte
	for !m.Over() {
		turn := m.Turn()
		acts = m.Acting(acts[:0])
		replies = replies[:0]
		for _, a := range acts {
			in = m.Input(in[:0], a.Seat)
			h.Write(in)
			r := game.Reply{Seat: a.Seat, Text: bots[a.Seat].answer(in)}
			if odd {
				r = oddReply(r, turn)
			}
			replies = append(replies, r)
		}
		tr := m.Play(replies)
		fmt.Fprintf(h, "%d %+v %+v %+v %+v\n", tr.Number, tr.Events, tr.Notes, tr.Out, tr.Send)
	}
	fmt.Fprintf(h, "%+v\n", m.Result())
	writeReplay(t, h, m)
	return fmt.Sprintf("%x", h.Sum(nil))
}

// oddReply makes seat 3 repeat and garble orders, seat 7 time out in turn
// 120 and seat 8 crash in turn 300.
func oddReply(r game.Reply, turn int) game.Reply {
	switch {
	case r.Seat == 3 && turn%7 == 2:
		r.Text += "\no 1 2 N\nO  4 5   e\nbad line\n" + r.Text
	case r.Seat == 7 && turn == 120:
		r.Text, r.Missing = "", string(replay.StatusTimeout)
	case r.Seat == 8 && turn == 300:
		r.Text, r.Missing = "", string(replay.StatusExited)
	}
	return r
}

func writeReplay(t *testing.T, h hash.Hash, m game.Match) {
	meta := &replay.Meta{Floorfall: "test"}
	for i := range 10 {
		meta.Players = append(meta.Players, replay.PlayerMeta{Name: fmt.Sprintf("bot%d", i)})
	}
	r := m.Replay(meta)
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	h.Write(b.Bytes())
	// The game played back from its start: inputs of turns before and
	// after a kept state, and a match played on from turn 250.
	for _, turn := range []int{0, 1, 99, 250, 480} {
		in, err := r.Input(nil, turn, turn%10, nil)
		if err != nil {
			t.Fatal(err)
		}
		h.Write(in)
	}
	at, err := r.At(250)
	if err != nil {
		t.Fatal(err)
	}
	h.Write(at.Input(nil, 4))
}

// TestArenaDigest: the arena's match produces the very bytes it did when
// the engine's speed-ups began (any change to the engine's output, on
// purpose or not, shows here). The digests changed twice since, the
// engine's output the same: the result's reason became a token
// (turn-limit for the engine's "turn limit reached"), and the result
// gained each seat's invalid orders (game.Outcome.Refused) and the
// replay's meta seat 3's 284 ("refused").
func TestArenaDigest(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two 500-turn matches")
	}
	for _, c := range []struct {
		odd  bool
		want string
	}{{false, "c361b3b4e5070f2d101b416b0a104f85c3c3003c341c9d2b9c338304c5aba1e3"}, {true, "8eecdc744f8bec31fb666e1c5ce61d3ad9e6fd51dbf1c16811111956d288acf7"}} {
		if got := arenaDigest(t, c.odd); got != c.want {
			t.Errorf("odd=%v: digest %s, want %s", c.odd, got, c.want)
		}
	}
}
