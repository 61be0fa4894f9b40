package web

// The page's keyboard and mouse beyond a key pressed: a key held down, the
// focus lost with a key held, files dropped on the site's viewer.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"floorfall/tournament"
)

// arrowRight is → going down. Sent with no key up after it, it is a key
// held: the DevTools protocol sends no repeats of its own, as a system
// whose key repeat is off, so any repeat is the viewer's.
var arrowRight = input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeRawKeyDown, Key: "ArrowRight", Code: "ArrowRight", WindowsVirtualKeyCode: 39, NativeVirtualKeyCode: 39}

// key sends a key event to the page.
func (tb *tab) key(ev input.DispatchKeyEventParams) {
	tb.t.Helper()
	if _, err := chromedp.Call(tb.ctx, input.DispatchKeyEvent, ev); err != nil {
		tb.t.Fatal(err)
	}
}

// click clicks the left button at (x, y) of the page, as a person does:
// the button down, then up.
func (tb *tab) click(x, y float64) {
	tb.t.Helper()
	for _, typ := range []input.DispatchMouseEventType{input.DispatchMouseEventTypeMousePressed, input.DispatchMouseEventTypeMouseReleased} {
		ev := input.DispatchMouseEventParams{Type: typ, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1}
		if typ == input.DispatchMouseEventTypeMouseReleased {
			ev.Buttons = 0
		}
		if _, err := chromedp.Call(tb.ctx, input.DispatchMouseEvent, ev); err != nil {
			tb.t.Fatal(err)
		}
	}
}

// TestHeldKeyRepeats: paused, → held down steps the turn again and again
// at the viewer's own repeat (the loop, asleep while nothing moves, runs
// while a key that repeats is held); when the viewer loses the focus (a
// click on another element of the page) the key held is let go: the turn
// stops and the loop sleeps again, and it stays let go when the focus
// comes back (a click on the viewer); a fresh press then steps a turn.
func TestHeldKeyRepeats(t *testing.T) {
	needBrowser(t)
	page := exportPage(t, replayOf(t, testGames[0]), t.TempDir())
	url := "file://" + page
	tb := open(t, url+"#turn=5", 1280, 720)
	tb.painted()
	tb.waitFor(`floorfallPage.shownTurn == 5 && !floorfallPage.playing`, 10*time.Second)
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)

	tb.key(arrowRight)
	held := time.Now()
	// Five steps: the press, then the repeat (after 0.4 s, every 50 ms).
	tb.waitFor(`floorfallPage.shownTurn >= 10`, 10*time.Second)
	t.Logf("→ held: turn 5 to %d in %v", tb.shownTurn(), time.Since(held).Round(time.Millisecond))
	if eval[bool](tb, `floorfallPage.sleeping()`) {
		t.Errorf("the loop sleeps while → is held")
	}

	// Another element of the page takes the focus, as a click on it does.
	eval[bool](tb, `(() => {
		const b = document.createElement("button");
		b.id = "elsewhere";
		b.textContent = "elsewhere";
		b.style.cssText = "position: fixed; left: 0; top: 0; width: 100px; height: 40px; z-index: 10";
		document.body.appendChild(b);
		return true;
	})()`)
	tb.click(50, 20)
	tb.waitFor(`document.activeElement.id == "elsewhere"`, 5*time.Second)
	// The key is let go: the loop sleeps, where no tick can step a turn.
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
	stopped := tb.shownTurn()

	// Back on the viewer (a click on an empty part of it: nothing there
	// acts), with no key up sent: the loop runs for the click and sleeps
	// again, the turn where it stopped.
	tb.click(1000, 560)
	tb.waitFor(`document.activeElement.tagName == "CANVAS"`, 5*time.Second)
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
	if got := tb.shownTurn(); got != stopped {
		t.Errorf("the focus back on the viewer, the turn went from %d to %d: the key held was not let go", stopped, got)
	}
	// A fresh press steps.
	tb.press([]rune(kb.ArrowRight)[0], fmt.Sprintf(`floorfallPage.shownTurn > %d`, stopped))
	tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
	tb.clean(url)
}

// TestDropOnViewer: the site's viewer with no replay, opened from its
// file, opens a replay dropped on it (a drag from the system: the DevTools
// protocol's drag with files), and plays it; a gzipped one too, as the
// file picker takes one; a file that is not a replay is said in the
// viewer's one line, naming it, and the viewer goes on.
func TestDropOnViewer(t *testing.T) {
	needBrowser(t)
	m, _ := built(t)
	site := t.TempDir()
	if err := WriteSite(site, Site{Module: m, Results: &tournament.Results{}}); err != nil {
		t.Fatal(err)
	}
	files := t.TempDir()
	notes := filepath.Join(files, "notes.txt")
	if err := os.WriteFile(notes, []byte("not a replay\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	plain := replayOf(t, testGames[0])
	data, err := os.ReadFile(replayOf(t, testGames[1]))
	if err != nil {
		t.Fatal(err)
	}
	packed := filepath.Join(files, "packed.json.gz")
	if err := os.WriteFile(packed, gz(data), 0o644); err != nil {
		t.Fatal(err)
	}

	viewer := "file://" + filepath.Join(site, ViewerFile)
	tb := open(t, viewer, 1280, 720)
	tb.painted()

	tb.drop(notes)
	tb.waitFor(`floorfallPage.message.includes("notes.txt")`, 20*time.Second)
	if msg := eval[string](tb, `floorfallPage.message`); strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "replay notes.txt: ") {
		t.Errorf("the viewer says %q", msg)
	}

	for _, c := range []struct{ path, name string }{
		{plain, filepath.Base(plain)},
		{packed, "packed.json"},
	} {
		tb.drop(c.path)
		tb.waitFor(fmt.Sprintf(`floorfallPage.shownName == %q && floorfallPage.shownTurn >= 0 || floorfallPage.message.includes(%q)`, c.name, filepath.Base(c.path)), 20*time.Second)
		if msg := eval[string](tb, `floorfallPage.message`); msg != "" {
			t.Fatalf("%s dropped: the viewer says %q", c.name, msg)
		}
		// It plays (a replay opens playing), and the page is titled by it.
		tb.waitFor(`floorfallPage.playing && floorfallPage.shownTurn >= 3`, 20*time.Second)
		if title := eval[string](tb, `document.title`); title != c.name+" · floorfall" {
			t.Errorf("%s dropped: the page's title is %q", c.name, title)
		}
	}

	// The file picker takes a gzipped replay as a drop does.
	data, err = os.ReadFile(replayOf(t, testGames[2]))
	if err != nil {
		t.Fatal(err)
	}
	picked := filepath.Join(files, "picked.json.gz")
	if err := os.WriteFile(picked, gz(data), 0o644); err != nil {
		t.Fatal(err)
	}
	tb.choose(picked, `floorfallPage.picks == 1`)
	tb.waitFor(`floorfallPage.shownName == "picked.json" && floorfallPage.shownTurn >= 0`, 20*time.Second)
	tb.clean("file://" + site)
}

// drop drops the file at path on the middle of the page, as a file
// dragged from the system's file manager: the drag enters, moves over
// the page, and is let go.
func (tb *tab) drop(path string) {
	tb.t.Helper()
	data := &input.DragData{Files: []string{path}, DragOperationsMask: 1, Items: []*input.DragDataItem{}}
	x, y := eval[float64](tb, `innerWidth / 2`), eval[float64](tb, `innerHeight / 2`)
	for _, typ := range []input.DispatchDragEventType{input.DispatchDragEventTypeDragEnter, input.DispatchDragEventTypeDragOver, input.DispatchDragEventTypeDrop} {
		if _, err := chromedp.Call(tb.ctx, input.DispatchDragEvent, input.DispatchDragEventParams{Type: typ, X: x, Y: y, Data: data}); err != nil {
			tb.t.Fatalf("%s %s: %v", typ, path, err)
		}
	}
}
