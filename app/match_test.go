package app

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/game"
	"floorfall/internal/testlimit"
	"floorfall/match"
	"floorfall/render"
	"floorfall/render/rendertest"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/view"
)

// t0 is the time of every tick in these tests: the playback stands still
// between ticks, so what moves it is the input.
var t0 = time.Date(2015, 11, 1, 12, 0, 0, 0, time.UTC)

// run makes one tick of a with input in.
func run(t *testing.T, a *app, in *Input) {
	t.Helper()
	if err := a.tick(t0, in); err != nil {
		t.Fatal(err)
	}
}

// click is the left button pressed at (x, y).
func click(x, y float64) *Input { return &Input{X: x, Y: y, Click: true, Held: true} }

// showReplay shows the official replay sample_log_seed0 (30 turns),
// paused at its start.
func showReplay(t *testing.T, a *app) *matchScreen {
	t.Helper()
	path := rendertest.Fixture(t, "sample_log_seed0.json")
	a.show(rendertest.OpenReplay(t, path), path, path)
	a.scr.match.pb.Pause()
	a.scr.match.pb.SetPos(0)
	run(t, a, &Input{})
	return &a.scr.match
}

// A click on the timeline seeks to the turn under it; dragging follows the
// mouse until the button is released.
func TestClickTimelineSeeks(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	n := float64(ms.m.Turns())
	y := a.surf.l.Track.Y + a.surf.l.Track.H/2
	run(t, a, click(a.surf.l.TrackX(0.5), y))
	if ms.pb.Pos() != math.Round(0.5*n) || !ms.seeking() {
		t.Fatalf("a click at the middle of the timeline: turn %v (dragging %v), want %v", ms.pb.Pos(), ms.seeking(), math.Round(0.5*n))
	}
	if ms.v.Frame.Turn != int(math.Round(0.5*n)) {
		t.Errorf("the frame painted shows turn %d", ms.v.Frame.Turn)
	}
	run(t, a, &Input{X: a.surf.l.TrackX(0.8), Y: y + 100, Held: true}) // off the track: still dragged
	if ms.pb.Pos() != math.Round(0.8*n) {
		t.Fatalf("dragged to 0.8: turn %v, want %v", ms.pb.Pos(), math.Round(0.8*n))
	}
	run(t, a, &Input{X: a.surf.l.TrackX(0.2), Y: y})
	if ms.seeking() || ms.pb.Pos() != math.Round(0.8*n) {
		t.Fatalf("released: dragging %v at turn %v", ms.seeking(), ms.pb.Pos())
	}
	run(t, a, &Input{X: a.surf.l.TrackX(0.2), Y: y})
	if ms.hot != view.CtlTrack || ms.v.Hot != view.CtlTrack {
		t.Errorf("the mouse on the timeline: hot %v, painted %v", ms.hot, ms.v.Hot)
	}
}

// The bar's buttons: play, the speed (left click faster, right click
// slower), the help; a click anywhere closes the help.
func TestClickBarButtons(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	l := &a.surf.l
	run(t, a, click(l.Play.X+l.Play.W/2, l.Play.Y+l.Play.H/2))
	if !ms.pb.Playing() {
		t.Error("the play button does not play")
	}
	speed := ms.pb.SpeedIndex()
	run(t, a, click(l.Speed.X+l.Speed.W/2, l.Speed.Y+l.Speed.H/2))
	if ms.pb.SpeedIndex() != speed+1 {
		t.Errorf("a click on the speed: %d, want %d", ms.pb.SpeedIndex(), speed+1)
	}
	run(t, a, &Input{X: l.Speed.X + 1, Y: l.Speed.Y + 1, RightClick: true})
	if ms.pb.SpeedIndex() != speed {
		t.Errorf("a right click on the speed: %d, want %d", ms.pb.SpeedIndex(), speed)
	}
	run(t, a, click(l.HelpB.X+l.HelpB.W/2, l.HelpB.Y+l.HelpB.H/2))
	if !a.over.help.shown || a.surf.frame.Help == nil || len(a.over.help.rows) == 0 {
		t.Fatal("the help button does not show the help")
	}
	if ms.v.Tooltip != nil {
		t.Error("a tooltip over the help")
	}
	run(t, a, click(10, 10))
	if a.over.help.shown || a.surf.frame.Help != nil {
		t.Error("a click does not close the help")
	}
}

// The wheel over the board or the bar steps a turn: towards the user
// forward.
func TestWheelSteps(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	ms.pb.SetPos(10)
	run(t, a, &Input{X: a.surf.l.Board.X + 5, Y: a.surf.l.Board.Y + 5, Wheel: -1})
	run(t, a, &Input{X: a.surf.l.Board.X + 5, Y: a.surf.l.Board.Y + 5}) // the step plays
	ms.pb.Advance(10)
	if ms.pb.Pos() != 11 {
		t.Errorf("wheel down: turn %v, want 11", ms.pb.Pos())
	}
}

// A card opens the debug panel on its player; a bot that failed is shown
// at its failure. In the panel, a click on a tab, or Tab and Shift+Tab,
// choose the player, and the panel painted follows.
func TestDebugPanelPlayers(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	l := &a.surf.l
	ms.m.Seats[2].Status, ms.m.Seats[2].StatusTurn = "timeout", 12
	c := l.Cards[2]
	run(t, a, click(c.X+c.W/2, c.Y+c.H/2))
	if !ms.debug.open || ms.debug.sel != 2 || ms.pb.Pos() != 12 {
		t.Fatalf("a click on the card of a bot that timed out: debug %v on %d at turn %v, want on 2 at 12", ms.debug.open, ms.debug.sel, ms.pb.Pos())
	}
	if d := ms.v.Debug; d == nil || d.D.Player != 2 || d.Name != ms.m.Name(2) {
		t.Fatalf("the panel painted: %+v", d)
	}
	for i := range l.Cards {
		tab := l.DebugTab(i)
		run(t, a, click(tab.X+tab.W/2, tab.Y+tab.H/2))
		if ms.debug.sel != i || ms.v.Debug.D.Player != i {
			t.Errorf("a click on tab %d shows player %d (painted %d)", i, ms.debug.sel, ms.v.Debug.D.Player)
		}
	}
	head := l.DebugHead()
	run(t, a, click(head.X+head.W-5, head.Y+5)) // the head, right of the tabs
	if ms.debug.sel != 3 || !ms.debug.open {
		t.Errorf("a click in the panel's head off the tabs: player %d, open %v", ms.debug.sel, ms.debug.open)
	}
	for _, want := range []int{0, 1} {
		run(t, a, keysIn(false, false, ebiten.KeyTab))
		if ms.debug.sel != want || ms.v.Debug.D.Player != want {
			t.Errorf("Tab: player %d (painted %d), want %d", ms.debug.sel, ms.v.Debug.D.Player, want)
		}
	}
	run(t, a, keysIn(false, true, ebiten.KeyTab))
	run(t, a, keysIn(false, true, ebiten.KeyTab))
	if ms.debug.sel != 3 {
		t.Errorf("Shift+Tab twice from 1: player %d, want 3", ms.debug.sel)
	}
	run(t, a, &Input{Chars: []rune("d")})
	if ms.debug.open || ms.v.Debug != nil {
		t.Error("D does not close the panel")
	}
}

// Presenting to a room, a card opens no debug panel, and D neither.
func TestPresentingHasNoDebugPanel(t *testing.T) {
	a := testApp(t)
	a.scr.present = newPresenter(&show.Present{})
	a.scr.present.ended = true
	ms := showReplay(t, a)
	c := a.surf.l.Cards[1]
	run(t, a, click(c.X+c.W/2, c.Y+c.H/2))
	run(t, a, &Input{Chars: []rune("d")})
	if ms.debug.open || ms.v.Debug != nil || !ms.v.NoBar {
		t.Errorf("presenting: debug %v, bar %v", ms.debug.open, !ms.v.NoBar)
	}
}

// Esc closes the help, then the banner, then the message, then goes back
// to the standings the match was opened from.
func TestEscape(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	a.scr.results = newResultsScreen(view.NewResults(devResults(), []string{"league"}))
	run(t, a, &Input{Chars: []rune("h")})
	ms.pb.End()
	ms.pb.Advance(5) // the banner's wait
	a.over.message("a message", true)
	run(t, a, &Input{})
	if !a.over.help.shown || ms.v.Banner == nil || a.surf.frame.Msg == "" {
		t.Fatalf("help %v, banner %v, message %q", a.over.help.shown, ms.v.Banner != nil, a.surf.frame.Msg)
	}
	esc := func() { run(t, a, keysIn(false, false, ebiten.KeyEscape)) }
	esc()
	if a.over.help.shown || ms.v.Banner == nil {
		t.Fatal("Esc: the help first")
	}
	esc()
	if ms.v.Banner != nil || a.surf.frame.Msg == "" {
		t.Fatal("Esc: the banner second")
	}
	esc()
	if a.surf.frame.Msg != "" || a.scr.shown != &a.scr.match {
		t.Fatal("Esc: the message third")
	}
	esc()
	if a.scr.shown != a.scr.results || a.fake().title != "floorfall — standings of league" {
		t.Fatalf("Esc: back to the standings: %T, title %q", a.scr.shown, a.fake().title)
	}
}

// Backspace shows the match shown before; again, the one after.
func TestBackspace(t *testing.T) {
	a := testApp(t)
	first := showReplay(t, a).m
	path := rendertest.Fixture(t, "sample_log_new.json")
	a.show(rendertest.OpenReplay(t, path), path, "new.json")
	second := a.scr.match.m
	back := keysIn(false, false, ebiten.KeyBackspace)
	run(t, a, back)
	if a.scr.match.m != first || a.fake().title != "floorfall — "+first.Title {
		t.Fatalf("Backspace: %q, title %q", a.scr.match.m.Title, a.fake().title)
	}
	run(t, a, back)
	if a.scr.match.m != second {
		t.Fatalf("Backspace again: %q", a.scr.match.m.Title)
	}
}

// With a person's seat on the board, the arrows, Space and . are their
// move when the match waits for them, and Ctrl moves the viewer's steps.
func TestHumanSeatKeys(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	h := match.NewHuman()
	t.Cleanup(func() { h.Close() })
	a.live.lv = &live{m: ms.m, human: h, seat: 1}
	if a.live.mode(a.scr.match.m) != modeHuman {
		t.Fatalf("mode %v with a person's seat on the board", a.live.mode(a.scr.match.m))
	}
	answers := make(chan string, 1)
	go func() { answers <- h.Ask("turn input").Line }()
	deadline := time.Now().Add(testlimit.Scale(10 * time.Second))
	for _, ok := h.Waiting(); !ok; _, ok = h.Waiting() {
		if time.Now().After(deadline) {
			t.Fatal("the person's seat was never asked")
		}
		time.Sleep(time.Millisecond) // until the match asks
	}
	a.live.lv.yours = ms.m.Board().(view.Playable).Yours(1)
	ms.pb.SetPos(5)
	// The screen's input alone: this live match has no driver to tick.
	ms.update(&a.cx, keysIn(true, false, ebiten.KeyRight))
	if ms.pb.Advance(10); ms.pb.Pos() != 6 {
		t.Errorf("Ctrl+→ does not step: turn %v, want 6", ms.pb.Pos())
	}
	select {
	case c := <-answers:
		t.Fatalf("Ctrl+→ played %q", c)
	default:
	}
	ms.update(&a.cx, keysIn(false, false, ebiten.KeyRight))
	select {
	case c := <-answers:
		if c != "R" {
			t.Fatalf("→ played %q, want R", c)
		}
	case <-time.After(testlimit.Scale(10 * time.Second)):
		t.Fatal("→ played nothing")
	}
	if a.live.lv.yours != nil {
		t.Error("the person's turn is still shown after their move")
	}
}

// With the debug panel open, the cards under it give no tooltip; the
// board still does.
func TestDebugPanelHidesCardTooltips(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	c := a.surf.l.Cards[1]
	move := &Input{X: c.X + c.W/2, Y: c.Y + c.H/2}
	run(t, a, move)
	if len(ms.hover.Lines) == 0 {
		t.Fatal("no tooltip on a card with the panel closed")
	}
	run(t, a, &Input{Chars: []rune("d"), X: move.X, Y: move.Y})
	run(t, a, &Input{X: move.X + 1, Y: move.Y})
	if !ms.debug.open || len(ms.hover.Lines) != 0 {
		t.Fatalf("panel open %v: tooltip %q through it", ms.debug.open, ms.hover.Lines)
	}
}

// A presentation of a tournament ends on a page of its standings for a
// room, not the interactive browser.
func TestPresentationEndsOnStandingsPage(t *testing.T) {
	a := testApp(t)
	a.scr.present = newPresenter(&show.Present{Results: devResults(), Dirs: []string{"league"}})
	a.presentCard(time.Now())
	cs, ok := a.scr.shown.(*cardScreen)
	if !ok {
		t.Fatalf("the last page is %T", a.scr.shown)
	}
	sv, ok := cs.view(&a.surf.l).(*render.StandingsView)
	if !ok || sv.R != a.scr.present.o.Results || sv.Title != "league" || a.win.(*fakeWindow).title != "floorfall — standings of league" {
		t.Fatalf("the last page shows %T %+v", cs.view(&a.surf.l), sv)
	}
}

// The chart of the match's course seeks where it is clicked, and tells its
// values under the mouse.
func TestChartSeeksAndTells(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	c := a.surf.l.ChartRect()
	if c.W <= 0 {
		t.Fatal("no room for the chart at 1280x720")
	}
	x := c.X + c.W*0.5
	run(t, a, click(x, c.Y+c.H/2))
	want := float64(a.surf.l.ChartTurn(x, ms.m.Turns()))
	if ms.pb.Pos() != want || want <= 0 {
		t.Fatalf("a click half-way along the chart: turn %v, want %v", ms.pb.Pos(), want)
	}
	run(t, a, &Input{X: x + 1, Y: c.Y + c.H/2})
	if len(ms.hover.Lines) < 3 || !strings.HasPrefix(ms.hover.Lines[0], "turn ") || !strings.HasPrefix(ms.hover.Lines[2], "on board ") {
		t.Fatalf("the chart's tooltip: %q", ms.hover.Lines)
	}
}

// recordedMatch is a live match of 12 turns whose bots answered "A" or
// "N", writing "thinking about turn T" on stderr: a match with records.
func recordedMatch(t *testing.T) *view.Match {
	m := rendertest.LiveMatch(t)
	gm, err := m.Replay().At(0)
	if err != nil {
		t.Fatal(err)
	}
	for n := range 12 {
		acts := gm.Acting(nil)
		var replies []game.Reply
		var recs []replay.TurnRecord
		for _, ac := range acts {
			reply := "N"
			if n%3 == 0 {
				reply = "A"
			}
			replies = append(replies, game.Reply{Seat: ac.Seat, Text: reply})
			recs = append(recs, replay.TurnRecord{Turn: n, Seat: ac.Seat, Reply: reply, Took: time.Millisecond,
				Stderr: fmt.Sprintf("thinking about turn %d\nsecond line\n", n)})
		}
		m.Append(gm.Play(replies), gm.Clone(), recs, m.Seats)
	}
	return m
}

// The console lists every seat's answers and stderr, in step with the
// timeline; a click on a line goes to its turn; / searches, the inputs
// too.
func TestConsole(t *testing.T) {
	a := testApp(t)
	m := recordedMatch(t)
	a.showMatch(m, "")
	ms := &a.scr.match
	ms.pb.Pause()
	ms.pb.SetPos(6)
	run(t, a, &Input{Chars: []rune("c")})
	d := ms.v.Debug
	if d == nil || !d.Console || len(d.Lines) != 12*3 {
		t.Fatalf("the console: %+v", d)
	}
	if ln := d.Lines[d.Top]; ln.Turn > 6 {
		t.Fatalf("the console starts at turn %d, after the turn shown", ln.Turn)
	}
	first, _ := a.surf.l.ConsoleRows()
	k := len(d.Lines) - 1 - d.Top // the last line, if shown
	if _, rows := a.surf.l.ConsoleRows(); k >= rows {
		k = rows - 1
	}
	want := d.Lines[d.Top+k].Turn
	run(t, a, click(first.X+first.W/2, first.Y+(float64(k)+0.5)*first.H))
	if ms.pb.Pos() != float64(want) {
		t.Fatalf("a click on a line of turn %d: at %v", want, ms.pb.Pos())
	}
	run(t, a, &Input{Chars: []rune("/")})
	run(t, a, &Input{Chars: []rune("TURN 1")})
	if !ms.debug.typing || ms.debug.filter != "TURN 1" {
		t.Fatalf("typing %v %q", ms.debug.typing, ms.debug.filter)
	}
	run(t, a, keysIn(false, false, ebiten.KeyEnter))
	d = ms.v.Debug
	if ms.debug.typing || len(d.Lines) != 3 { // turns 1, 10 and 11
		t.Fatalf("search 'TURN 1': %d lines %+v", len(d.Lines), d.Lines)
	}
	run(t, a, &Input{Chars: []rune("/")})
	run(t, a, &Input{Chars: []rune("EOD")}) // in every input
	run(t, a, keysIn(false, false, ebiten.KeyEnter))
	if d = ms.v.Debug; len(d.Lines) != 12 || d.Lines[0].Kind != view.ConsoleInput {
		t.Fatalf("search 'EOD' in the inputs: %d lines", len(d.Lines))
	}
	run(t, a, &Input{Chars: []rune("/")})
	run(t, a, keysIn(false, false, ebiten.KeyEscape))
	if ms.debug.filter != "" || ms.debug.typing || !ms.debug.open {
		t.Fatalf("Esc clears the search: %q, typing %v, open %v", ms.debug.filter, ms.debug.typing, ms.debug.open)
	}
}

// The pointer gone off the window (Ebitengine reports its position
// outside the window's bounds) leaves no tooltip behind.
func TestTooltipGoesWithThePointer(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	c := a.surf.l.Cards[0]
	run(t, a, &Input{X: c.X + c.W/2, Y: c.Y + c.H/2})
	if len(ms.hover.Lines) == 0 {
		t.Fatal("no tooltip on a card")
	}
	run(t, a, &Input{X: a.surf.w + 40, Y: c.Y + c.H/2})
	if len(ms.hover.Lines) != 0 || ms.v.Tooltip != nil && len(ms.v.Tooltip.Lines) != 0 {
		t.Fatalf("the pointer off the window: tooltip %q", ms.hover.Lines)
	}
}

// Ctrl+wheel zooms the board in at the mouse (the square under it stays
// under it), a drag moves it, tooltips follow the zoomed board, 0 shows it
// whole.
func TestZoomBoard(t *testing.T) {
	a := testApp(t)
	ms := showReplay(t, a)
	b := a.surf.l.Board
	mx, my := b.X+b.W*0.3, b.Y+b.H*0.6
	before := view.TargetAt(ms.m, &a.surf.l, &ms.fr, mx, my)
	for range 4 {
		run(t, a, &Input{X: mx, Y: my, Wheel: 1, Ctrl: true})
	}
	if ms.zoom < 2 || ms.v.Zoom != ms.zoom {
		t.Fatalf("zoom %v, painted %v", ms.zoom, ms.v.Zoom)
	}
	zl := ms.boardLayout(&a.surf.l)
	if got := view.TargetAt(ms.m, &zl, &ms.fr, mx, my); got.Kind != before.Kind || got.Cell != before.Cell {
		t.Fatalf("under the mouse %+v before, %+v zoomed", before, got)
	}
	x0, y0 := ms.zoomX, ms.zoomY
	run(t, a, click(mx, my))
	run(t, a, &Input{X: mx - 100, Y: my, Held: true})
	run(t, a, &Input{X: mx - 100, Y: my})
	if ms.zoomX <= x0 || ms.zoomY != y0 {
		t.Fatalf("a drag to the left: centre (%v, %v) from (%v, %v)", ms.zoomX, ms.zoomY, x0, y0)
	}
	run(t, a, &Input{Chars: []rune("0")})
	if ms.zoom != 1 || ms.v.Zoom != 1 {
		t.Fatalf("0: zoom %v", ms.zoom)
	}
}

// The wheel over a section of the debug panel scrolls it; another turn
// shows the input from the top.
func TestDebugInputScrolls(t *testing.T) {
	a := testApp(t)
	a.surf.w, a.surf.h = 640, 360 // the input does not fit
	a.surf.layout(1, a.scr.present != nil)
	ms := showReplay(t, a)
	ms.pb.SetPos(5)
	run(t, a, &Input{Chars: []rune("d")})
	sent := ms.v.Debug.Text.Area[view.SecSent]
	x, y := sent.X+sent.W/2, sent.Y+sent.H/2
	if len(ms.v.Debug.Rows[view.SecSent]) <= ms.v.Debug.Text.Room[view.SecSent]+3 {
		t.Fatalf("the input fits: %d rows in %d", len(ms.v.Debug.Rows[view.SecSent]), ms.v.Debug.Text.Room[view.SecSent])
	}
	run(t, a, &Input{X: x, Y: y, Wheel: -1})
	if ms.v.Debug == nil || ms.v.Debug.Tops[view.SecSent] != 3 || ms.v.Debug.Focus != view.SecSent {
		t.Fatalf("a notch down: the input from row %v", ms.v.Debug.Tops)
	}
	if ms.pb.Pos() != 5 {
		t.Fatalf("the wheel over the panel moved the playback to %v", ms.pb.Pos())
	}
	run(t, a, &Input{X: x, Y: y, Wheel: 1})
	run(t, a, &Input{X: x, Y: y, Wheel: -1})
	ms.pb.SetPos(9)
	run(t, a, &Input{})
	if ms.v.Debug.Tops[view.SecSent] != 0 {
		t.Fatalf("another turn: the input from row %d", ms.v.Debug.Tops[view.SecSent])
	}
}
