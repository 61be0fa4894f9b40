package engine

// Cell is a cell's paint: Owner -1 and Val 0 unpainted; Val 2 fully, 1
// half painted by Owner.
type Cell struct{ Owner, Val int8 }

// State is a game after some turns, in the absolute frame (seat a is
// agent a, starting on face a). A State is a value: copying it copies
// the game.
type State struct {
	Turn   int // turns played
	Field  [Faces][N][N]Cell
	Agents [Agents]Agent
	Area   [Agents]int // cells each agent owns, full or half
	Score  [Agents]int
	Moves  [Agents]int8 // the moves of the last turn played (-1: none)
}

// New is the state before turn 0: agent a on the middle of face a,
// heading 0, its cell fully painted.
func New() State {
	var s State
	for i := range s.Field {
		for j := range s.Field[i] {
			for k := range s.Field[i][j] {
				s.Field[i][j][k] = Cell{-1, 0}
			}
		}
	}
	for a := range Agents {
		s.Agents[a] = Agent{int8(a), N / 2, N / 2, 0}
		s.Field[a][N/2][N/2] = Cell{int8(a), 2}
		s.Area[a] = 1
		s.Moves[a] = -1
	}
	return s
}

// Over reports whether every turn has been played.
func (s *State) Over() bool { return s.Turn >= Turns }

// Play plays the next turn: moves[a] is agent a's move 0..3, or -1 for
// none (it neither turns, moves nor paints). Moves out of range count as
// none. Playing after the last turn does nothing.
func (s *State) Play(moves [Agents]int) {
	if s.Over() {
		return
	}
	var moved [Agents]bool
	for a, v := range moves {
		s.Moves[a] = -1
		if v < 0 || v > 3 {
			continue
		}
		s.Moves[a] = int8(v)
		s.Agents[a] = Step(s.Agents[a], v)
		moved[a] = true
	}
	for a := range Agents {
		if !moved[a] {
			continue
		}
		p := s.Agents[a]
		alone := true
		for b := range Agents {
			if b != a && moved[b] && s.Agents[b].I == p.I && s.Agents[b].J == p.J && s.Agents[b].K == p.K {
				alone = false
				break
			}
		}
		c := &s.Field[p.I][p.J][p.K]
		if alone || int(c.Owner) == a {
			s.paint(c, a)
		}
	}
	if s.Turn >= ScoreFrom {
		for a := range Agents {
			s.Score[a] += s.Area[a]
		}
	}
	s.Turn++
}

// paint is agent a painting cell c: takes it unpainted, repairs its own,
// halves another's full paint, clears another's half.
func (s *State) paint(c *Cell, a int) {
	switch {
	case c.Owner < 0:
		*c = Cell{int8(a), 2}
		s.Area[a]++
	case int(c.Owner) == a:
		c.Val = 2
	case c.Val == 2:
		c.Val = 1
	default:
		s.Area[c.Owner]--
		*c = Cell{-1, 0}
	}
}

// Ranks are each agent's place, 1 + the number of higher scores.
func (s *State) Ranks() [Agents]int {
	var r [Agents]int
	for a := range Agents {
		r[a] = 1
		for b := range Agents {
			if s.Score[b] > s.Score[a] {
				r[a]++
			}
		}
	}
	return r
}

// RankPoints are each agent's ranking points (CalcScore.cs): 6 minus the
// agents with its score (itself included) minus twice those above it; +5,
// +3, +1, -1, -3, -5 without ties, the average of the places spanned with.
func (s *State) RankPoints() [Agents]int {
	var p [Agents]int
	for a := range Agents {
		p[a] = 6
		for b := range Agents {
			switch {
			case s.Score[b] == s.Score[a]:
				p[a]--
			case s.Score[b] > s.Score[a]:
				p[a] -= 2
			}
		}
	}
	return p
}
