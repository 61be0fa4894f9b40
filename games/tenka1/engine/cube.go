package engine

// The board's size and the game's length.
const (
	Agents = 6   // agents, one a seat
	Faces  = 6   // faces of the cube
	N      = 5   // cells along a face's side
	Turns  = 294 // turns in a game (0..293)
	// ScoreFrom is the first turn after which areas are added to scores.
	ScoreFrom = 147
)

// dj and dk are the steps of the four headings.
var (
	dj = [4]int{1, 0, -1, 0}
	dk = [4]int{0, 1, 0, -1}
)

// Agent is an agent's place and heading: face I, row J, column K,
// heading D.
type Agent struct{ I, J, K, D int8 }

// forward is the agent one cell forward: on the same face, or across an
// edge onto the face beside it, with the heading the edge gives.
func forward(a Agent) Agent {
	i, j, k := int(a.I), int(a.J), int(a.K)
	nj, nk := j+dj[a.D], k+dk[a.D]
	switch {
	case nj == N:
		return Agent{int8(i/3*3 + (i%3+1)%3), int8(k), N - 1, 3}
	case nj == -1:
		return Agent{int8((1-i/3)*3 + (4-i%3)%3), 0, int8(N - 1 - k), 0}
	case nk == N:
		return Agent{int8(i/3*3 + (i%3+2)%3), N - 1, int8(j), 2}
	case nk == -1:
		return Agent{int8((1-i/3)*3 + (3-i%3)%3), int8(N - 1 - j), 0, 1}
	}
	return Agent{a.I, int8(nj), int8(nk), a.D}
}

// Step is where an agent goes with move v (0..3): it turns by v quarters
// (d = (d+v)%4), then moves one cell forward.
func Step(a Agent, v int) Agent {
	a.D = int8((int(a.D) + v) % 4)
	return forward(a)
}

// Perm[m][r] is the seat (and face) that seat m sees as number r: every
// agent sees itself as agent 0 on face 0. Each Perm[m] is a symmetry of
// the cube.
var Perm [Agents][Agents]int

// inv[m][x] is the number seat m sees seat (or face) x as.
var inv [Agents][Agents]int

func init() {
	for m := range Agents {
		for r := range Agents {
			p := ((r/3+1)*(m%3)+r%3)%3 + ((m/3+r/3)%2)*3
			Perm[m][r] = p
			inv[m][p] = r
		}
	}
}
