package builtin

import (
	"testing"

	"floorfall/games/jc2015/engine"
)

// benchViews collects the hunter's views of a few games against hunters and
// random bots: mid-game positions with blocks counting down and fallen.
func benchViews(b *testing.B) []*View {
	var views []*View
	for seed := int64(1); seed <= 4; seed++ {
		var bots [engine.NumPlayers]Strategy
		for i := range bots {
			name := "random"
			if i%2 == 0 {
				name = "hunter"
			}
			bots[i], _ = New(name, seed*10+int64(i)+1)
		}
		s := engine.NewRandomGame(seed, 0)
		for !s.Over {
			id := s.Acting()
			cmd := engine.CmdNone
			if p := &s.Players[id]; !p.Fallen {
				v, err := ParseInput(engine.Input(s, engine.RowCol), engine.RowCol)
				if err != nil {
					b.Fatal(err)
				}
				if p.Wait == 0 {
					views = append(views, v)
				}
				cmd = bots[id].Decide(v)
			}
			engine.Step(s, engine.Action{Reply: cmd.String()})
		}
	}
	return views
}

// BenchmarkHunterDecide is one Decide of the hunter on a turn it can act.
func BenchmarkHunterDecide(b *testing.B) {
	views := benchViews(b)
	h := newHunter(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		h.Decide(views[i%len(views)])
	}
}
