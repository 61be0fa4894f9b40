package engine

import "floorfall/internal/splitmix"

// rng is floorfall's generator for Ants' random outcomes.
type rng struct{ splitmix.Rand }

// newRNG returns a generator for seed; stream tells apart generators
// drawn from one seed for different uses.
func newRNG(seed int64, stream uint64) rng {
	r := rng{splitmix.Rand{S: uint64(seed) ^ stream*0xd1342543de82ef95}}
	r.Next()
	return r
}

// within returns a number in [lo, hi].
func (r *rng) within(rg Range) int { return rg.Lo + r.Intn(rg.Hi-rg.Lo+1) }

// shuffle shuffles n items (Fisher-Yates).
func (r *rng) shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}

// FoodRanges are the ranges the food parameters are drawn in (a range of
// one number gives that number).
type FoodRanges struct{ Rate, Turn, Start, Visible Range }

// DefaultFoodRanges are the official ranges.
var DefaultFoodRanges = FoodRanges{FoodRateRange, FoodTurnRange, FoodStartRange, FoodVisibleRange}

// DrawParams draws from seed what the engine draws from its own: the food
// parameters in their ranges and, when p's is zero, the player seed bots
// are told.
func DrawParams(p *Params, seed int64, r FoodRanges) {
	g := newRNG(seed, 1)
	p.FoodRate = g.within(r.Rate)
	p.FoodTurn = g.within(r.Turn)
	p.FoodStart = g.within(r.Start)
	p.FoodVisible = g.within(r.Visible)
	if ps := int64(g.Next() >> 1); p.PlayerSeed == 0 {
		p.PlayerSeed = ps
	}
}
