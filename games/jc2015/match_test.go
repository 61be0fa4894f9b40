package jc2015

import (
	"slices"
	"testing"

	"floorfall/game"
	"floorfall/games/jc2015/engine"
	"floorfall/internal/gametest"
	"floorfall/replay"
)

// Places rank by the order of falls: still on the board is best, a later
// fall better than an earlier one, falls in the same turn tied.
func TestPlaces(t *testing.T) {
	type fall struct{ turn, player int }
	for _, tc := range []struct {
		falls []fall
		want  []int
	}{
		// P0 last standing; P2 and P3 fell together after P1.
		{[]fall{{10, 1}, {20, 2}, {20, 3}}, []int{1, 4, 2, 2}},
		// A draw at the limit: three still standing share the first place.
		{[]fall{{5, 2}}, []int{1, 1, 4, 1}},
		// All fell, the last two in the same turn: they share the first place.
		{[]fall{{3, 0}, {7, 1}, {9, 2}, {9, 3}}, []int{4, 3, 1, 1}},
	} {
		var s engine.State
		for _, f := range tc.falls {
			s.Players[f.player].Fallen, s.Players[f.player].FellAt = true, f.turn
		}
		if got := Places(&s); !slices.Equal(got, tc.want) {
			t.Errorf("falls %v: places %v, want %v", tc.falls, got, tc.want)
		}
	}
}

// An answer that is not one of U D L R A N (or one too long to read) is
// counted against its seat, as the result says and as the replay read
// back says again from its records; an attack's wait ignores the answer
// (not counted).
func TestRefusedAnswers(t *testing.T) {
	m, err := Game{}.New(game.Setup{Seats: 4, Seed: 5, Params: map[string]string{"turns": "40"}})
	if err != nil {
		t.Fatal(err)
	}
	meta := &replay.Meta{Players: make([]replay.PlayerMeta, 4)}
	var want [engine.NumPlayers]int
	for n := 0; !m.Over() && n < 24; n++ {
		a := m.Acting(nil)[0]
		r := game.Reply{Seat: a.Seat, Text: "N"}
		switch a.Seat {
		case 1:
			r.Text = "north"
		case 2:
			r.Text, r.Missing = "", "invalid" // too long
		case 3:
			r.Text = "?" // waits after its attack: what it answers is ignored
			if n == 3 {
				r.Text = "A"
			}
		}
		if !a.Moot && (r.Text != "N" && r.Text != "A") {
			want[a.Seat]++
		}
		meta.Turns = append(meta.Turns, replay.TurnRecord{Turn: n, Seat: a.Seat, Reply: r.Text})
		m.Play([]game.Reply{r})
	}
	check := func(what string, res game.Result) {
		for i, o := range res.Outcomes {
			if o.Refused != want[i] {
				t.Errorf("%s: seat %d refused %d, want %d", what, i, o.Refused, want[i])
			}
		}
	}
	if want[1] == 0 || want[2] == 0 {
		t.Fatalf("no refusal to count: %v", want)
	}
	check("the match", m.Result())
	check("read back", gametest.ReadBack(t, m.Replay(meta)).Result())
}
