package web

import (
	"fmt"
	"image"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"floorfall/view"
)

// TestPageKeys: the window's keys do in the page what they do on the
// desktop, as a browser delivers them (Home and End, Shift with an
// arrow, characters, Escape): the first and last turn, ten turns (a game
// without rounds), the help, the speed, the debug panel, a click on the
// timeline, fullscreen, and Home at the end to watch again.
func TestPageKeys(t *testing.T) {
	needBrowser(t)
	path := replayOf(t, testGames[1]) // Ants: no rounds, Shift+→ is ten turns
	page := exportPage(t, path, t.TempDir())
	url := "file://" + page
	tb := open(t, url, 1280, 720)
	tb.painted()
	tb.waitFor(`floorfallPage.playing`, 5*time.Second)
	tb.press(' ', `!floorfallPage.playing`)
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)

	key := func(s string) rune { return []rune(s)[0] }
	tb.press(key(kb.Home), `floorfallPage.shownTurn == 0`)
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
	if got := tb.shownTurn(); got != 0 {
		t.Fatalf("Home: turn %d, want 0", got)
	}
	shift := input.DispatchKeyEventParams{Key: "Shift", Code: "ShiftLeft", WindowsVirtualKeyCode: 16, Location: 1}
	tb.chord(shift, 8, key(kb.ArrowRight), `floorfallPage.shownTurn > 0`)
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
	// The key held until the turn moved may have repeated: ten at a time.
	if got := tb.shownTurn(); got%10 != 0 || got == 0 {
		t.Fatalf("Shift+→ from 0: turn %d, want ten turns at a time", got)
	}
	tb.press(key(kb.End), `floorfallPage.shownTurn >= 100`) // a match of 120 turns
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
	// Home at the end's banner: watch again from the start.
	tb.press(key(kb.Home), `floorfallPage.playing && floorfallPage.shownTurn < 10`)
	tb.press(' ', `!floorfallPage.playing`)
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)

	// What shows over the board: each key changes the picture, and the
	// key that undoes it brings back the very same picture.
	base := tb.settled()
	for _, c := range []struct {
		what    string
		on, off string
	}{
		{"the help", "h", kb.Escape},
		{"the speed", "+", "-"},
		{"the debug panel", "d", "d"},
	} {
		tb.tap(key(c.on))
		on := tb.settled()
		if share := tb.differ(base, on); share == 0 {
			t.Errorf("%s: %q changed %.3f%% of the picture", c.what, c.on, 100*share)
		}
		tb.tap(key(c.off))
		if share := tb.differ(base, tb.settled()); share != 0 {
			t.Errorf("%s: %q then %q left %.3f%% of the picture changed", c.what, c.on, c.off, 100*share)
		}
	}

	// The mouse: a click on the timeline seeks there, paused.
	l := view.NewLayout(1280, 720, view.UIScale(1280, 720, 1), view.NoBoard)
	x, y := l.TrackX(0.5), l.Track.Y+l.Track.H/2
	for _, ev := range []input.DispatchMouseEventType{input.DispatchMouseEventTypeMouseMoved, input.DispatchMouseEventTypeMousePressed, input.DispatchMouseEventTypeMouseReleased} {
		p := input.DispatchMouseEventParams{Type: ev, X: x, Y: y, Button: input.MouseButtonLeft, ClickCount: 1}
		if ev == input.DispatchMouseEventTypeMouseMoved {
			p.Button, p.ClickCount = input.MouseButtonNone, 0
		}
		if _, err := chromedp.Call(tb.ctx, input.DispatchMouseEvent, p); err != nil {
			t.Fatal(err)
		}
	}
	tb.waitFor(`floorfallPage.shownTurn >= 50 && floorfallPage.shownTurn <= 70 && !floorfallPage.playing`, 5*time.Second)

	// F: fullscreen, and back.
	tb.press('f', `document.fullscreenElement !== null`)
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
	tb.press('f', `document.fullscreenElement === null`)
	tb.clean(url)
}

// tap presses key until the viewer has painted the frame it changed, and
// waits for the loop to sleep again.
func (tb *tab) tap(key rune) {
	tb.t.Helper()
	n := eval[int](tb, `floorfallPage.frames`)
	tb.press(key, fmt.Sprintf(`floorfallPage.frames > %d`, n))
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
}

// differ is the share of pixels of b that differ from a.
func (tb *tab) differ(a, b image.Image) float64 {
	tb.t.Helper()
	share, err := differing(a, b, 0)
	if err != nil {
		tb.t.Fatal(err)
	}
	return share
}
