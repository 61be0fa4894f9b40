package engine

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// Try does what Play does with the same answer, on a copy: the same call,
// the same ship after the letters; the state tried on is left as it was.
func TestTryIsPlayOnACopy(t *testing.T) {
	const letters = "MBCKAFNSRPDW+-0123459 "
	r := rand.New(rand.NewPCG(7, 11))
	for game := range 6 {
		s := New(4, int64(game), nil)
		for k := 0; !s.Over && k < 300; k++ {
			if s.Round == 0 {
				if c, after := s.Try("1"); c != nil || after != nil {
					t.Fatal("Try at a ship-choice call")
				}
				s.Play(string(rune('1'+(k+game)%5)), true)
				continue
			}
			ans := make([]byte, r.IntN(14))
			for i := range ans {
				ans[i] = letters[r.IntN(len(letters))]
			}
			before := s.Clone()
			seat := s.Acting()
			c, after := s.Try(string(ans))
			if !reflect.DeepEqual(s.Ships, before.Ships) || !reflect.DeepEqual(s.Board, before.Board) || s.Next != before.Next || s.Calls != before.Calls {
				t.Fatalf("Try(%q) changed the state", ans)
			}
			played := s.Play(string(ans), true)
			if !reflect.DeepEqual(c, played) {
				t.Fatalf("Try(%q): %+v, Play: %+v", ans, c, played)
			}
			if got, want := after.Ships[seat], s.Ships[seat]; got.X != want.X || got.Y != want.Y || got.Dir != want.Dir || got.Hull != want.Hull || got.Mines != want.Mines {
				t.Fatalf("Try(%q): ship %+v, Play: %+v", ans, got, want)
			}
		}
		if c, after := s.Try("M"); s.Over && (c != nil || after != nil) {
			t.Fatal("Try once the game is over")
		}
	}
}

// A refused letter says why; the ship after a tried answer has what is
// left of its turn.
func TestRefusedLettersSayWhy(t *testing.T) {
	s := New(2, 5, nil)
	s.Play("3", true) // seat 0: a cruiser
	s.Play("4", true) // seat 1: a battleship
	if s.Acting() != 0 {
		s.Play("", true) // the battleship waits
	}
	if s.Acting() != 0 || s.Round != 1 {
		t.Fatalf("seat %d called in round %d", s.Acting(), s.Round)
	}
	for _, tc := range []struct {
		answer string
		step   int // the refused step
		why    string
	}{
		{"MM", 1, WhyNoMove},
		{"KB", 1, WhyNoMove},
		{"MA", 1, WhyMoved},
		{"SF+0+1", 1, WhyNoToken},
		{"F+0+9F+0+9F+0+9", 2, WhyNoShot},
		{"F+0+9N+0+1", 1, WhyNoToken},
		{"SS", 1, WhyNoToken},
		{"D", 0, "only a battleship can"},
		{"P", 0, "only a submarine can"},
		{"RR", 1, "cooldown 3"},
	} {
		c, _ := s.Try(tc.answer)
		if len(c.Steps) <= tc.step {
			t.Errorf("%s: steps %+v", tc.answer, c.Steps)
			continue
		}
		for k, st := range c.Steps {
			refused := k == tc.step
			if st.Done == refused || refused && (st.Effect != "refused" || st.Why != tc.why) || !refused && st.Why != "" {
				t.Errorf("%s: step %d: %+v, want refused %v why %q", tc.answer, k, st, refused, tc.why)
			}
		}
	}
	_, after := s.Try("F+0+9")
	sh := &after.Ships[0]
	if sh.ShotsLeft() != 1 || sh.Token != 0 || sh.Moves != 1 {
		t.Errorf("after one shot of a cruiser: %d shots, token %d, %d moves", sh.ShotsLeft(), sh.Token, sh.Moves)
	}
	if _, after = s.Try("S"); after.Ships[0].ShotsLeft() != 0 {
		t.Errorf("after a scan: %d shots", after.Ships[0].ShotsLeft())
	}
	if n := s.Ships[0].ShotsLeft(); n != 2 {
		t.Errorf("at the start of the turn: %d shots", n)
	}
}
