package hnsview

import (
	"strconv"
	"strings"
	"testing"

	"floorfall/view"
)

// Every card keeps its figures for a card of one row (many seats), the
// score first; the counter counts the game's calls, as the result does;
// the list of seats out scrolls within itself.
func TestCardsCounterAndOuts(t *testing.T) {
	scrolled := false
	for _, path := range traces(t)[:3] {
		b, m := load(t, path)
		n := m.Turns()
		for shown := 0; shown <= n; shown += max(1, n/7) {
			h := view.BuildHUD(m, shown, shown, "1x")
			for i, c := range h.Cards {
				if b.States[shown].Ships[i].Class != 0 && !strings.HasPrefix(c.Figures, "score ") {
					t.Errorf("%s state %d: seat %d's figures %q (state %q)", path, shown, i, c.Figures, c.State)
				}
			}
		}
		w := strconv.Itoa(b.Result().Turns)
		if got := view.BuildHUD(m, n, n, "1x").Counter; got != "turn "+w+" / "+w {
			t.Errorf("%s: counter %q at the end of %s calls", path, got, w)
		}
		p := view.NewPlayback(m)
		p.End()
		outs := len(p.HUD().Outs)
		if outs < 2 {
			continue
		}
		scrolled = true
		if p.ScrollOuts(1); p.OutsBack() != 1 {
			t.Errorf("%s: scrolled one row back: %d", path, p.OutsBack())
		}
		if p.ScrollOuts(100); p.OutsBack() != outs-1 {
			t.Errorf("%s: scrolled past the oldest of %d: %d", path, outs, p.OutsBack())
		}
		if p.ScrollOuts(-100); p.OutsBack() != 0 {
			t.Errorf("%s: scrolled back to the newest: %d", path, p.OutsBack())
		}
	}
	if !scrolled {
		t.Fatal("no trace has two ships sunk: the scroll is not tested")
	}
}
