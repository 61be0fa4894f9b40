package app

import (
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/game"
	"floorfall/games/ants"
	"floorfall/games/ants/antsview"
	"floorfall/view"
)

// antsTrace is the official replay of the reference Ants game name
// (games/ants/testdata).
func antsTrace(t *testing.T, name string) game.Replay {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "games", "ants", "testdata", name+".json.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var tr struct {
		OfficialReplay json.RawMessage `json:"officialReplay"`
	}
	if err := json.NewDecoder(z).Decode(&tr); err != nil {
		t.Fatal(err)
	}
	r, err := ants.Game{}.Decode(tr.OfficialReplay, name+".json")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// showAnts shows trace_001 paused at turn 40, and returns where one of its
// ants is drawn on screen (the board as zoomed in), and which.
func showAnts(t *testing.T, a *app) (x, y float64, ant int32) {
	t.Helper()
	a.show(antsTrace(t, "trace_001"), "trace_001.json", "trace_001.json")
	a.scr.match.pb.Pause()
	a.scr.match.pb.SetPos(40)
	run(t, a, &Input{})
	return antOnScreen(t, a, 3)
}

// antOnScreen is where the k-th ant of the frame shown is drawn.
func antOnScreen(t *testing.T, a *app, k int) (x, y float64, ant int32) {
	t.Helper()
	d := a.scr.match.fr.Board.(*antsview.Frame).Ants[k]
	zl := a.scr.match.boardLayout(&a.surf.l)
	x, y = zl.At(d.X, d.Y)
	return x, y, d.ID
}

// selected is the ant selected on the board of the match shown.
func selected(a *app) (int32, bool) { return a.scr.match.m.Board().(*antsview.Board).Selected() }

// A click on an ant selects it: its story takes the cards' place, the
// debug panel shows its player when opened; a click on a line of the story
// goes to that turn; Esc deselects, and so does the story's cross, or a
// click on the board where there is no ant. A click on a card is the
// story's then, not the card's.
func TestClickSelectsAnt(t *testing.T) {
	a := testApp(t)
	x, y, ant := showAnts(t, a)
	ms := &a.scr.match
	run(t, a, click(x, y))
	run(t, a, &Input{X: x, Y: y}) // released
	if got, ok := selected(a); !ok || got != ant {
		t.Fatalf("a click on ant %d selected %d (%v)", ant, got, ok)
	}
	st := ms.v.Story
	if st == nil || st.S == nil || !strings.Contains(st.S.Title, "'s ant ") || ms.v.Debug != nil {
		t.Fatalf("the story shown: %+v", st)
	}
	if ms.debug.sel != st.S.Player {
		t.Errorf("the debug panel is on player %d, the ant's is %d", ms.debug.sel, st.S.Player)
	}
	if fr := ms.fr.Board.(*antsview.Frame); len(fr.Marks) == 0 {
		t.Error("the frame does not mark the ant selected")
	}
	// D opens the debug panel on the ant's player over the story, the line
	// of what it was sent about the ant lit and in sight; D again shows
	// the story again.
	run(t, a, &Input{Chars: []rune("d")})
	if ms.v.Debug == nil || ms.v.Story != nil || ms.v.Debug.D.Player != st.S.Player {
		t.Fatalf("D: debug %v, story %v", ms.v.Debug != nil, ms.v.Story != nil)
	}
	d := ms.v.Debug.D
	if lines := d.InputLines(); len(d.Lit) != 1 || !strings.HasPrefix(lines[d.Lit[0]], "a ") || ms.debug.tops[view.SecSent] != max(0, d.Lit[0]-2) {
		t.Errorf("the debug panel lights lines %v, scrolled to %d", d.Lit, ms.debug.tops[view.SecSent])
	}
	run(t, a, &Input{Chars: []rune("d")})
	if ms.v.Story == nil {
		t.Error("D again: the story is gone")
	}
	// The story stays with the ant as the playback moves; a line of it
	// goes to its turn.
	run(t, a, &Input{Chars: []rune("]")})
	first, _ := a.surf.l.ConsoleRows()
	row := first.Y + first.H/2 // the first line shown
	want := ms.storyV.S.Lines[ms.storyV.Top].Turn
	if got, _ := selected(a); got != ant {
		t.Fatalf("after ]: ant %d selected", got)
	}
	run(t, a, click(first.X+first.W/2, row))
	run(t, a, &Input{X: first.X + first.W/2, Y: row})
	if ms.pb.Pos() != float64(want) {
		t.Errorf("a click on the story's line of turn %d went to %v", want, ms.pb.Pos())
	}
	card := a.surf.l.Cards[len(a.surf.l.Cards)-1]
	run(t, a, click(card.X+card.W/2, card.Y+card.H/2))
	run(t, a, &Input{X: card.X + card.W/2, Y: card.Y + card.H/2})
	if ms.debug.open {
		t.Error("a click on the story opened the debug panel (a card's click)")
	}

	esc := &Input{}
	esc.Press(ebiten.KeyEscape)
	run(t, a, esc)
	if _, ok := selected(a); ok || ms.v.Story != nil {
		t.Fatal("Esc left the ant selected")
	}
	if fr := ms.fr.Board.(*antsview.Frame); len(fr.Marks) != 0 {
		t.Error("a mark with nothing selected")
	}

	// The cross deselects; a click where no ant is deselects.
	x, y, _ = antOnScreen(t, a, 3)
	run(t, a, click(x, y))
	run(t, a, &Input{X: x, Y: y})
	cl := a.surf.l.StoryClose()
	run(t, a, click(cl.X+cl.W/2, cl.Y+cl.H/2))
	run(t, a, &Input{X: cl.X + cl.W/2, Y: cl.Y + cl.H/2})
	if _, ok := selected(a); ok {
		t.Error("the story's cross left the ant selected")
	}
	run(t, a, click(x, y))
	run(t, a, &Input{X: x, Y: y})
	x, y = emptySpot(t, a)
	run(t, a, click(x, y))
	run(t, a, &Input{X: x, Y: y})
	if got, ok := selected(a); ok {
		t.Errorf("a click on the board far from any ant left ant %d selected", got)
	}
}

// emptySpot is a point of the board shown, in pixels, far from any ant.
func emptySpot(t *testing.T, a *app) (x, y float64) {
	t.Helper()
	fr := a.scr.match.fr.Board.(*antsview.Frame)
	zl := a.scr.match.boardLayout(&a.surf.l)
	for row := range fr.Rows {
		for col := range fr.Cols {
			cx, cy := float64(col)+0.5, float64(row)+0.5
			far := true
			for _, d := range fr.Ants {
				far = far && (d.X-cx)*(d.X-cx)+(d.Y-cy)*(d.Y-cy) > 9
			}
			if x, y = zl.At(cx, cy); far && a.surf.l.View.In(x, y) {
				return x, y
			}
		}
	}
	t.Fatal("no square far from every ant")
	return 0, 0
}

// On a board zoomed in, a drag moves the board and selects nothing; a
// click selects the ant under it, found through the zoomed layout.
func TestDragDoesNotSelect(t *testing.T) {
	a := testApp(t)
	x, y, _ := showAnts(t, a)
	ms := &a.scr.match
	for range 6 { // zoomed in at an ant: it stays under the mouse
		run(t, a, &Input{X: x, Y: y, Wheel: 1, Ctrl: true})
	}
	run(t, a, &Input{})
	if ms.zoom <= 2 {
		t.Fatalf("zoom %v", ms.zoom)
	}
	x, y, ant := antOnScreen(t, a, inView(t, a))
	zx, zy := ms.zoomX, ms.zoomY
	run(t, a, click(x, y))
	run(t, a, &Input{X: x + 40, Y: y + 30, Held: true})
	run(t, a, &Input{X: x + 40, Y: y + 30})
	if _, ok := selected(a); ok || ms.zoomX == zx && ms.zoomY == zy {
		t.Fatalf("a drag of the board: selected %v, centre (%v, %v) was (%v, %v)", ok, ms.zoomX, ms.zoomY, zx, zy)
	}
	x, y, ant = antOnScreen(t, a, inView(t, a))
	run(t, a, click(x, y))
	run(t, a, &Input{X: x + 1, Y: y})
	if got, ok := selected(a); !ok || got != ant {
		t.Errorf("a click on ant %d of the zoomed board selected %d (%v)", ant, got, ok)
	}
}

// inView is an ant of the frame shown that is drawn in the board's view.
func inView(t *testing.T, a *app) int {
	t.Helper()
	for k := range a.scr.match.fr.Board.(*antsview.Frame).Ants {
		if x, y, _ := antOnScreen(t, a, k); a.surf.l.View.In(x, y) {
			return k
		}
	}
	t.Fatal("no ant in the view")
	return -1
}

// G shows the board's next chart, and so does a click on a chart's tab; in
// a game with one chart G says which it is.
func TestChartKeyAndTabs(t *testing.T) {
	a := testApp(t)
	showAnts(t, a)
	ms := &a.scr.match
	for _, want := range []int{1, 2, 0} {
		run(t, a, &Input{Chars: []rune("g")})
		if c := ms.v.Chart; c.Tab != want || !strings.Contains(a.over.msg.text, c.Label) {
			t.Fatalf("G: chart %d (%q), message %q; want chart %d", c.Tab, c.Label, a.over.msg.text, want)
		}
	}
	tab := a.surf.l.ChartTab(2, 3)
	run(t, a, click(tab.X+tab.W/2, tab.Y+tab.H/2))
	if c := ms.v.Chart; c.Tab != 2 || ms.pb.Pos() != 40 {
		t.Errorf("a click on the score tab: chart %d, turn %v", c.Tab, ms.pb.Pos())
	}
	h := view.ChartInfo(ms.m, 10)
	if h[0] != "turn 10 · score per player" {
		t.Errorf("the score chart's tooltip %q", h)
	}
	if !slices.ContainsFunc(helpRows(modeReplay, "", nil), func(r [2]string) bool { return r[0] == "G" }) {
		t.Error("the help does not list G")
	}

	showReplay(t, a)
	label := ms.m.Chart().Label
	run(t, a, &Input{Chars: []rune("g")})
	if ms.m.Chart().Label != label || !strings.Contains(a.over.msg.text, label) {
		t.Errorf("G with one chart: %q, message %q", ms.m.Chart().Label, a.over.msg.text)
	}
}
