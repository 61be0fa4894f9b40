package engine

import (
	"strings"
	"testing"
)

// FuzzAnswers: any answer, bytes of any kind, plays without a panic, and
// the state stays sound: ships on the grid, drawn where they are.
func FuzzAnswers(f *testing.F) {
	for _, s := range []string{"MMF+1+1", "ADF+a+1F-7-4", "F+0+1FX1Y1N+1", "KKCCRRPPDDSS", "N+0+1N-1-1", "A\x00\xff\xfe F", "F+9+9F+9+9F+9+9", "\u0663F+\u0663+1", "𝟙F+1+1"} {
		f.Add(s, int64(1), uint8(4))
	}
	f.Fuzz(func(t *testing.T, answer string, seed int64, seats uint8) {
		n := MinSeats + int(seats)%(MaxSeats-MinSeats+1)
		s := New(n, seed, nil)
		for k := 0; !s.Over && k < 400; k++ {
			text := answer
			if s.Round == 0 {
				text = string(rune('1' + (k+int(seed&7))%6)) // 6: no ship
			} else if k%3 == 0 {
				text = strings.Repeat(answer, 2)
			}
			s.AppendArg(nil)
			s.Play(text, k%11 != 5)
		}
		for seat := range s.Ships {
			sh := &s.Ships[seat]
			if sh.Class == 0 || !sh.Alive() {
				continue
			}
			for i := range sh.Len() {
				if x, y := sh.Cell(i); !s.on(x, y) {
					t.Fatalf("seat %d: cell %d off the grid at (%d, %d)", seat, i, x, y)
				}
			}
		}
		if arg := s.AppendArg(nil); !s.Over && len(arg) < 361 {
			t.Fatalf("argument %q", arg)
		}
	})
}
