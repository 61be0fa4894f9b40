package hnsview

import (
	"strings"
	"testing"

	"floorfall/game"
	"floorfall/games/hitandsunk"
	"floorfall/games/hitandsunk/builtin"
	"floorfall/games/hitandsunk/engine"
	"floorfall/replay"
	"floorfall/view"
)

var lineUp = []string{"hunter", "random", "hunter", "peacemaker"}

// A live match grows call by call, as a replay of it shows it; a person
// called is shown the enemy cells Space fires at, and the keys give the
// letters they say.
func TestLiveAndPerson(t *testing.T) {
	g := hitandsunk.Game{}
	gm, err := g.New(game.Setup{Seats: 4, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	m := gm.(*hitandsunk.Match)
	meta := &replay.Meta{Players: make([]replay.PlayerMeta, 4)}
	lm, err := view.NewLive("live", m.Replay(meta))
	if err != nil {
		t.Fatal(err)
	}
	b := lm.Board().(*Board)
	if b.Turns() != 0 || b.Round(0) != "choosing ships" || !b.Acting(0, 0) {
		t.Fatalf("before the first call: %d turns, %q", b.Turns(), b.Round(0))
	}
	for key, want := range map[string]string{"up": "1", "right": "2", "down": "3", "left": "4", "space": "5"} {
		if got, ok := b.Answer(key); !ok || got != want || engine.ChoiceOf(got) == 0 {
			t.Errorf("ship choice: key %s: %q %v", key, got, ok)
		}
	}
	if _, ok := b.Answer("."); ok {
		t.Error("'.' chose a ship")
	}
	aimed := false
	for n := 0; !m.Over() && n < 1000; n++ {
		seat := m.State().Acting()
		arg := string(m.Input(nil, seat))
		ans, err := builtin.Answer(lineUp[seat], int64(n), arg)
		if err != nil {
			t.Fatal(err)
		}
		if m.State().Round > 0 && !aimed {
			aimed = checkAim(t, b, m.State(), seat)
		}
		turn := m.Play([]game.Reply{{Seat: seat, Text: ans}})
		lm.Append(turn, m, nil, nil)
		if b.Turns() != n+1 {
			t.Fatalf("call %d: the board has %d", n, b.Turns())
		}
		var fr Frame
		b.BuildFrame(float64(n+1), &fr)
		checkShips(t, "live", &fr, m.State())
	}
	if !m.Over() || !b.Over() {
		t.Fatal("the game did not end")
	}
	if !aimed {
		t.Error("no call had an enemy in sight to aim at")
	}
	for key, want := range map[string]string{"up": "M", "down": "B", "left": "C", "right": "K", ".": "W"} {
		if got, ok := b.Answer(key); !ok || got != want {
			t.Errorf("key %s: %q %v", key, got, ok)
		}
	}
	if _, ok := b.Answer("x"); ok {
		t.Error("a key that means nothing gave an answer")
	}
}

// checkAim checks what the seat called in s is shown: targets on enemy
// cells in range, and Space firing at them. It reports whether there was
// one.
func checkAim(t *testing.T, b *Board, s *engine.State, seat int) bool {
	t.Helper()
	y, ok := b.Yours(seat).(*Turn)
	if !ok || y.Seat != seat {
		t.Fatalf("yours: %+v", b.Yours(seat))
	}
	if b.Yours((seat+1)%4) != nil {
		t.Error("a seat not called is shown a turn")
	}
	ans, _ := b.Answer("space")
	if len(y.Targets) == 0 {
		if ans != "W" {
			t.Errorf("nothing in sight, Space answers %q", ans)
		}
		return false
	}
	sh := &s.Ships[seat]
	r := engine.Classes[sh.Class].Range
	for _, sq := range y.Targets {
		v, cell := shipAt(s, sq[0], sq[1])
		if v < 0 || v == seat || !s.Ships[v].Intact(cell) {
			t.Errorf("target (%d,%d) is no intact enemy cell", sq[0], sq[1])
		}
		if max(abs(sq[0]-sh.X), abs(sq[1]-sh.Y)) > r {
			t.Errorf("target (%d,%d) out of range %d of (%d,%d)", sq[0], sq[1], r, sh.X, sh.Y)
		}
	}
	if strings.Count(ans, "F") != len(y.Targets) || len(ans) != 5*len(y.Targets) {
		t.Errorf("Space answers %q for %d targets", ans, len(y.Targets))
	}
	after := s.Clone()
	c := after.Play(ans, true)
	for _, st := range c.Steps {
		if st.Effect != "fired" || len(st.Hits) == 0 {
			t.Errorf("Space's %q: %+v", ans, c.Steps)
		}
	}
	return true
}
