package engine

// cells are numbered i*25 + j*5 + k; next[c][d] is the cell forward of c
// heading d.
var next [Faces * N * N][4]int16

func init() {
	for c := range next {
		i, j, k := c/(N*N), c/N%N, c%N
		for d := range 4 {
			a := forward(Agent{int8(i), int8(j), int8(k), int8(d)})
			next[c][d] = int16(int(a.I)*N*N + int(a.J)*N + int(a.K))
		}
	}
}

// Lookahead is floorfall's greedy choice for agent 0 of s (a state as
// seen by the caller): every sequence of its next three moves is played,
// the others standing still, and valued by what it gains as it goes (a
// cell of its own is worth five of another's: it counts against all five;
// a repaired half cell is a little), the nearer the better; at the end of
// the sequence, the nearer a cell that is not fully its own, the better.
// The best first moves (appended to dst) tie.
func Lookahead(dst []int, s *State) []int {
	const depth = 3
	var scratch [depth + 1]State // states played, one a level: no allocation
	best := -1 << 30
	for v := range 4 {
		t := &scratch[depth]
		*t = *s
		t.Turn = 0
		val := t.sequence(v, depth, &scratch)
		switch {
		case val > best:
			best, dst = val, append(dst[:0], v)
		case val == best:
			dst = append(dst, v)
		}
	}
	return dst
}

// sequence is the value of move v then the best of the next left-1 moves;
// scratch[left-1] is where the next level plays.
func (s *State) sequence(v, left int, scratch *[4]State) int {
	to := Step(s.Agents[0], v)
	before := s.value(to)
	var moves [Agents]int
	for a := range moves {
		moves[a] = -1
	}
	moves[0] = v
	s.Play(moves)
	gain := (s.value(to) - before) * 4 * left // sooner is better
	if left == 1 {
		return gain - s.distance()
	}
	best := -1 << 30
	for w := range 4 {
		t := &scratch[left-1]
		*t = *s
		best = max(best, t.sequence(w, left-1, scratch))
	}
	return gain + best
}

// value is agent 0's standing as far as a move onto cell at changes it:
// its area five times over, less the others' areas, and whether at is
// fully its own.
func (s *State) value(at Agent) int {
	v := 5 * s.Area[0]
	for a := 1; a < Agents; a++ {
		v -= s.Area[a]
	}
	if c := s.Field[at.I][at.J][at.K]; c.Owner == 0 && c.Val == 2 {
		v++
	}
	return 2 * v
}

// distance is how many moves agent 0 is from the nearest cell that is not
// fully its own (0 if there is none).
func (s *State) distance() int {
	a := s.Agents[0]
	start := int(a.I)*N*N + int(a.J)*N + int(a.K)
	var seen [Faces * N * N]bool
	queue := make([]int16, 0, Faces*N*N)
	queue = append(queue, int16(start))
	seen[start] = true
	for dist := 0; len(queue) > 0; dist++ {
		n := len(queue)
		for _, c := range queue[:n] {
			if cell := s.Field[c/(N*N)][c/N%N][c%N]; cell.Owner != 0 || cell.Val != 2 {
				return dist
			}
			for _, d := range next[c] {
				if !seen[d] {
					seen[d] = true
					queue = append(queue, d)
				}
			}
		}
		queue = queue[n:]
	}
	return 0
}
