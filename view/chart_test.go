package view

import "testing"

func TestCourse(t *testing.T) {
	m := scenario(t)
	c := m.Course()
	if len(c.Alive) != len(m.States) || c.Alive[0] != 4 {
		t.Fatalf("course of %d states: %d points, first %d", len(m.States), len(c.Alive), c.Alive[0])
	}
	for ti, s := range m.States {
		alive := 0
		for _, p := range s.Players {
			if !p.Fallen {
				alive++
			}
		}
		if int(c.Alive[ti]) != alive {
			t.Fatalf("state %d: %d alive, chart says %d", ti, alive, c.Alive[ti])
		}
	}
	if last := c.Alive[len(c.Alive)-1]; int(last) != 4-len(m.Falls) {
		t.Errorf("at the end %d on the board, %d falls", last, len(m.Falls))
	}
}
