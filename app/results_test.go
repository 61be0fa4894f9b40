package app

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/internal/testlimit"
	"floorfall/render/rendertest"
	"floorfall/tournament"
	"floorfall/view"
)

// showStandings opens the results browser on made-up standings of three
// bots over n matches, each a copy of an official replay in a folder.
func showStandings(t *testing.T, a *app, n int) *resultsScreen {
	t.Helper()
	r := devResults()
	data, err := os.ReadFile(rendertest.Fixture(t, "sample_log_seed0.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	r.Matches = nil
	for k := range n {
		path := filepath.Join(dir, fmt.Sprintf("m%03d.json", k))
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		r.Matches = append(r.Matches, tournament.MatchResult{File: path, Outcomes: devSeats(),
			Winner: k % 3, Reason: "last standing", Turns: 30})
	}
	rs := newResultsScreen(view.NewResults(r, []string{dir}))
	a.showResults(rs)
	run(t, a, &Input{})
	return rs
}

// hit is the middle of the browser's part that f picks.
func hit(t *testing.T, rs *resultsScreen, f func(h view.ResultsHit) bool) (x, y float64) {
	t.Helper()
	for _, h := range rs.v.Places.Hits {
		if f(h) {
			return h.R.X + h.R.W/2, h.R.Y + h.R.H/2
		}
	}
	t.Fatal("no such part in the results browser")
	return
}

// A click on a bot's wins lists them, a seat button keeps one seat, Esc
// lists all matches again; the part under the mouse is lit.
func TestResultsFilters(t *testing.T) {
	a := testApp(t)
	rs := showStandings(t, a, 6)
	v := rs.v.V
	x, y := hit(t, rs, func(h view.ResultsHit) bool { return h.Bot == 0 && h.Outcome == tournament.Win })
	run(t, a, &Input{X: x, Y: y})
	if h := rs.v.Places.Hits[rs.v.Hot]; rs.v.Hot < 0 || h.Bot != 0 || h.Outcome != tournament.Win {
		t.Errorf("the mouse over hunter's wins: hot %d", rs.v.Hot)
	}
	run(t, a, click(x, y))
	if v.Bot != 0 || v.Outcome != tournament.Win || len(v.Shown) != 2 { // hunter (seats 0 and 3) won matches 0 and 3
		t.Fatalf("hunter's wins: bot %d, %q, %d matches", v.Bot, v.Outcome, len(v.Shown))
	}
	x, y = hit(t, rs, func(h view.ResultsHit) bool { return h.Seat == 3 })
	run(t, a, click(x, y))
	if v.Seat != 3 || len(v.Shown) != 0 {
		t.Fatalf("hunter's wins in seat 3: seat %d, %d matches", v.Seat, len(v.Shown))
	}
	run(t, a, keysIn(false, false, ebiten.KeyEscape))
	if v.Bot != -1 || v.Seat != -1 || len(v.Shown) != 6 {
		t.Fatalf("Esc: bot %d, seat %d, %d matches", v.Bot, v.Seat, len(v.Shown))
	}
}

// The list scrolls with the wheel, the arrows and PgUp/PgDn, within its
// rows.
func TestResultsScroll(t *testing.T) {
	a := testApp(t)
	rs := showStandings(t, a, 40)
	v, rows := rs.v.V, rs.v.Places.ListRows
	if rows >= 40 {
		t.Fatalf("%d rows fit: nothing to scroll", rows)
	}
	for _, c := range []struct {
		name string
		in   *Input
		top  int
	}{
		{"wheel down", &Input{Wheel: -1}, 3},
		{"→", keysIn(false, false, ebiten.KeyRight), 4},
		{"wheel up", &Input{Wheel: 1}, 1},
		{"←", keysIn(false, false, ebiten.KeyLeft), 0},
		{"← at the top", keysIn(false, false, ebiten.KeyLeft), 0},
		{"PgDn", keysIn(false, false, ebiten.KeyPageDown), rows},
		{"PgDn again", keysIn(false, false, ebiten.KeyPageDown), min(2*rows, 40-rows)},
		{"PgUp", keysIn(false, false, ebiten.KeyPageUp), min(2*rows, 40-rows) - rows},
	} {
		run(t, a, c.in)
		if v.Top != c.top {
			t.Errorf("%s: top row %d, want %d", c.name, v.Top, c.top)
		}
	}
	first := rs.v.Places.Hits[len(rs.v.Places.Hits)-rows]
	if first.Match != v.Shown[v.Top] {
		t.Errorf("the first row painted is match %d, want %d", first.Match, v.Shown[v.Top])
	}
	// The scrollbar: a click at its foot shows the last rows, at its head
	// the first ones.
	bar := rs.v.Places.Bar
	if bar.W <= 0 || bar.X+bar.W > a.surf.w {
		t.Fatalf("no scrollbar on a list of 40 with %d rows: %+v", rows, bar)
	}
	run(t, a, click(bar.X+bar.W/2, bar.Y+bar.H-1))
	if v.Top != 40-rows {
		t.Errorf("a click at the scrollbar's foot: top %d, want %d", v.Top, 40-rows)
	}
	run(t, a, click(bar.X+bar.W/2, bar.Y+1))
	if v.Top != 0 {
		t.Errorf("a click at the scrollbar's head: top %d", v.Top)
	}
}

// A click on a match plays its replay; Backspace there comes back to the
// standings, and Backspace in the standings to the match.
func TestResultsOpenMatch(t *testing.T) {
	a := testApp(t)
	rs := showStandings(t, a, 4)
	want := rs.v.V.R.Matches[2].File
	x, y := hit(t, rs, func(h view.ResultsHit) bool { return h.Match == 2 })
	run(t, a, click(x, y))
	// The replay loads in the background.
	for end := time.Now().Add(testlimit.Scale(30 * time.Second)); a.scr.shown != &a.scr.match; {
		if time.Now().After(end) {
			t.Fatalf("the match did not open: %q", a.over.msg.text)
		}
		time.Sleep(time.Millisecond)
		run(t, a, &Input{})
	}
	title := "floorfall — " + filepath.Base(want)
	if a.scr.match.path != want || a.fake().title != title {
		t.Fatalf("opened %q, title %q, want %q", a.scr.match.path, a.fake().title, want)
	}
	back := keysIn(false, false, ebiten.KeyBackspace)
	run(t, a, back)
	if a.scr.shown != rs {
		t.Fatalf("Backspace in the match: %T", a.scr.shown)
	}
	run(t, a, back)
	if a.scr.shown != &a.scr.match || a.fake().title != title {
		t.Fatalf("Backspace in the standings: %T, title %q", a.scr.shown, a.fake().title)
	}
}
