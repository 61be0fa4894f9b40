package jcview

import "testing"

func TestChart(t *testing.T) {
	m := scenario(t)
	b := jb(m)
	c := b.Chart()
	alive := c.Series[seriesAlive].Values
	if len(alive) != len(b.States) || alive[0] != 4 {
		t.Fatalf("course of %d states: %d points, first %v", len(b.States), len(alive), alive[0])
	}
	for ti, s := range b.States {
		n := 0
		for _, p := range s.Players {
			if !p.Fallen {
				n++
			}
		}
		if int(alive[ti]) != n {
			t.Fatalf("state %d: %d alive, chart says %v", ti, n, alive[ti])
		}
	}
	if last, standing := alive[len(alive)-1], len(b.Result().Standing()); int(last) != standing {
		t.Errorf("at the end %v on the board, %d standing", last, standing)
	}
}
