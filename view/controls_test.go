package view

import (
	"testing"

	"floorfall/tournament"
)

// The debug panel's tabs sit in its head, side by side in the panel, and a
// click in the middle of tab i (where its disc is painted) picks player i.
func TestDebugTabs(t *testing.T) {
	for _, u := range []float64{1, 1.5, 2} {
		l := NewLayout(1280*u, 720*u, u, NoBoard)
		head := l.DebugHead()
		for i := range l.Cards {
			tab := l.DebugTab(i)
			cx, cy := tab.X+tab.W/2, tab.Y+tab.H/2
			// The disc as it always was: 26 design pixels into the panel,
			// 34 apart, 24 below the board's top.
			if !near(cx, l.Panel.X+26*u+float64(i)*34*u) || !near(cy, l.Board.Y+24*u) {
				t.Errorf("u %v: tab %d's middle (%v, %v)", u, i, cx, cy)
			}
			if !head.In(tab.X, tab.Y) || !head.In(tab.X+tab.W-0.01, tab.Y+tab.H-0.01) {
				t.Errorf("u %v: tab %d %+v is not in the head %+v", u, i, tab, head)
			}
			if got := l.DebugTabAt(cx, cy); got != i {
				t.Errorf("u %v: the middle of tab %d picks %d", u, i, got)
			}
			if got := l.DebugTabAt(tab.X+tab.W+0.01, cy); got != i+1 && !(i == 3 && got == -1) {
				t.Errorf("u %v: right of tab %d picks %d", u, i, got)
			}
		}
		if got := l.DebugTabAt(l.Panel.X+1, l.Board.Y+24*u); got != -1 {
			t.Errorf("u %v: left of the tabs picks %d", u, got)
		}
		if got := l.DebugTabAt(l.Panel.X+30*u, head.Y+head.H+1); got != -1 {
			t.Errorf("u %v: under the head picks %d", u, got)
		}
	}
}

// The bar's controls are found where they are drawn; the timeline takes
// the fall markers above it too.
func TestBarControlAt(t *testing.T) {
	l := NewLayout(1280, 720, 1, NoBoard)
	mid := func(r Rect) (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }
	for _, c := range []struct {
		r    Rect
		want Control
	}{{l.Play, CtlPlay}, {l.Track, CtlTrack}, {l.Speed, CtlSpeed}, {l.HelpB, CtlHelp}, {l.Board, CtlNone}} {
		if x, y := mid(c.r); l.BarControlAt(x, y) != c.want {
			t.Errorf("the middle of %+v: %v, want %v", c.r, l.BarControlAt(x, y), c.want)
		}
	}
	if got := l.BarControlAt(l.TrackX(0.5), l.Track.Y-10); got != CtlTrack {
		t.Errorf("a fall marker above the track: %v", got)
	}
	for i, r := range l.Cards {
		if x, y := mid(r); l.CardAt(x, y) != i {
			t.Errorf("card %d: %d", i, l.CardAt(x, y))
		}
	}
	open, drop := l.StartRects()
	if open.Y+open.H > drop.Y || drop.Y+drop.H > l.H || open.X < 0 || open.X+open.W > l.W {
		t.Errorf("the start screen's button %+v and drop zone %+v", open, drop)
	}
}

// The results browser: a cell for each bot's row, wins, draws and losses,
// five seat buttons, and as many match rows as fit, from the top row
// shown; HitAt finds each where it is.
func TestResultsLayout(t *testing.T) {
	r := &tournament.Results{Bots: []tournament.BotResult{{Name: "a", Draws: 1}, {Name: "b"}}} // a draw: the draws' column
	for k := 0; k < 30; k++ {
		r.Matches = append(r.Matches, tournament.MatchResult{File: "m.json", Outcomes: seated([]string{"a", "b", "a", "b"}), Winner: -1})
	}
	v := NewResults(r, []string{"league"})
	v.Top = 5
	l := NewLayout(1280, 720, 1, NoBoard)
	var p ResultsPlaces
	l.ResultsLayout(v, &p)
	cells, seats, rows := 0, 0, 0
	for k, h := range p.Hits {
		switch {
		case h.Bot >= 0:
			cells++
		case h.Seat >= -1:
			seats++
		case h.Match >= 0:
			if h.Match != v.Shown[v.Top+rows] {
				t.Errorf("row %d shows match %d", rows, h.Match)
			}
			rows++
			if h.R.X != p.ListX {
				t.Errorf("row %d starts at %v, the list at %v", rows, h.R.X, p.ListX)
			}
		}
		if got := p.HitAt(h.R.X+h.R.W/2, h.R.Y+h.R.H/2); got != k {
			t.Errorf("the middle of part %d %+v: %d", k, h, got)
		}
	}
	if cells != 2*4 || seats != 5 || rows != p.ListRows || p.ListRows < 5 || p.ListRows > 25 {
		t.Errorf("%d cells, %d seat buttons, %d rows (%d fit)", cells, seats, rows, p.ListRows)
	}
	if got := p.HitAt(5, 5); got != -1 {
		t.Errorf("the corner: %d", got)
	}
}
