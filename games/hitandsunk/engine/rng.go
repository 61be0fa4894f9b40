package engine

// rng is floorfall's own generator (splitmix64): a value, so a State's copy
// goes on drawing as the original would.
type rng struct{ s uint64 }

func newRNG(seed int64) rng { return rng{uint64(seed)*0x9e3779b97f4a7c15 ^ 0x5851f42d4c957f2d} }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// intn is a number from 0 to n-1 (n > 0), without bias.
func (r *rng) intn(n int) int {
	bound := uint64(n)
	limit := -bound % bound // 2^64 mod n
	for {
		v := r.next()
		if v >= limit {
			return int(v % bound)
		}
	}
}
