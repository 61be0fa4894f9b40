package render

import (
	"strconv"
	"strings"
	"testing"

	"floorfall/view"
)

// With 16 seats (two columns of cards of one row) at every window size
// every card keeps its name and its figures: the name whole, or shortened
// with "..." when it cannot fit (a small window, a badge), never dropped
// (but for a long badge on a small window's card, which leaves no room);
// the figures' first parts (the score first) never cut (a card with a long
// badge on a small window may show none). From 1280x720 up every name is
// whole, the longest ("peacemaker 11") too (the column is measured at the
// size the names are drawn), and so is the score ("score -15", not "-15"),
// with a person's box too.
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
	keys := "answer: nothing yet\nleft: 2 moves · 1 shot · action free · 4 mines\n" +
		"↑ ahead · ↓ astern · ← → turn · click: fire · Shift+click: mine · Enter sends"
	for _, c := range []struct {
		w, h float64
		box  bool // a person's box under the cards (two columns of them)
	}{{640, 360, false}, {1280, 720, false}, {1920, 1080, false}, {3840, 2160, false},
		{1280, 720, true}, {1920, 1080, true}} {
		w, h := c.w, c.h
		p.l = view.NewLayout(w, h, view.UIScale(w, h, 1), view.Shape{W: 30, H: 30, Seats: 16})
		if c.box {
			p.l, _ = p.l.WithBox(keys, 7, 80*p.l.U, p.width)
			if p.l.CardCols != 2 {
				t.Fatalf("%vx%v with a box: %d columns of cards, want 2", w, h, p.l.CardCols)
			}
		}
		nameCol := p.nameColumn(cards)
		for i := range cards {
			r := p.l.Cards[i]
			if view.CardLines(r.H, p.l.U) >= 2 {
				t.Fatalf("%vx%v: card %d has %d lines, want one row", w, h, i, view.CardLines(r.H, p.l.U))
			}
			f := p.rowFacts(&cards[i], r, nameCol)
			whole := f.name == cards[i].Name
			short := strings.HasSuffix(f.name, "...") && len(f.name) > len("...") &&
				strings.HasPrefix(cards[i].Name, strings.TrimSuffix(f.name, "..."))
			// A long badge on a small window's card leaves no room for
			// a name (the badge's number and colour name the seat).
			gone := f.name == "" && cards[i].Badge != "" && w < 1280
			if !whole && !short && !gone || p.width(f.name, f.size) > f.nw {
				t.Errorf("%vx%v card %d: name %q, %v wide in %v", w, h, i, f.name, p.width(f.name, f.size), f.nw)
			}
			if w >= 1280 && cards[i].Badge == "" && !whole {
				t.Errorf("%vx%v card %d: name %q, want %q whole", w, h, i, f.name, cards[i].Name)
			}
			// A long badge may leave no room on a narrow card (then
			// nothing rather than a cut figure).
			figsWhole := strings.HasPrefix(f.figs, "score -15") || cards[i].Badge != "" && (w < 1280 || c.box)
			if !figsWhole || !strings.HasPrefix(cards[i].Figures, f.figs) ||
				strings.Contains(f.figs, "...") || strings.HasSuffix(f.figs, " ·") {
				t.Errorf("%vx%v card %d: figures %q", w, h, i, f.figs)
			}
			if fw := p.runsWidth(f.figs, f.fs); f.figs != "" && fw > f.fw || f.fx+fw > r.X+r.W {
				t.Errorf("%vx%v card %d: figures %q %v wide in %v", w, h, i, f.figs, fw, f.fw)
			}
			if f.x+f.nw > f.fx {
				t.Errorf("%vx%v card %d: the name's column (to %v) runs into the figures (from %v)", w, h, i, f.x+f.nw, f.fx)
			}
		}
	}
}
