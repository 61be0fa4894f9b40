package tenka1

import "testing"

// A whole game (294 turns) of six built-in bots, three greedy and three
// random, in floorfall at the fast pace: the match runner, the answers
// (JSON) made and read back by each bot, the replay.
func BenchmarkBuiltinGame(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		playBuiltins(b, int64(i+1), "greedy", "random", "greedy", "random", "greedy", "random")
	}
}
