package engine

// rng is floorfall's generator for Ants' random outcomes: SplitMix64,
// the same sequence on every platform for a seed.
type rng struct{ s uint64 }

// newRNG returns a generator for seed; stream tells apart generators
// drawn from one seed for different uses.
func newRNG(seed int64, stream uint64) rng {
	r := rng{uint64(seed) ^ stream*0xd1342543de82ef95}
	r.next()
	return r
}

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// intn returns a number in [0, n), n > 0, without bias.
func (r *rng) intn(n int) int {
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		if v := r.next(); v < limit {
			return int(v % uint64(n))
		}
	}
}

// within returns a number in [lo, hi].
func (r *rng) within(rg Range) int { return rg.Lo + r.intn(rg.Hi-rg.Lo+1) }

// shuffle shuffles n items (Fisher-Yates).
func (r *rng) shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.intn(i+1))
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
	if ps := int64(g.next() >> 1); p.PlayerSeed == 0 {
		p.PlayerSeed = ps
	}
}
