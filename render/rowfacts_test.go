package render

import (
	"strconv"
	"strings"
	"testing"

	"floorfall/view"
)

// At 640x360 with 16 seats (two columns of cards of one row) every card's
// texts fit whole: a name either whole or left out, the figures' first
// parts (the score first) never cut (a card with a long badge may show
// none); at 1280x720 names and more figures
// show.
func TestRowFactsFit(t *testing.T) {
	p, err := NewPainter()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"hunter", "random", "passive", "peacemaker"}
	cards := make([]view.Card, 16)
	for i := range cards {
		cards[i] = view.Card{Player: i, Name: names[i%4] + " " + strconv.Itoa(i),
			Figures: "score -15 · 10 hits 2 sunk · sunk in round 16"}
	}
	cards[13].Badge = "timed out in turn 45"
	for _, sz := range [][2]float64{{640, 360}, {1280, 720}} {
		w, h := sz[0], sz[1]
		p.l = view.NewLayout(w, h, view.UIScale(w, h, 1), view.Shape{W: 30, H: 30, Seats: 16})
		nameCol := p.nameColumn(cards)
		named := 0
		for i := range cards {
			r := p.l.Cards[i]
			if view.CardLines(r.H, p.l.U) >= 2 {
				t.Fatalf("%vx%v: card %d has %d lines, want one row", w, h, i, view.CardLines(r.H, p.l.U))
			}
			f := p.rowFacts(&cards[i], r, nameCol)
			if f.name != "" {
				named++
				if f.name != cards[i].Name || p.width(f.name, f.size) > f.nw {
					t.Errorf("%vx%v card %d: name %q, %v wide in %v", w, h, i, f.name, p.width(f.name, f.size), f.nw)
				}
			}
			// A long badge may leave no room on a narrow card (then
			// nothing rather than a cut figure).
			whole := strings.HasPrefix(f.figs, "score -15") || cards[i].Badge != "" && w < 1280
			if !whole || !strings.HasPrefix(cards[i].Figures, f.figs) ||
				strings.Contains(f.figs, "...") || strings.HasSuffix(f.figs, " ·") {
				t.Errorf("%vx%v card %d: figures %q", w, h, i, f.figs)
			}
			if fw := p.runsWidth(f.figs, f.fs); f.figs != "" && fw > f.fw || f.fx+fw > r.X+r.W {
				t.Errorf("%vx%v card %d: figures %q %v wide in %v", w, h, i, f.figs, fw, f.fw)
			}
		}
		if w == 1280 && named != len(cards) || named != 0 && named != len(cards)-1 && named != len(cards) {
			t.Errorf("%vx%v: %d names shown, want all %d (or none at a small size)", w, h, named, len(cards))
		}
	}
}
