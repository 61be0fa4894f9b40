package view

import (
	"testing"
	"time"
)

// The answer-time chart's mark of the turn shown stays in the chart when
// the turn shown is after the bot's last answer (sixteen seats take turns:
// seat 0 answered turns 0, 16 and 32; turn 40 is shown), and the bars keep
// their order, the last answer left of the mark.
func TestReplyTimesAt(t *testing.T) {
	r := ReplyTimes{Turns: []int{0, 16, 32}, Took: []time.Duration{1, 2, 3}, Worst: 3}
	for _, shown := range []int{0, 5, 32, 40, 1000} {
		mark := r.At(shown, shown)
		if mark < 0 || mark >= 1 {
			t.Errorf("turn %d shown: its mark at %.3f of the chart, outside it", shown, mark)
		}
		prev := -1.0
		for _, turn := range r.Turns {
			x := r.At(turn, shown)
			if x < 0 || x >= 1 || x <= prev {
				t.Errorf("turn %d shown: the answer of turn %d at %.3f (the one before at %.3f)", shown, turn, x, prev)
			}
			prev = x
		}
		if shown >= 32 && r.At(32, shown) > mark {
			t.Errorf("turn %d shown: the last answer (turn 32) right of the mark", shown)
		}
	}
	if x := (&ReplyTimes{}).At(3, 3); x < 0 || x >= 1 {
		t.Errorf("no answers: the mark at %.3f", x)
	}
}
