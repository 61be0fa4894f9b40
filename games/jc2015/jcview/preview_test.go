package jcview

import (
	"testing"

	"floorfall/games/jc2015/engine"
)

// The attack preview marks exactly the blocks an attack makes count down,
// with their timers, and leaves the state shown untouched.
func TestYourTurnAttackPreview(t *testing.T) {
	s := engine.NewRandomGame(3, 0)
	p := s.Acting()
	before := *s
	yt := YourTurn(s, p)
	if *s != before {
		t.Fatal("the preview changed the state")
	}
	after := *s
	engine.Step(&after, engine.Action{Reply: "A"})
	n := 0
	for y := range after.Timers {
		for x := range after.Timers[y] {
			if after.Timers[y][x] > 0 {
				n++
			}
		}
	}
	if len(yt.Attack) == 0 || len(yt.Attack) != n || yt.Player != p {
		t.Fatalf("preview %+v, the attack sets %d blocks counting", yt, n)
	}
	for _, m := range yt.Attack {
		if int(after.Timers[m.Y][m.X]) != m.Timer || m.Timer <= 0 {
			t.Errorf("block %d,%d: preview says %d turns, the engine %d", m.X, m.Y, m.Timer, after.Timers[m.Y][m.X])
		}
	}
}
