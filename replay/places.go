package replay

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
