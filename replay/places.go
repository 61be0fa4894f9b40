package replay

import "floorfall/games/jc2015/engine"

// Places ranks players by the order of falls, the one rule for the
// standings and the end-of-match banner: 1 for every player still standing
// (the winner, or the survivors of a draw at the turn limit; if all fell,
// those who fell last); a later fall is a better place; players who fell in
// the same turn share a place, and the places after them count them all
// (1, 2, 2, 4). fellAt[i] is the turn player i fell in, or -1 if it did not
// fall.
func Places(fellAt []int) []int {
	// later reports whether a fall at a is later than one at b (not
	// falling is latest).
	later := func(a, b int) bool {
		if a < 0 || b < 0 {
			return a < 0 && b >= 0
		}
		return a > b
	}
	places := make([]int, len(fellAt))
	for i := range places {
		places[i] = 1
		for j := range fellAt {
			if later(fellAt[j], fellAt[i]) {
				places[i]++
			}
		}
	}
	return places
}

// Places are the places of the seats by the result's falls (see Places).
func (r *ResultMeta) Places() [engine.NumPlayers]int {
	fellAt := make([]int, engine.NumPlayers)
	for i := range fellAt {
		fellAt[i] = -1
	}
	for _, f := range r.Falls {
		if f.Player >= 0 && f.Player < len(fellAt) {
			fellAt[f.Player] = f.Turn
		}
	}
	return [engine.NumPlayers]int(Places(fellAt))
}
