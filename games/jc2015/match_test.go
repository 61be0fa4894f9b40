package jc2015

import (
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"floorfall/game"
	"floorfall/games/jc2015/engine"
	"floorfall/internal/fixtures"
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
		// A fall in turn 0 is a fall.
		{[]fall{{0, 3}}, []int{1, 1, 1, 4}},
		// No falls: all share the first place.
		{nil, []int{1, 1, 1, 1}},
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

// The result ranks the seats through game.Ranked: its winner is the one
// the rules name (the last player standing; none after a draw at the
// limit or when the last ones fell together), in every way a game ends.
func TestRankedWinner(t *testing.T) {
	reasons := map[engine.Reason]int{}
	for seed := range int64(400) {
		s, err := engine.NewGame(engine.RandomPlacement(seed), 30+int(seed%5)*60)
		if err != nil {
			t.Fatal(err)
		}
		rnd := rand.New(rand.NewPCG(uint64(seed), 1))
		for !s.Over {
			engine.Step(s, engine.Action{Reply: string("UDLRAAAN"[rnd.IntN(8)])})
		}
		r := ResultOf(s)
		if r.Winner != s.Result.Winner || !r.Over {
			t.Fatalf("seed %d: winner %d, the rules say %d (%s)", seed, r.Winner, s.Result.Winner, s.Result.Reason)
		}
		reasons[s.Result.Reason]++
	}
	// The last ones falling together: the official file of such an end.
	data, err := os.ReadFile(fixtures.Path("jc2015", "played-on", "all_fallen.json"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Game{}.Decode(data, "all_fallen.json")
	if err != nil {
		t.Fatal(err)
	}
	end := r.(*Replay).Timeline().At(r.(*Replay).Timeline().End())
	reasons[end.Result.Reason]++
	if res := r.Result(); res.Winner != end.Result.Winner || res.Winner != -1 {
		t.Errorf("all fallen: winner %d, the rules say %d", res.Winner, end.Result.Winner)
	}
	if len(reasons) != 3 {
		t.Errorf("the games end in too few ways to tell: %v", reasons)
	}
}
