package jcview

import "floorfall/games/jc2015/engine"

// Turn is what a person deciding a live turn is shown: that it is their
// turn, and which blocks an attack now would set counting down, with the
// turns they would take to fall (the state after the attack, from the
// engine: nothing here knows the rules).
type Turn struct {
	Player int
	Attack []Mark
}

// Mark is a block an attack would hit: block (X, Y), falling in Timer
// turns.
type Mark struct{ X, Y, Timer int }

// YourTurn is what player p, whose turn it is in state s, is shown.
func YourTurn(s *engine.State, p int) Turn {
	t := Turn{Player: p}
	after := *s
	engine.Step(&after, engine.Action{Reply: engine.CmdAttack.String()})
	for y := range s.Timers {
		for x := range s.Timers[y] {
			if s.Timers[y][x] == 0 && after.Timers[y][x] > 0 && int(after.Owners[y][x]) == p {
				t.Attack = append(t.Attack, Mark{x, y, int(after.Timers[y][x])})
			}
		}
	}
	return t
}
