//go:build !js

package show

import "floorfall/match"

// MatchFunc makes a live match (see Live.Match): the first one from seed
// (and from, for a fork), then a rematch or "play on from here".
type MatchFunc = func(seed int64, from *Fork) (cfg match.Config, human *match.Human, seat int)
