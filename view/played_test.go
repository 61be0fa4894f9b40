package view_test

import (
	"reflect"
	"testing"

	"floorfall/game"
	"floorfall/games/jc2015"
	"floorfall/view"
)

// Played tells a board's turns, end, result and inputs as the replay does,
// then as the match played on live does: what each seat was sent before
// each turn, the result after the last.
func TestPlayed(t *testing.T) {
	m, err := jc2015.Game{}.New(game.Setup{Seats: 4, Seed: 3, Params: map[string]string{"turns": "12"}})
	if err != nil {
		t.Fatal(err)
	}
	sent := map[[2]int]string{} // by turn and seat
	play := func() game.Turn {
		for _, a := range m.Acting(nil) {
			sent[[2]int{m.Turn(), a.Seat}] = string(m.Input(nil, a.Seat))
		}
		return m.Play([]game.Reply{{Seat: m.Acting(nil)[0].Seat, Text: "U"}})
	}
	for range 5 {
		play()
	}
	r := m.Replay(nil)
	p := view.NewPlayed(r)
	if p.Turns() != 5 || p.Over() || !reflect.DeepEqual(p.Result(), r.Result()) {
		t.Fatalf("from the replay: %d turns, over %v, %+v", p.Turns(), p.Over(), p.Result())
	}
	for !m.Over() {
		turn := play()
		p.Append(turn, m.Clone())
		if p.Turns() != m.Turn() || p.Over() != m.Over() || !reflect.DeepEqual(p.Result(), m.Result()) {
			t.Fatalf("after turn %d: %d turns, over %v, %+v", turn.Number, p.Turns(), p.Over(), p.Result())
		}
	}
	if m.Turn() != 12 {
		t.Fatalf("the match lasted %d turns", m.Turn())
	}
	for turn := range 12 {
		for seat := range 4 {
			if got := p.Input(turn, seat); got != sent[[2]int{turn, seat}] {
				t.Errorf("turn %d seat %d: sent %q, want %q", turn, seat, got, sent[[2]int{turn, seat}])
			}
		}
	}
	// Who acts and when each seat was last asked, from the match at each
	// turn (Played's At, here the live match's).
	last := map[int]int{0: -1, 1: -1, 2: -1, 3: -1}
	for turn := range 12 {
		at, err := p.At(turn)
		if err != nil || at.Turn() != turn {
			t.Fatalf("At(%d): %v", turn, err)
		}
		for seat := range 4 {
			_, acts := sent[[2]int{turn, seat}]
			if acts {
				last[seat] = turn
				if string(at.Input(nil, seat)) != sent[[2]int{turn, seat}] {
					t.Errorf("At(%d) sends seat %d another input", turn, seat)
				}
			}
			if p.Acting(turn, seat) != acts || p.Asked(turn, seat) != last[seat] {
				t.Errorf("turn %d seat %d: acting %v, asked %d; want %v, %d", turn, seat, p.Acting(turn, seat), p.Asked(turn, seat), acts, last[seat])
			}
		}
	}
	if reason, rows := p.Ending(); reason != m.Result().Reason+" after 12 turns" || rows != nil {
		t.Errorf("ending %q, %q", reason, rows)
	}
	if p.Input(12, 0) != "" || p.Input(-1, 0) != "" {
		t.Error("an input of a turn not played")
	}
	var zero view.Played // no turns, nothing sent
	zero.Append(game.Turn{}, m)
	if zero.Turns() != 1 || zero.Input(0, 0) != "" || !zero.Over() {
		t.Errorf("zero: %d turns, %q", zero.Turns(), zero.Input(0, 0))
	}
}
