package view

// Course is the chart of a match's course: after each turn, the players
// on the board and the blocks down (falling, or fallen and not back).
type Course struct {
	Alive []int8 // Alive[t]: players on the board in state t
	Down  []int8 // Down[t]: blocks not standing in state t
}

// Course is the match's course; a live match's grows with it.
func (m *Match) Course() *Course {
	c := &m.course
	for t := len(c.Alive); t < len(m.States); t++ {
		s := &m.States[t]
		alive, down := 0, 0
		for _, p := range s.Players {
			if !p.Fallen {
				alive++
			}
		}
		for y := range s.Timers {
			for x := range s.Timers[y] {
				if s.Timers[y][x] < 0 {
					down++
				}
			}
		}
		c.Alive = append(c.Alive, int8(alive))
		c.Down = append(c.Down, int8(down))
	}
	return c
}
