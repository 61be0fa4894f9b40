package engine

import "math/rand/v2"

// RandomPlacement draws a placement from a seed following the placement rule:
// in id order, a uniformly random square at Manhattan distance > 3 from every
// player placed before, and a uniformly random facing. The same seed gives the
// same placement on every platform (PCG from math/rand/v2).
func RandomPlacement(seed int64) Placement {
	r := rand.New(rand.NewPCG(uint64(seed), 0x666c6f6f7266616c)) // "floorfal"
	dirs := [4]Dir{Up, Down, Left, Right}
	var p Placement
	for i := range p {
		for {
			q := Square{r.IntN(Size), r.IntN(Size)}
			ok := true
			for j := 0; j < i; j++ {
				if Dist(q, p[j].Square) <= MinDistance {
					ok = false
					break
				}
			}
			if ok {
				p[i] = Start{q, dirs[r.IntN(4)]}
				break
			}
		}
	}
	return p
}

// NewRandomGame is NewGame with RandomPlacement(seed).
func NewRandomGame(seed int64, turnLimit int) *State {
	s, err := NewGame(RandomPlacement(seed), turnLimit)
	if err != nil {
		panic("engine: random placement is invalid: " + err.Error()) // cannot happen
	}
	return s
}
