// Package splitmix is the generator of floorfall's own random outcomes in
// its games (food, maps, placements, orders of play): SplitMix64, the same
// sequence on every platform for a seed. A Rand is a value: a copy goes
// on drawing as the original would.
package splitmix

// Rand is a generator; S is its state (the seed, mixed as a game chooses).
type Rand struct{ S uint64 }

// Next is the next 64 bits.
func (r *Rand) Next() uint64 {
	r.S += 0x9e3779b97f4a7c15
	z := r.S
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Intn is a number from 0 to n-1 (n > 0), without bias.
func (r *Rand) Intn(n int) int {
	bound := uint64(n)
	limit := -bound % bound // 2^64 mod n
	for {
		if v := r.Next(); v >= limit {
			return int(v % bound)
		}
	}
}
