package engine

// Greedy is the official samples' choice for agent 0 of s (a state as
// seen by the caller): for each move, the cells agent 0 would own if it
// alone moved; the best moves (appended to dst) tie. The samples pick
// one of them uniformly.
func Greedy(dst []int, s *State) []int {
	best := -1
	for v := range 4 {
		t := *s
		t.Turn = 0 // never over, scores aside
		var moves [Agents]int
		for a := range moves {
			moves[a] = -1
		}
		moves[0] = v
		t.Play(moves)
		n := t.Area[0]
		switch {
		case n > best:
			best, dst = n, append(dst[:0], v)
		case n == best:
			dst = append(dst, v)
		}
	}
	return dst
}
