package engine

import "testing"

// BenchmarkStep plays one turn of a busy game (moves and attacks).
func BenchmarkStep(b *testing.B) {
	cmds := []Action{{Reply: "U"}, {Reply: "L"}, {Reply: "A"}, {Reply: "D"}, {Reply: "R"}, {Reply: "N"}, {Reply: "A"}}
	s := NewRandomGame(1, 0)
	start := *s
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if s.Over {
			*s = start
		}
		Step(s, cmds[i%len(cmds)])
	}
}

// BenchmarkInput writes one bot input text.
func BenchmarkInput(b *testing.B) {
	s := NewRandomGame(1, 0)
	buf := make([]byte, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = AppendInput(buf[:0], s, 0, RowCol)
	}
}
