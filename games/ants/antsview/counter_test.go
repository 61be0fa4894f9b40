package antsview

import (
	"strconv"
	"strings"
	"testing"

	"floorfall/view"
	"floorfall/view/viewtest"
)

// The turn counter counts the game's turns, as the banner and the result
// do: Ants' setup turn 0 is not one, nor an official file's turns past the
// end.
func TestCounterCountsTheGamesTurns(t *testing.T) {
	for _, name := range []string{"trace_001", "trace_002"} {
		_, r, _ := traceBoard(t, name)
		m := viewtest.Match(t, r, name)
		n, want := m.Turns(), r.Result().Turns
		if want <= 0 || want >= n {
			t.Fatalf("%s: the result's %d turns, the replay's %d: the test needs a setup turn", name, want, n)
		}
		w := strconv.Itoa(want)
		if got := view.BuildHUD(m, n, n, "1x").Counter; got != "turn "+w+" / "+w {
			t.Errorf("%s: the end's counter %q, the game played %d turns", name, got, want)
		}
		if got := view.BuildHUD(m, 10, 10, "1x").Counter; got != "turn 10 / "+w {
			t.Errorf("%s: turn 10's counter %q", name, got)
		}
		if b := m.Banner(); !strings.Contains(b.Reason, "after "+w+" turns") {
			t.Errorf("%s: the banner says %q, the counter %d turns", name, b.Reason, want)
		}
	}
}
