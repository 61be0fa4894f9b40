package engine

import (
	"testing"
)

// Bad maps are refused with an error, never a crash; good ones start a
// game.
func FuzzParseMap(f *testing.F) {
	f.Add(smallMap)
	f.Add("players 2\nrows 1\ncols 2\nm 0B\n")
	f.Add("players 3\nrows 2\ncols 3\nm 0a1\nm *%2\n")
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMap(text, "f.map")
		if err != nil {
			return
		}
		s, err := New(m, DefaultParams(), Seeded(1))
		if err != nil {
			return
		}
		for range 3 {
			if s.Over() {
				break
			}
			s.Play(nil)
		}
	})
}

// Any answer is read without a crash, and only moves the player's own
// ants.
func FuzzReadOrders(f *testing.F) {
	f.Add("o 1 1 s\no 3 4 n")
	f.Add("O -4 +0_1 W\r\nGO\n")
	f.Add("o ١ ٢ n\n# x\n\n")
	f.Fuzz(func(t *testing.T, text string) {
		s := newSmall(t)
		s.Play(nil)
		s.Play([]Answer{{Text: text}, {Text: text}})
	})
}

// Replay files that are not as the engine writes them are refused with
// an error, never a crash.
func FuzzOfficial(f *testing.F) {
	for _, path := range []string{"../testdata/trace_004.json.gz", "../testdata/trace_005.json.gz"} {
		f.Add([]byte(readTrace(f, path).OfficialReplay))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		o, err := ParseOfficial(data)
		if err != nil {
			return
		}
		m, p, rec, err := o.Setup()
		if err != nil {
			return
		}
		if p.Turns > 300 || o.GameLength > 300 {
			return // long games: slow, not more telling
		}
		s, err := New(m, p, Recorded(rec))
		if err != nil {
			return
		}
		_ = o.Replay(s, nil)
		_ = FromState(s, nil).Marshal()
	})
}
