package engine

import "floorfall/internal/splitmix"

// rng is floorfall's own generator: a value, so a State's copy goes on
// drawing as the original would.
type rng = splitmix.Rand

func newRNG(seed int64) rng { return rng{S: uint64(seed)*0x9e3779b97f4a7c15 ^ 0x5851f42d4c957f2d} }
