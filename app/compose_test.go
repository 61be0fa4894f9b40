package app

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/hitandsunk"
	"floorfall/games/hitandsunk/builtin"
	"floorfall/games/hitandsunk/engine"
	"floorfall/games/hitandsunk/hnsview"
	"floorfall/match"
	"floorfall/replay"
	"floorfall/show"
	"floorfall/view"
)

// hnsSeat is a Hit and Sunk match of a person (seat 0) and a passive
// bot.
func hnsSeat(seed int64, _ *show.Fork) (match.Config, *match.Human, int) {
	h := match.NewHuman()
	passive := match.Seat{Name: "passive", Command: "passive", Start: func() (bot.Player, error) {
		return builtin.NewPlayer("passive", seed)
	}}
	return match.Config{Game: hitandsunk.Game{}, Seed: seed, Version: "test", Seats: []match.Seat{h.Seat("you"), passive}}, h, 0
}

// yoursShown is the person's turn as the frame shows it, nil if none.
func yoursShown(a *app) *hnsview.Turn {
	t, _ := a.scr.match.v.Yours.(*hnsview.Turn)
	return t
}

// squareAt is the pixel in the middle of square (x, y) of the board as
// shown (zoomed in or not).
func squareAt(a *app, x, y int) (float64, float64) {
	zl := a.scr.match.boardLayout(&a.surf.l)
	return zl.Board.X + (float64(x)+0.5)*zl.Square, zl.Board.Y + (float64(y)+0.5)*zl.Square
}

// A person composes their Hit and Sunk answer in the window: the class
// by key, then keys, clicks on the board (zoomed in too) and on the
// buttons of their box make the draft the frame shows at once;
// Backspace takes back, Esc clears, Enter sends it as their call.
func TestComposeInTheWindow(t *testing.T) {
	a := testApp(t)
	a.open(show.Window{Live: &show.Live{Match: hnsSeat, Seed: 4, Fast: true, Out: filepath.Join(t.TempDir(), "hns.json"), Saved: func(game.Replay, string, error) {}}})
	t.Cleanup(a.endLive)
	b := func() *hnsview.Board { return a.live.lv.m.Board().(*hnsview.Board) }
	tickUntil(t, a, "the person is asked for a ship", func() bool { return yoursShown(a) != nil })
	if a.live.mode(a.scr.match.m) != modeCompose {
		t.Fatalf("mode %v", a.live.mode(a.scr.match.m))
	}
	run(t, a, keysIn(false, false, ebiten.KeyRight)) // a submarine
	tickUntil(t, a, "the person's first call", func() bool { return yoursShown(a) != nil && b().Last().Round > 0 })
	if c := b().Calls[0]; c.Seat != 0 || c.Class != 2 {
		t.Fatalf("the ship chosen: %+v", c)
	}
	sh := b().Last().Ships[0]
	// ↑, then a click two squares right of the head and one down, where
	// the move leaves it.
	run(t, a, keysIn(false, false, ebiten.KeyUp))
	y := yoursShown(a)
	if y == nil || y.Answer != "M" || !y.Moved {
		t.Fatalf("↑: the frame shows %+v (box: %q)", y, a.live.lv.keys)
	}
	hx, hy := y.Ship.X, y.Ship.Y
	if hx == sh.X && hy == sh.Y {
		t.Fatal("the ghost has not moved")
	}
	run(t, a, click(squareAt(a, hx+2, hy+1)))
	if y = yoursShown(a); y.Answer != "MF+2+1" {
		t.Fatalf("a click on the board: %q (box: %q)", y.Answer, a.live.lv.keys)
	}
	run(t, a, keysIn(false, false, ebiten.KeyBackspace))
	if y = yoursShown(a); y.Answer != "M" || a.scr.match.m != a.live.lv.m {
		t.Fatalf("Backspace: %q, the match shown %q", y.Answer, a.scr.match.m.Title)
	}
	// Zoomed in, a click still lands on the square under the mouse; the
	// right button lays a mine (its own square: refused, and said so).
	a.scr.match.zoom, a.scr.match.zoomX, a.scr.match.zoomY = 2.5, float64(hx), float64(hy)
	run(t, a, click(squareAt(a, hx-1, hy-3)))
	if y = yoursShown(a); y.Answer != "MF-1-3" {
		t.Fatalf("a click on the board zoomed in: %q (box: %q)", y.Answer, a.live.lv.keys)
	}
	x, yy := squareAt(a, hx, hy)
	run(t, a, &Input{X: x, Y: yy, RightClick: true})
	if want := "✗ N at " + strconv.Itoa(hx) + "," + strconv.Itoa(hy); !strings.Contains(a.live.lv.keys, want) {
		t.Fatalf("a right click on the ship's head: the box says %q, want %q", a.live.lv.keys, want)
	}
	a.scr.match.zoom = 1
	// The buttons: clear, then Esc on an empty draft, Enter.
	clear := -1
	for k, bt := range a.live.lv.buttons {
		if bt.Key == "clear" {
			clear = k
		}
	}
	if clear < 0 || a.scr.match.v.Buttons == nil {
		t.Fatalf("no clear button: %+v", a.live.lv.buttons)
	}
	rs := a.surf.l.YoursButtons(len(a.live.lv.buttons))
	r := rs[clear]
	if !a.live.composeClick(&a.scr.match, &a.surf.l, r.X+r.W+1, r.Y+r.H/2, false) || a.live.composeClick(&a.scr.match, &a.surf.l, r.X, rs[0].Y-20, false) {
		t.Fatal("a click between the buttons goes through the box, or one above them is taken")
	}
	run(t, a, click(r.X+r.W/2, r.Y+r.H/2))
	if y = yoursShown(a); y.Answer != "" || a.scr.match.debug.open {
		t.Fatalf("the clear button: %q, debug panel %v", y.Answer, a.scr.match.debug.open)
	}
	run(t, a, keysIn(false, false, ebiten.KeyUp))
	run(t, a, keysIn(false, false, ebiten.KeyEscape))
	if y = yoursShown(a); y.Answer != "" {
		t.Fatalf("Esc: %q", y.Answer)
	}
	run(t, a, keysIn(false, false, ebiten.KeyUp))
	run(t, a, keysIn(false, false, ebiten.KeyEnter))
	tickUntil(t, a, "the answer sent is played", func() bool { return firstCall(b()) != nil })
	if c := firstCall(b()); c.Answer != "M" {
		t.Fatalf("the person's call was %q, want M", c.Answer)
	}
}

// firstCall is seat 0's first call after the ship choice, nil if none.
func firstCall(b *hnsview.Board) *engine.Call {
	for _, c := range b.Calls {
		if c.Seat == 0 && c.Round > 0 {
			return c
		}
	}
	return nil
}

// duelSetup is a Hit and Sunk setup: player 0's cruiser has a battleship
// and a destroyer near, and plays first.
const duelSetup = `{"game": "hit-and-sunk", "width": 34, "height": 34, "rounds_max": 100,
  "players": [{"id": 0, "ship": 3, "x": 12, "y": 14, "dir": 1}, {"id": 1, "ship": 4, "x": 18, "y": 10, "dir": 0},
    {"id": 2, "ship": 1, "x": 16, "y": 19, "dir": 3}, {"id": 3, "ship": 2, "x": 25, "y": 25, "dir": 2}],
  "orders": [[0, 1, 2, 3]]}`

// showDraft shows a live match of duelSetup at player 0's first call, a
// person's, with a move and two shots composed (for the docs' shots).
func showDraft(t testing.TB, a *app) {
	t.Helper()
	r, err := hitandsunk.Game{}.Decode([]byte(duelSetup), "duel.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hitandsunk.Game{}.New(game.Setup{Seats: 4, Initial: r})
	if err != nil {
		t.Fatal(err)
	}
	lm, err := view.NewLive("duel", m.Replay(&replay.Meta{Players: make([]replay.PlayerMeta, 4)}))
	if err != nil {
		t.Fatal(err)
	}
	for seat, ans := range []string{"3", "4", "1", "2"} {
		lm.Append(m.Play([]game.Reply{{Seat: seat, Text: ans}}), m, nil, nil)
	}
	lm.Seats[0].Person = true
	a.showMatch(lm, "")
	a.scr.match.pb.Pause()
	a.scr.match.pb.End()
	b := lm.Board().(*hnsview.Board)
	b.Compose(0, "up")
	b.ComposeAt(0, 18.5, 12.5, false)
	b.Compose(0, "space")
	a.live.lv = &live{m: lm, seat: 0}
	a.live.lv.showYours()
	a.scr.match.yours = a.live.lv.yours
}
