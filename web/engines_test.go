package web

// The exported page in the other engines a person opens it with: Firefox
// (Gecko, through WebDriver BiDi) and WebKit (Safari's engine; on Linux
// WebKitGTK, through WebKitWebDriver and classic WebDriver). One browser
// per test, the four games' pages one after another in its tab.

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"floorfall/internal/testlimit"
	"floorfall/internal/xvfb"
)

// A browserPage is a tab of a browser driven by WebDriver.
type browserPage interface {
	engine() string
	// navigate opens url and waits for its load.
	navigate(url string) error
	// eval evaluates a JavaScript expression; its value, as JSON, goes
	// into v.
	eval(expr string, v any) error
	screenshot() (image.Image, error)
	// key presses (down) or lets go of a key: a WebDriver key value.
	key(key string, down bool) error
	// log is what the pages said on the console ("LEVEL: TEXT", LEVEL
	// error for an error or an exception) and the addresses they asked
	// for, as far as the driver can tell, since the last call.
	log() (console, requests []string)
	// said is what the browser itself said, for a failure.
	said() string
}

// WebDriver's key values.
const (
	keySpace = "\uE00D"
	keyRight = "\uE014"
)

// pageLog is what a browser's pages said on the console ("LEVEL: TEXT")
// and the addresses they asked for, kept as the driver tells them.
type pageLog struct {
	mu       sync.Mutex
	console  []string
	requests []string
}

func (l *pageLog) addConsole(entries ...string) {
	l.mu.Lock()
	l.console = append(l.console, entries...)
	l.mu.Unlock()
}

func (l *pageLog) addRequest(url string) {
	l.mu.Lock()
	l.requests = append(l.requests, url)
	l.mu.Unlock()
}

// take is what was kept since the last call.
func (l *pageLog) take() (console, requests []string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	console, l.console = l.console, nil
	requests, l.requests = l.requests, nil
	return console, requests
}

// keyActions is WebDriver's action sequence that presses (down) or lets
// go of key, the same in classic WebDriver and in BiDi.
func keyActions(key string, down bool) []any {
	typ := "keyUp"
	if down {
		typ = "keyDown"
	}
	return []any{map[string]any{"type": "key", "id": "keyboard", "actions": []any{map[string]string{"type": typ, "value": key}}}}
}

// driven is a browserPage in a test: a failure ends the test.
type driven struct {
	t *testing.T
	p browserPage
}

func (d driven) value(expr string, v any) {
	d.t.Helper()
	if err := d.p.eval(expr, v); err != nil {
		d.t.Fatalf("%s: %v%s", expr, err, d.state())
	}
}

func (d driven) open(url string) {
	d.t.Helper()
	if err := d.p.navigate(url); err != nil {
		d.t.Fatalf("opening %s: %v%s", url, err, d.state())
	}
}

func (d driven) shot() image.Image {
	d.t.Helper()
	img, err := d.p.screenshot()
	if err != nil {
		d.t.Fatalf("screenshot: %v%s", err, d.state())
	}
	return img
}

// waitFor polls until expr is true in the page.
func (d driven) waitFor(expr string, limit time.Duration) {
	d.t.Helper()
	deadline := time.Now().Add(testlimit.Scale(limit))
	for {
		var ok bool
		err := d.p.eval(expr, &ok)
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			d.t.Fatalf("%s: waiting for %s: %v%s", d.p.engine(), expr, err, d.state())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// painted waits until the page says expr, about its first frames; a page
// that says it cannot go on ends the test at once with its words.
func (d driven) painted(expr string) {
	d.t.Helper()
	const alert = `(!!document.getElementById("ff-note") && document.getElementById("ff-note").className == "alert")`
	d.waitFor(`!!window.floorfallPage && floorfallPage.frames > 0 && (`+expr+`) || `+alert, 60*time.Second)
	var note string
	d.value(alert+` ? document.getElementById("ff-note").textContent : ""`, &note)
	if note != "" {
		d.t.Fatalf("%s: the page cannot run: %s%s", d.p.engine(), note, d.state())
	}
}

// press presses key and holds it until the page says expr (a key down and
// up within one of the viewer's ticks would be one it never sees).
func (d driven) press(key, expr string) {
	d.t.Helper()
	if err := d.p.key(key, true); err != nil {
		d.t.Fatal(err)
	}
	// Let go even if the page never says expr: the next page must not
	// find the key held.
	defer func() {
		if err := d.p.key(key, false); err != nil {
			d.t.Error(err)
		}
	}()
	d.waitFor(expr, 5*time.Second)
}

// state is the page's state, what it showed and said and what the
// browser said, for a failure; a browser that does not answer within 10 s
// is said to.
func (d driven) state() string {
	type answer struct {
		page    string
		console []string
	}
	ch := make(chan answer, 1)
	go func() {
		var a answer
		d.p.eval(`location.href + " shown " + (window.floorfallPage && floorfallPage.shownTurn) + " frames " + (window.floorfallPage && floorfallPage.frames) + " sleeping " + (window.floorfallPage && floorfallPage.sleeping && floorfallPage.sleeping()) + " focus " + document.hasFocus() + " playing " + (window.floorfallPage && floorfallPage.playing) + " note: " + (document.getElementById("ff-note") ? document.getElementById("ff-note").textContent : "")`, &a.page)
		a.console, _ = d.p.log()
		ch <- a
	}()
	var a answer
	select {
	case a = <-ch:
	case <-time.After(10 * time.Second):
		a.page = "no answer in 10 s"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\nthe page: %s", a.page)
	for _, m := range a.console {
		b.WriteString("\nconsole " + m)
	}
	b.WriteString(d.p.said())
	return b.String()
}

// clean fails on a box the page showed, a console error or Go panic, and a
// request for anything but the page's own file.
func (d driven) clean(own string) {
	d.t.Helper()
	var note string
	d.value(`document.getElementById("ff-note").hidden ? "" : document.getElementById("ff-note").textContent`, &note)
	if note != "" {
		d.t.Errorf("%s: the page says: %s", d.p.engine(), note)
	}
	console, requests := d.p.log()
	for _, m := range console {
		if strings.HasPrefix(m, "error:") || strings.Contains(m, "panic:") || strings.Contains(m, "fatal error:") {
			d.t.Errorf("%s: console %s", d.p.engine(), m)
		}
	}
	for _, u := range requests {
		if !strings.HasPrefix(u, own) && !strings.HasPrefix(u, "data:") && !strings.HasPrefix(u, "blob:") && u != "about:blank" {
			d.t.Errorf("%s: the page requested %s", d.p.engine(), u)
		}
	}
}

// settled is the page's screenshot once two in a row are the same (a
// seek's animation done).
func (d driven) settled() image.Image {
	d.t.Helper()
	return settle(d.shot)
}

// pagePerGame is TestExportedPagePerGame in another browser: each game's
// exported page opened from its file paints a real picture, Space pauses
// and Right steps a turn (the address follows), #turn=N opens at N as the
// window shows it (the share of pixels that differ is logged, and fails
// over maxDiffer), and nothing goes wrong on the console or the network
// as far as the driver can tell (watching shows that it can).
func pagePerGame(t *testing.T, p browserPage, w, h int, maxDiffer float64) {
	d := driven{t: t, p: p}
	watching(d)
	for _, g := range testGames {
		t.Run(g.name, func(t *testing.T) {
			d.t = t
			start := time.Now()
			path := replayOf(t, g)
			page := exportPage(t, path, t.TempDir())
			url := "file://" + page

			d.open(url)
			d.painted(`document.documentElement.dataset.painted == "1"`)
			if n := colours(d.shot()); n < 50 {
				t.Errorf("%s: the page's picture has %d colours: not a match%s", p.engine(), n, d.state())
			}
			d.waitFor(`floorfallPage.playing`, 5*time.Second)
			d.press(keySpace, `!floorfallPage.playing`)
			d.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
			var before, after int
			d.value(`floorfallPage.shownTurn`, &before)
			d.press(keyRight, fmt.Sprintf(`floorfallPage.shownTurn > %d`, before))
			d.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
			d.value(`floorfallPage.shownTurn`, &after)
			d.waitFor(fmt.Sprintf(`location.hash == "#turn=%d"`, after), 5*time.Second)
			d.clean(url)
			stepped := time.Since(start)

			// #turn=N opens at N, as the window's screenshot of N.
			d.open("about:blank")
			d.open(fmt.Sprintf("%s#turn=%d", url, g.at))
			d.painted(fmt.Sprintf(`floorfallPage.shownTurn == %d`, g.at))
			got := d.settled()
			if n := colours(got); n < 50 {
				t.Errorf("%s: the page's picture at turn %d has %d colours: not a match", p.engine(), g.at, n)
			}
			keepShot(t, "web-"+p.engine()+"-"+g.name, got)
			opened := time.Since(start) - stepped
			share, exact := likeWindow(t, got, path, g.at, w, h, maxDiffer, p.engine())
			t.Logf("%s %s: turn %d at %dx%d: %.2f%% of the pixels differ from the window's (%.2f%% at all); opened and stepped in %.1fs, opened at the turn in %.1fs",
				p.engine(), g.name, g.at, w, h, 100*share, 100*exact, stepped.Seconds(), opened.Seconds())
			d.clean(url)
		})
	}
}

// watching checks that the driver sees what clean fails on: a page that,
// from a moment after it loads, writes an error and a Go panic's line on
// its console and asks the network for an image, again and again.
func watching(d driven) {
	d.t.Helper()
	page := filepath.Join(d.t.TempDir(), "watched.html")
	if err := os.WriteFile(page, []byte(`<!doctype html><link rel="icon" href="data:,"><body><script>
let n = 0;
setInterval(() => { console.error("watched error"); console.log("panic: watched"); new Image().src = "http://192.0.2.1/watched.png?" + n++; }, 200);
</script>`), 0o644); err != nil {
		d.t.Fatal(err)
	}
	d.open("file://" + page)
	var seen []string
	deadline := time.Now().Add(testlimit.Scale(10 * time.Second))
	for {
		console, requests := d.p.log()
		seen = append(append(seen, console...), requests...)
		all := strings.Join(seen, "\n")
		if strings.Contains(all, "error: watched error") && strings.Contains(all, "info: panic: watched") && strings.Contains(all, "192.0.2.1/watched.png") {
			d.open("about:blank") // and what it did is forgotten
			d.p.log()
			return
		}
		if time.Now().After(deadline) {
			d.t.Fatalf("%s: the driver does not see a page's console error, Go panic and request; it saw: %q", d.p.engine(), seen)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestFirefox opens each game's exported page in Firefox.
func TestFirefox(t *testing.T) {
	needFirefox(t)
	const w, h = 1280, 720
	built(t)
	pagePerGame(t, startFirefox(t, w, h), w, h, 0.02)
}

// TestWebKit opens each game's exported page in WebKit.
func TestWebKit(t *testing.T) {
	needWebKit(t)
	const w, h = 1280, 720
	built(t)
	pagePerGame(t, startWebKit(t, w, h), w, h, 0.02)
}

// lockedBuffer is a bytes.Buffer written by a process and read by a test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// display is an X display for a browser of the test's: an Xvfb of its own
// (the test's end ends it), else the one in DISPLAY. Without either it
// skips the test (fails it in CI).
func display(t *testing.T) string {
	t.Helper()
	d, stop, err := xvfb.Own()
	if err == nil {
		t.Cleanup(stop)
		return d
	}
	if d := os.Getenv("DISPLAY"); d != "" {
		return d
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("no X display for the browser (%v): CI runs the browser tests (scripts/setup.sh installs xvfb)", err)
	}
	t.Skipf("no X display for the browser (%v): apt-get install xvfb", err)
	return ""
}
