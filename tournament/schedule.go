// Package tournament plans and scores many matches between many bots: a
// schedule that is a pure function of the bots, the number of games and a
// seed, and standings (wins, places, the game's score and figures and ways
// out of it, bot failures, reply times, ratings) computed from the replays
// alone (their game's outcomes), so that folders played on different
// machines merge.
package tournament

import (
	"encoding/binary"
	"hash/fnv"
	"math/rand/v2"
)

// Game is one match of a schedule.
type Game struct {
	Index int // 0-based, its place in the schedule
	// Bots holds, for each seat, the index of the bot in the tournament's
	// list of bots. With fewer bots than seats a bot sits in several seats.
	Bots []int
	Seed int64 // the placement seed
}

// Schedule plans games matches of seats seats between bots bots (2 or
// more). Every bot plays every seat equally often, within one: games go in
// rounds of bots games, and in each full round every bot plays every seat
// exactly once (seat j of the round's game g has the bot at (g+j) mod bots
// of an order drawn anew each round, so that opponents mix). With as many
// bots as seats or more, no bot meets itself. The schedule, seeds
// included, depends only on bots, seats, games and seed.
func Schedule(bots, seats, games int, seed int64) []Game {
	if bots < 2 || seats < 1 || games < 1 {
		return nil
	}
	out := make([]Game, games)
	order := make([]int, bots)
	for g := range out {
		round, k := g/bots, g%bots
		if k == 0 {
			for i := range order {
				order[i] = i
			}
			r := rand.New(rand.NewPCG(uint64(seed), uint64(round)))
			r.Shuffle(bots, func(i, j int) { order[i], order[j] = order[j], order[i] })
		}
		out[g].Index = g
		out[g].Bots = make([]int, seats)
		for j := range out[g].Bots {
			out[g].Bots[j] = order[(k+j)%bots]
		}
		out[g].Seed = gameSeed(seed, g)
	}
	return out
}

// gameSeed is the placement seed of game g: a hash of the tournament's seed
// and g, positive and below 2^31 like the seeds floorfall prints.
func gameSeed(seed int64, g int) int64 {
	h := fnv.New64a()
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:8], uint64(seed))
	binary.LittleEndian.PutUint64(b[8:], uint64(g))
	h.Write(b[:])
	return int64(h.Sum64() % (1 << 31))
}

// Shard is the part of a schedule that shard i of n plays (0 <= i < n):
// the games whose index is i modulo n. The shards of a schedule are
// disjoint and together the whole.
func Shard(s []Game, i, n int) []Game {
	var out []Game
	for _, g := range s {
		if g.Index%n == i {
			out = append(out, g)
		}
	}
	return out
}
