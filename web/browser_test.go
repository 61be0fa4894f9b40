package web

// The pages tested as a person meets them: in a real headless Chromium
// (Debian's chromium, which scripts/setup.sh installs), driven by chromedp,
// with WebGL through SwiftShader; the exported page also in Firefox and
// WebKit (engines_test.go). Outside CI a missing browser skips these tests
// with one line; with CI=true it fails them.

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	_ "floorfall/games/all"
	"floorfall/internal/testlimit"
	"floorfall/internal/xvfb"
	"floorfall/tournament"
)

// chromium is the browser's program, "" if none.
func chromium() string { return program("chromium", "chromium-browser", "google-chrome") }

// program is the path of the first of names found, "" if none is.
func program(names ...string) string {
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// needBrowser skips (fails in CI) a test without Chromium.
func needBrowser(t *testing.T) string {
	t.Helper()
	return need(t, chromium(), "chromium")
}

// need skips (fails in CI) a test without the browser's program exe
// (Debian's package pkg).
func need(t *testing.T, exe, pkg string) string {
	t.Helper()
	if exe == "" {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no %s: CI runs the browser tests (scripts/setup.sh installs it)", pkg)
		}
		t.Skipf("no %s (apt-get install %s): its browser tests skipped", pkg, pkg)
	}
	return exe
}

// root is the module's folder.
func root(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

var (
	buildOnce sync.Once
	buildDir  string
	buildErr  error
)

// built is the viewer's module built from this source (not the one
// embedded, which may be older) and floorfall's program, built once for
// the package's tests.
func built(t *testing.T) (*Module, string) {
	t.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "floorfall-web-test-")
		if buildErr != nil {
			return
		}
		for _, c := range [][]string{
			{filepath.Join(root(t), "scripts", "build-web.sh"), filepath.Join(buildDir, "module")},
			{"go", "build", "-o", filepath.Join(buildDir, "floorfall"), "."},
		} {
			cmd := exec.Command(c[0], c[1:]...)
			cmd.Dir = root(t)
			if out, err := cmd.CombinedOutput(); err != nil {
				buildErr = fmt.Errorf("%s: %v\n%s", strings.Join(c, " "), err, out)
				return
			}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	statSources(t)
	m, err := LoadModule(filepath.Join(buildDir, "module"))
	if err != nil {
		t.Fatal(err)
	}
	return m, filepath.Join(buildDir, "floorfall")
}

// statSources looks at every source file of the web build and of
// floorfall's program, so that go test's cache (which knows the files a
// test looked at) runs these tests again whenever one changes: the module
// and the program are built by commands it does not see into.
func statSources(t *testing.T) {
	t.Helper()
	for _, goos := range []string{"js", ""} {
		cmd := exec.Command("go", "list", "-deps", "-f", `{{if .Module}}{{if eq .Module.Path "floorfall"}}{{.Dir}}{{range .GoFiles}} {{.}}{{end}}{{range .EmbedFiles}} {{.}}{{end}}{{end}}{{end}}`, ".")
		cmd.Dir = root(t)
		if goos != "" {
			cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=wasm")
		}
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			f := strings.Fields(line)
			for _, name := range f[1:] {
				os.Stat(filepath.Join(f[0], name))
			}
		}
	}
}

// floorfall runs the program built with args, in dir.
func floorfall(t *testing.T, dir string, args ...string) string {
	t.Helper()
	_, bin := built(t)
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("floorfall %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// A game's match for the tests: seeded built-in bots.
type testGame struct {
	name string
	args []string // run's arguments
	at   int      // a turn to compare with the window
}

var testGames = []testGame{
	{"jc2015", []string{"-a", "hunter", "-a", "random", "-a", "random", "-a", "hunter", "--seed", "3"}, 60},
	{"ants", []string{"--game", "ants", "-a", "hunter", "-a", "random", "-a", "officialhunter", "-a", "hunter", "--seed", "5", "--turns", "120"}, 80},
	{"hit-and-sunk", []string{"--game", "hit-and-sunk", "-a", "hunter", "-a", "peacemaker", "-a", "random", "-a", "passive", "--seed", "2"}, 12},
	{"tenka1-2022", []string{"--game", "tenka1-2022", "-a", "greedy", "-a", "sample", "-a", "random", "-a", "greedy", "-a", "sample", "-a", "random", "--seed", "4", "--pace", "fast"}, 100},
}

var (
	replayOnce sync.Map // game name: *replayMade
)

type replayMade struct {
	once sync.Once
	path string
}

// replayOf is the test match of g, played once for the package's tests.
func replayOf(t *testing.T, g testGame) string {
	t.Helper()
	built(t)
	v, _ := replayOnce.LoadOrStore(g.name, &replayMade{})
	r := v.(*replayMade)
	r.once.Do(func() {
		dir := filepath.Join(buildDir, "replays")
		os.MkdirAll(dir, 0o755)
		path := filepath.Join(dir, g.name+".json")
		floorfall(t, dir, append([]string{"run", "-q", "--out", path}, g.args...)...)
		r.path = path
	})
	if r.path == "" {
		t.Fatal("the test match could not be played")
	}
	return r.path
}

// A page open in the browser, and what it did.
type tab struct {
	ctx      context.Context
	close    func() // ends the browser (else the test's end does)
	t        *testing.T
	mu       sync.Mutex
	console  []chromedp.ConsoleMessage
	requests []string
}

// newBrowser starts a headless Chromium with WebGL (SwiftShader) and a
// window of w x h; close ends it (the test's end does too).
func newBrowser(t *testing.T, w, h int) (ctx context.Context, close func()) {
	t.Helper()
	exe := needBrowser(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("ignore-gpu-blocklist", true),
		chromedp.WindowSize(w, h),
		chromedp.Flag("hide-scrollbars", true),
	)
	if os.Geteuid() == 0 {
		opts = append(opts, chromedp.NoSandbox)
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	close = func() { cancel(); cancelA() }
	t.Cleanup(close)
	return ctx, close
}

// open opens url in a browser of w x h with the network cut, keeping the
// console and every request the page makes.
func open(t *testing.T, url string, w, h int) *tab {
	t.Helper()
	return openWith(t, url, w, h, true)
}

// openWith is open, with the network cut or not.
func openWith(t *testing.T, url string, w, h int, offline bool) *tab {
	t.Helper()
	ctx, close := newBrowser(t, w, h)
	tb := &tab{ctx: ctx, t: t, close: close}
	msgs := chromedp.Console(ctx)
	reqs := chromedp.Events(ctx, network.RequestWillBeSent)
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		MatchedNetworkConditions: []*network.Conditions{{Offline: offline, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		t.Fatal(err)
	}
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			tb.mu.Lock()
			tb.console = append(tb.console, m)
			tb.mu.Unlock()
		}
	}()
	go func() {
		for ev, err := range reqs {
			if err != nil {
				return
			}
			tb.mu.Lock()
			tb.requests = append(tb.requests, ev.Request.URL)
			tb.mu.Unlock()
		}
	}()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(w), int64(h)), chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	return tb
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](tb *tab, expr string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		tb.t.Fatalf("%s: %v%s", expr, err, tb.said())
	}
	return v
}

// waitFor waits until expr is true in the page.
func (tb *tab) waitFor(expr string, limit time.Duration) {
	tb.t.Helper()
	if _, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(testlimit.Scale(limit)), chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		state, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`location.hash + " shown " + (window.floorfallPage && floorfallPage.shownTurn) + " frames " + (window.floorfallPage && floorfallPage.frames) + " sleeping " + (window.floorfallPage && floorfallPage.sleeping && floorfallPage.sleeping()) + " focus " + document.hasFocus() + " events " + (window.floorfallPage && floorfallPage.events) + " playing " + (window.floorfallPage && floorfallPage.playing)`))
		tb.t.Fatalf("waiting for %s: %v (the page: %s)%s", expr, err, state, tb.said())
	}
}

// waitAcross waits until expr is true in the page, across a navigation
// (a poll in the page ends with it: this asks again until the new page
// answers).
func (tb *tab) waitAcross(expr string, limit time.Duration) {
	tb.t.Helper()
	deadline := time.Now().Add(testlimit.Scale(limit))
	for {
		ok, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](expr))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("waiting for %s: %v%s", expr, err, tb.said())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// said is what the page said: its box and its console, for a failure.
func (tb *tab) said() string {
	var b strings.Builder
	if note, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`document.getElementById("ff-note") ? document.getElementById("ff-note").textContent : ""`)); err == nil && note != "" {
		b.WriteString("\npage says: " + note)
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for _, m := range tb.console {
		b.WriteString("\nconsole " + string(m.Type) + ": " + m.Text)
	}
	return b.String()
}

// painted waits for the viewer's first painted frame (the flag the page
// sets when the viewer tells it a frame was painted).
func (tb *tab) painted() {
	tb.t.Helper()
	tb.waitFor(`window.floorfallPage && floorfallPage.frames > 0`, 30*time.Second)
}

// clean fails on any console error, exception or Go panic, any box the
// page showed, and any request other than the page's own file.
func (tb *tab) clean(own ...string) {
	tb.t.Helper()
	note := eval[string](tb, `document.getElementById("ff-note").hidden ? "" : document.getElementById("ff-note").textContent`)
	if note != "" {
		tb.t.Errorf("the page says: %s", note)
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for _, m := range tb.console {
		if m.Type == chromedp.ConsoleError || m.IsException() || strings.Contains(m.Text, "panic:") || strings.Contains(m.Text, "fatal error:") {
			tb.t.Errorf("console %s: %s", m.Type, m.Text)
		}
	}
	for _, u := range tb.requests {
		ok := strings.HasPrefix(u, "data:") || strings.HasPrefix(u, "blob:")
		for _, o := range own {
			ok = ok || strings.HasPrefix(u, o)
		}
		if !ok {
			tb.t.Errorf("the page requested %s", u)
		}
	}
}

// screenshot is the page as shown.
func (tb *tab) screenshot() image.Image {
	tb.t.Helper()
	b, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		tb.t.Fatal(err)
	}
	return img
}

// press presses a key in the page and holds it until the page says expr
// (as a person's key is down for a while: a key down and up within one of
// the viewer's ticks would be one it never sees), then lets it go. The
// keys go where the focus is: the viewer's canvas takes it when the page
// opens.
func (tb *tab) press(key rune, expr string) {
	tb.t.Helper()
	evs := kb.Encode(key)
	var down, up []*input.DispatchKeyEventParams
	for _, ev := range evs {
		if ev.Type == input.DispatchKeyEventTypeKeyUp {
			up = append(up, ev)
		} else {
			down = append(down, ev)
		}
	}
	send := func(evs []*input.DispatchKeyEventParams) {
		for _, ev := range evs {
			if _, err := chromedp.Call(tb.ctx, input.DispatchKeyEvent, *ev); err != nil {
				tb.t.Fatal(err)
			}
		}
	}
	send(down)
	tb.waitFor(expr, 5*time.Second)
	send(up)
}

// ctrlKey presses Control+key as a person does, until the page says expr.
func (tb *tab) ctrlKey(key rune, expr string) {
	tb.t.Helper()
	tb.chord(input.DispatchKeyEventParams{Key: "Control", Code: "ControlLeft", WindowsVirtualKeyCode: 17, Location: 1}, 2, key, expr)
}

// chord presses a modifier (mod, its bit in bit) with key as a person
// does, until the page says expr: the modifier down (the viewer reads the
// modifier's own key), the key, then both up.
func (tb *tab) chord(mod input.DispatchKeyEventParams, bit int64, key rune, expr string) {
	tb.t.Helper()
	send := func(ev input.DispatchKeyEventParams) {
		tb.t.Helper()
		if _, err := chromedp.Call(tb.ctx, input.DispatchKeyEvent, ev); err != nil {
			tb.t.Fatal(err)
		}
	}
	mod.Type, mod.Modifiers = input.DispatchKeyEventTypeKeyDown, bit
	send(mod)
	var ups []input.DispatchKeyEventParams
	for _, ev := range kb.Encode(key) {
		ev.Modifiers, ev.Text, ev.UnmodifiedText = bit, "", ""
		if ev.Type == input.DispatchKeyEventTypeChar {
			continue
		}
		if ev.Type == input.DispatchKeyEventTypeKeyUp {
			ups = append(ups, *ev)
			continue
		}
		send(*ev)
	}
	tb.waitFor(expr, 5*time.Second)
	for _, ev := range ups {
		send(ev)
	}
	mod.Type, mod.Modifiers = input.DispatchKeyEventTypeKeyUp, 0
	send(mod)
}

// choose answers the page's file picker, opened with Ctrl+O until the
// page says expr, with the file at path, as a person choosing it.
func (tb *tab) choose(path, expr string) {
	tb.t.Helper()
	chosen := chromedp.Events(tb.ctx, cdppage.FileChooserOpened)
	if _, err := chromedp.Call(tb.ctx, cdppage.SetInterceptFileChooserDialog, cdppage.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		tb.t.Fatal(err)
	}
	tb.ctrlKey('o', expr)
	for ev, err := range chosen {
		if err != nil {
			tb.t.Fatal(err)
		}
		if _, err := chromedp.Call(tb.ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{path}, BackendNodeID: ev.BackendNodeID}); err != nil {
			tb.t.Fatal(err)
		}
		return
	}
}

// colours counts the distinct colours of img (a picture, not a blank).
func colours(img image.Image) int {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	return len(seen)
}

// differing is the share of pixels of a and b (the same size) whose colour
// differs by more than tol in a channel.
func differing(a, b image.Image, tol uint32) (float64, error) {
	if a.Bounds().Size() != b.Bounds().Size() {
		return 1, fmt.Errorf("sizes differ: %v and %v", a.Bounds().Size(), b.Bounds().Size())
	}
	n, diff := 0, 0
	ab, bb := a.Bounds(), b.Bounds()
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			n++
			if absDiff(r1>>8, r2>>8) > tol || absDiff(g1>>8, g2>>8) > tol || absDiff(b1>>8, b2>>8) > tol {
				diff++
			}
		}
	}
	return float64(diff) / float64(n), nil
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// exportPage writes the page of the replay at path into dir, as export
// --html does (with the module built from this source).
func exportPage(t *testing.T, path, dir string) string {
	t.Helper()
	m, _ := built(t)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, strings.TrimSuffix(filepath.Base(path), ".json")+".html")
	var b bytes.Buffer
	if err := WritePage(&b, Page{Module: m, Replay: data, Name: filepath.Base(path)}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return out
}

// windowShots holds the window's screenshots taken, for the tests of each
// browser: windowShotKey: image.Image.
var windowShots sync.Map

type windowShotKey struct {
	path     string
	at, w, h int
}

// windowShot is the window's screenshot of the replay at path at turn at,
// w x h (floorfall view --screenshot, under an Xvfb of its own), taken
// once for the package's tests.
func windowShot(t *testing.T, path string, at, w, h int) image.Image {
	t.Helper()
	key := windowShotKey{path, at, w, h}
	if img, ok := windowShots.Load(key); ok {
		return img.(image.Image)
	}
	img := takeWindowShot(t, path, at, w, h)
	windowShots.Store(key, img)
	return img
}

func takeWindowShot(t *testing.T, path string, at, w, h int) image.Image {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("the window's screenshot is compared on Linux")
	}
	display, stop, err := xvfb.Own()
	if err != nil {
		t.Skipf("no Xvfb for the window's screenshot: %v", err)
	}
	defer stop()
	_, bin := built(t)
	out := filepath.Join(t.TempDir(), "window.png")
	cmd := exec.Command(bin, "view", path, "--screenshot", out, "--at", fmt.Sprint(at), "--size", fmt.Sprintf("%dx%d", w, h))
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("window screenshot: %v\n%s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// shownTurn is the turn the page's viewer shows (it tells the page).
func (tb *tab) shownTurn() int { return eval[int](tb, `floorfallPage.shownTurn`) }

// TestExportedPagePerGame opens each game's exported page from a file with
// the network cut: it paints (a real picture), the keys move the turn and
// the address follows, #turn=N opens at turn N as the window shows that
// turn, and nothing goes wrong on the console or the network.
func TestExportedPagePerGame(t *testing.T) {
	needBrowser(t)
	const w, h = 1280, 720
	for _, g := range testGames {
		t.Run(g.name, func(t *testing.T) {
			path := replayOf(t, g)
			page := exportPage(t, path, t.TempDir())
			url := "file://" + page

			tb := open(t, url, w, h)
			tb.painted()
			if n := colours(tb.screenshot()); n < 50 {
				t.Errorf("the page's picture has %d colours: not a match", n)
			}
			// The viewer has the keyboard from the start: Space pauses,
			// Right steps a turn, and the address follows.
			tb.waitFor(`floorfallPage.playing`, 5*time.Second)
			tb.press(' ', `!floorfallPage.playing`)
			// Paused, the viewer's loop sleeps (the page holds its frame).
			tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
			before := tb.shownTurn()
			tb.press([]rune(kb.ArrowRight)[0], fmt.Sprintf(`floorfallPage.shownTurn > %d`, before))
			// The key held until the turn moved may have repeated: the
			// turn is read once the loop sleeps again.
			tb.waitFor(`floorfallPage.sleeping()`, 5*time.Second)
			after := tb.shownTurn()
			tb.waitFor(fmt.Sprintf(`location.hash == "#turn=%d"`, after), 5*time.Second)
			tb.clean(url)
			tb.close()

			// #turn=N opens at N, as the window's screenshot of N.
			at := open(t, fmt.Sprintf("%s#turn=%d", url, g.at), w, h)
			at.painted()
			at.waitFor(fmt.Sprintf(`floorfallPage.shownTurn == %d`, g.at), 10*time.Second)
			got := at.settled()
			keepShot(t, "web-"+g.name, got) // the README's pictures of a page (docs/web-GAME.png)
			share, _ := likeWindow(t, got, path, g.at, w, h, 0.02, "the page")
			t.Logf("%s turn %d at %dx%d: %.2f%% of the pixels differ from the window's", g.name, g.at, w, h, 100*share)
			at.clean(url)
		})
	}
}

// settled is the page's screenshot once two in a row are the same (the
// seek's animation done).
func (tb *tab) settled() image.Image {
	tb.t.Helper()
	return settle(tb.screenshot)
}

// settle is shot's picture once two in a row are the same.
func settle(shot func() image.Image) image.Image {
	prev := shot()
	for range 50 {
		time.Sleep(100 * time.Millisecond)
		cur := shot()
		if d, _ := differing(prev, cur, 0); d == 0 {
			return cur
		}
		prev = cur
	}
	return prev
}

// likeWindow compares got, a page's picture of the replay at path at turn
// at, with the window's screenshot of that turn at w x h: it returns the
// share of pixels that differ by more than 24 levels and the share that
// differ at all, and fails the test, keeping both pictures, when the
// first is over limit. what names the page in the failure.
func likeWindow(t *testing.T, got image.Image, path string, at, w, h int, limit float64, what string) (share, exact float64) {
	t.Helper()
	want := windowShot(t, path, at, w, h)
	share, err := differing(got, want, 24)
	if err != nil {
		t.Fatal(err)
	}
	exact, _ = differing(got, want, 0)
	if share > limit {
		dir := t.TempDir()
		savePNG(t, filepath.Join(dir, "page.png"), got)
		savePNG(t, filepath.Join(dir, "window.png"), want)
		t.Errorf("%s: %.2f%% of the pixels differ from the window's (page.png and window.png in %s)", what, 100*share, dir)
	}
	return share, exact
}

// keepShot saves a page's picture as NAME.png in FLOORFALL_WEB_SHOTS, when
// it names a folder (the pictures of docs/).
func keepShot(t *testing.T, name string, img image.Image) {
	t.Helper()
	if dir := os.Getenv("FLOORFALL_WEB_SHOTS"); dir != "" {
		savePNG(t, filepath.Join(dir, name+".png"), img)
	}
}

func savePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestPageSaysWhy: a page whose replay cannot be read says so in the
// command line's words, and a page whose viewer panics says it stopped and
// why; neither is a blank page.
func TestPageSaysWhy(t *testing.T) {
	needBrowser(t)
	m, _ := built(t)
	dir := t.TempDir()

	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"meta": {"game": "jc2015"}, "turns": [`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, bin := built(t)
	cmd := exec.Command(bin, "info", "bad.json")
	cmd.Dir = dir
	out, _ := cmd.CombinedOutput()
	cliSays := strings.SplitN(string(out), "\n", 2)[0]
	if !strings.Contains(cliSays, "bad.json") {
		t.Fatalf("floorfall info bad.json says %q", out)
	}
	page := filepath.Join(dir, "bad.html")
	var b bytes.Buffer
	if err := WritePage(&b, Page{Module: m, Replay: []byte(`{"meta": {"game": "jc2015"}, "turns": [`), Name: "bad.json"}); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(page, b.Bytes(), 0o644)
	tb := open(t, "file://"+page, 800, 600)
	tb.waitFor(`!document.getElementById("ff-note").hidden`, 30*time.Second)
	if says := eval[string](tb, `document.getElementById("ff-note").textContent`); says != cliSays {
		t.Errorf("the page says %q, the command line %q", says, cliSays)
	}
	tb.close()

	// A module that panics.
	wasm := filepath.Join(dir, "panics.wasm")
	build := exec.Command("go", "build", "-o", wasm, "./web/testdata/panics")
	build.Dir = root(t)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	data, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if err := WritePage(&b, Page{Module: &Module{Wasm: gz(data), Exec: m.Exec}, Replay: []byte("{}"), Name: "x.json"}); err != nil {
		t.Fatal(err)
	}
	page = filepath.Join(dir, "panics.html")
	os.WriteFile(page, b.Bytes(), 0o644)
	tb = open(t, "file://"+page, 800, 600)
	tb.waitFor(`!document.getElementById("ff-note").hidden`, 30*time.Second)
	says := eval[string](tb, `document.getElementById("ff-note").firstChild.textContent`)
	if !strings.Contains(says, "the viewer stopped: panic: the test's panic") {
		t.Errorf("the page says %q", says)
	}
}

// TestSite opens a tournament's site from its folder with the network cut:
// the index lists the standings as HTML and every match with a link; the
// link opens the shared viewer on that match, which plays it.
func TestSite(t *testing.T) {
	needBrowser(t)
	m, _ := built(t)
	dir := t.TempDir()
	floorfall(t, dir, "tournament", "-a", "hunter", "-a", "random", "-a", "h2=hunter", "--games", "3", "--seed", "1", "--out", "tour")
	site := filepath.Join(dir, "site")
	tour := filepath.Join(dir, "tour")
	entries, err := tournament.Read(tour)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteSite(site, Site{Module: m, Results: tournament.Compute(entries), Dirs: []string{tour}}); err != nil {
		t.Fatal(err)
	}
	index := "file://" + filepath.Join(site, IndexFile)
	tb := open(t, index, 1280, 720)
	tb.waitFor(`document.querySelectorAll("table.matches a").length == 3`, 10*time.Second)
	if bots := eval[[]string](tb, `[...document.querySelectorAll("table.standings tbody td:nth-child(2)")].map(td => td.textContent)`); len(bots) != 3 {
		t.Errorf("the standings list %q, want 3 bots", bots)
	}
	// Follow the second match's link.
	if err := chromedp.Do(tb.ctx, chromedp.Click(chromedp.CSS(`table.matches tbody tr:nth-child(2) a`))); err != nil {
		t.Fatal(err)
	}
	tb.waitAcross(`location.pathname.endsWith("/view.html") && location.search == "?replay=replays/game-00001.js"`, 10*time.Second)
	tb.painted()
	tb.waitFor(`floorfallPage.name == "game-00001.json" && floorfallPage.playing && floorfallPage.shownTurn > 2`, 30*time.Second)
	tb.clean("file://" + site)
}

// TestSaveAndOpen: Ctrl+S saves the page's replay (its very bytes) with
// the browser's download; the site's viewer with no replay opens one
// chosen with the browser's file picker (Ctrl+O, as in the window).
func TestSaveAndOpen(t *testing.T) {
	needBrowser(t)
	path := replayOf(t, testGames[0])
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	page := exportPage(t, path, t.TempDir())
	tb := open(t, "file://"+page, 1280, 720)
	dl := t.TempDir()
	if _, err := chromedp.CallBrowser(tb.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dl}); err != nil {
		t.Fatal(err)
	}
	tb.painted()
	tb.ctrlKey('s', `floorfallPage.downloads == 1`)
	saved := filepath.Join(dl, filepath.Base(path))
	deadline := time.Now().Add(testlimit.Scale(10 * time.Second))
	for {
		got, err := os.ReadFile(saved)
		if err == nil && bytes.Equal(got, want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Ctrl+S saved no copy of the replay in %s (%v)%s", dl, err, tb.said())
		}
		time.Sleep(50 * time.Millisecond)
	}
	tb.clean("file://" + page)
	tb.close()

	// The site's viewer, with no replay: Ctrl+O and the file picker.
	m, _ := built(t)
	site := t.TempDir()
	if err := WriteSite(site, Site{Module: m, Results: &tournament.Results{}}); err != nil {
		t.Fatal(err)
	}
	viewer := "file://" + filepath.Join(site, ViewerFile)
	tb = open(t, viewer, 1280, 720)
	tb.painted()
	tb.choose(path, `floorfallPage.picks == 1`)
	tb.waitFor(`floorfallPage.shownTurn >= 0`, 20*time.Second)
	tb.clean("file://" + site)
}

// TestServedSite: a site served (serve's handler) opens a match of the
// site's, and a replay file the host serves (view.html?replay=URL, a
// gzipped one here), at the turn its address asks for.
func TestServedSite(t *testing.T) {
	needBrowser(t)
	m, _ := built(t)
	dir := t.TempDir()
	floorfall(t, dir, "tournament", "-a", "hunter", "-a", "random", "--games", "2", "--seed", "1", "--out", "tour")
	site := filepath.Join(dir, "site")
	entries, err := tournament.Read(filepath.Join(dir, "tour"))
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteSite(site, Site{Module: m, Results: tournament.Compute(entries), Dirs: []string{filepath.Join(dir, "tour")}}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(replayOf(t, testGames[0]))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(site, "extra.json.gz"), gz(data), 0o644)
	h, root, err := Handler(site)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	srv := httptest.NewServer(h)
	defer srv.Close()
	for _, c := range []struct{ url, name string }{
		{srv.URL + "/view.html?replay=replays/game-00001.js#turn=7", "game-00001.json"},
		{srv.URL + "/view.html?replay=extra.json.gz#turn=7", "extra.json"},
	} {
		tb := openWith(t, c.url, 1280, 720, false)
		tb.painted()
		tb.waitFor(fmt.Sprintf(`floorfallPage.name == %q && floorfallPage.shownTurn == 7`, c.name), 10*time.Second)
		tb.clean(srv.URL)
		tb.close()
	}
}
