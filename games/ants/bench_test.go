package ants

import (
	"testing"

	"floorfall/game"
)

// BenchmarkDecode reads an official replay (300 turns, 4 players) and
// plays it back by the rules, as opening it in the viewer does.
func BenchmarkDecode(b *testing.B) {
	tr := readTrace(b, "testdata/trace_002.json.gz")
	for range b.N {
		if _, err := (Game{}).Decode(tr.OfficialReplay, "trace_002"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMatch plays a game of 10 walkers (seeded_test.go) to its end
// through the game interface (New, Acting, Input, Play; the walkers read
// their input and are timed too), on a map made from the seed.
func BenchmarkMatch(b *testing.B) {
	for range b.N {
		m, err := Game{}.New(game.Setup{Seats: 10, Seed: 11})
		if err != nil {
			b.Fatal(err)
		}
		play(m, 1<<30)
		b.ReportMetric(float64(m.Result().Turns), "turns")
		b.ReportMetric(float64(len(m.(*Match).State().Ants)), "ants")
	}
}
