package web

// WebKit, Safari's engine: on Linux WebKitGTK's MiniBrowser (in Debian's
// libwebkit2gtk-4.1-0), driven by WebKitWebDriver (webkit2gtk-driver, which
// scripts/setup.sh installs) over classic W3C WebDriver. MiniBrowser has
// no headless mode: it runs on an Xvfb of the test's own.

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// webkit is WebKitWebDriver and the browser it drives; "" if either is
// missing.
func webkit() (driver, browser string) {
	driver, err := exec.LookPath("WebKitWebDriver")
	if err != nil {
		return "", ""
	}
	for _, pattern := range []string{"/usr/lib/*/webkit2gtk-4.1/MiniBrowser", "/usr/libexec/webkit2gtk-4.1/MiniBrowser", "/usr/lib/*/webkit2gtk-4.0/MiniBrowser", "/usr/libexec/webkit2gtk-4.0/MiniBrowser"} {
		if m, _ := filepath.Glob(pattern); len(m) > 0 {
			return driver, m[0]
		}
	}
	return "", ""
}

// needWebKit skips (fails in CI) a test without WebKit's driver and
// browser.
func needWebKit(t *testing.T) (driver, browser string) {
	t.Helper()
	driver, browser = webkit()
	need(t, browser, "webkit2gtk-driver")
	return driver, browser
}

// A WebKit page: WebKitWebDriver, its session (one window) and what the
// page did. Classic WebDriver cannot read the console: the page's own
// console is wrapped once it has loaded (consoleHook), and a page that
// fails before says so in its box, which the tests read. Every request
// the browser makes goes through a proxy of the test's (its log is the
// requests), which answers none.
type webkitPage struct {
	cmd    *exec.Cmd
	exited chan struct{}
	out    *lockedBuffer
	base   string // http://127.0.0.1:PORT/session/ID
	client *http.Client
	proxy  *httptest.Server
	pageLog
}

// consoleHook wraps the page's console and listens for its errors,
// keeping what they say in window.floorfallTestLog.
const consoleHook = `if (!window.floorfallTestLog) {
  const log = (window.floorfallTestLog = []);
  const keep = (level, args) => log.push(level + ": " + args.map((a) => (a && a.stack) || String(a)).join(" "));
  for (const [name, level] of [["error", "error"], ["warn", "warn"], ["log", "info"], ["info", "info"], ["debug", "debug"]]) {
    const f = console[name];
    console[name] = function (...a) { keep(level, a); return f.apply(this, a); };
  }
  addEventListener("error", (e) => keep("error", [e.error || e.message]));
  addEventListener("unhandledrejection", (e) => keep("error", [e.reason]));
}`

// startWebKit starts WebKitWebDriver and a MiniBrowser with a view of
// w x h CSS pixels. The test's end ends both.
func startWebKit(t *testing.T, w, h int) *webkitPage {
	t.Helper()
	driver, browser := needWebKit(t)
	p := &webkitPage{exited: make(chan struct{}), out: &lockedBuffer{}, client: &http.Client{Transport: &http.Transport{Proxy: nil}}}
	p.proxy = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u := r.URL.String()
		if r.Method == http.MethodConnect {
			u = "https://" + r.Host
		}
		p.addRequest(u)
		http.Error(w, "no network in a test", http.StatusBadGateway)
	}))
	t.Cleanup(p.proxy.Close)

	port, err := freePort()
	if err != nil {
		t.Fatal(err)
	}
	p.cmd = exec.Command(driver, fmt.Sprintf("--port=%d", port))
	p.cmd.Env = append(os.Environ(), "DISPLAY="+display(t))
	p.cmd.Stdout, p.cmd.Stderr = p.out, p.out
	endWithTest(p.cmd)
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.cmd.Wait(); close(p.exited) }()
	t.Cleanup(p.close)

	// The driver answers once it listens.
	root := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(testlimit.Scale(20 * time.Second))
	for {
		if err := p.do("GET", root+"/status", nil, nil); err == nil {
			break
		}
		select {
		case <-p.exited:
			t.Fatalf("WebKitWebDriver ended: %v\n%s", p.cmd.ProcessState, p.out)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("WebKitWebDriver does not answer on %s\n%s", root, p.out)
		}
		time.Sleep(50 * time.Millisecond)
	}
	proxy := strings.TrimPrefix(p.proxy.URL, "http://")
	var session struct {
		SessionID string `json:"sessionId"`
	}
	if err := p.do("POST", root+"/session", map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"webkitgtk:browserOptions": map[string]any{"binary": browser, "args": []string{"--automation"}},
		"proxy":                    map[string]any{"proxyType": "manual", "httpProxy": proxy, "sslProxy": proxy},
	}}}, &session); err != nil {
		t.Fatalf("a WebKit session: %v%s", err, p.said())
	}
	p.base = root + "/session/" + session.SessionID

	// The window is sized so that the page's view is w x h (the window
	// has a tool bar), once the size asked for before has come (the X
	// server resizes a window a moment after it is asked).
	deadline = time.Now().Add(testlimit.Scale(10 * time.Second))
	var size, asked [2]int
	var when time.Time
	for {
		if err := p.eval(`[innerWidth, innerHeight]`, &size); err != nil {
			t.Fatal(err)
		}
		if size == [2]int{w, h} {
			return p
		}
		if time.Now().After(deadline) {
			t.Fatalf("MiniBrowser's view is %dx%d, not %dx%d", size[0], size[1], w, h)
		}
		if size != asked || time.Since(when) > time.Second {
			var rect struct{ Width, Height int }
			if err := p.do("GET", p.base+"/window/rect", nil, &rect); err != nil {
				t.Fatal(err)
			}
			if err := p.do("POST", p.base+"/window/rect", map[string]int{"width": rect.Width + w - size[0], "height": rect.Height + h - size[1]}, nil); err != nil {
				t.Fatal(err)
			}
			asked, when = size, time.Now()
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// freePort is a TCP port free on 127.0.0.1 a moment ago.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// do sends a WebDriver command and decodes its value into v (if not nil).
func (p *webkitPage) do(method, url string, body, v any) error {
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		r = bytes.NewReader(b)
	}
	ctx, cancel := context.WithTimeout(context.Background(), testlimit.Scale(60*time.Second))
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, url, r)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := p.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var answer struct {
		Value json.RawMessage `json:"value"`
	}
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, &answer); err != nil {
		return fmt.Errorf("%s %s: %s: %s", method, url, resp.Status, data)
	}
	if resp.StatusCode != http.StatusOK {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		json.Unmarshal(answer.Value, &e)
		return fmt.Errorf("%s %s: %s: %s", method, strings.TrimPrefix(url, p.base), e.Error, e.Message)
	}
	if v != nil {
		return json.Unmarshal(answer.Value, v)
	}
	return nil
}

// close ends the session (and MiniBrowser), then the driver.
func (p *webkitPage) close() {
	if p.base != "" {
		p.do("DELETE", p.base, nil, nil)
	}
	p.cmd.Process.Signal(os.Interrupt)
	select {
	case <-p.exited:
	case <-time.After(10 * time.Second):
		p.cmd.Process.Kill()
		<-p.exited
	}
}

func (p *webkitPage) engine() string { return "webkit" }

// navigate opens url and waits for its load, keeping what the page it
// leaves said; then wraps the new page's console.
func (p *webkitPage) navigate(url string) error {
	p.keepLog()
	if err := p.do("POST", p.base+"/url", map[string]string{"url": url}, nil); err != nil {
		return err
	}
	return p.do("POST", p.base+"/execute/sync", map[string]any{"script": consoleHook, "args": []any{}}, nil)
}

// keepLog moves what the page's console said into p.console.
func (p *webkitPage) keepLog() {
	var said []string
	if p.eval(`window.floorfallTestLog ? floorfallTestLog.splice(0) : []`, &said) == nil {
		p.addConsole(said...)
	}
}

// eval evaluates expr in the page; its value, as JSON, goes into v.
func (p *webkitPage) eval(expr string, v any) error {
	var s *string
	if err := p.do("POST", p.base+"/execute/sync", map[string]any{"script": "return JSON.stringify(" + expr + ")", "args": []any{}}, &s); err != nil {
		return err
	}
	if s == nil {
		return fmt.Errorf("%s is undefined", expr)
	}
	return json.Unmarshal([]byte(*s), v)
}

// screenshot is the page's view as shown.
func (p *webkitPage) screenshot() (image.Image, error) {
	var s string
	if err := p.do("GET", p.base+"/screenshot", nil, &s); err != nil {
		return nil, err
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return nil, err
	}
	return png.Decode(bytes.NewReader(b))
}

// key presses (down) or lets go of a key (a WebDriver key value).
func (p *webkitPage) key(key string, down bool) error {
	return p.do("POST", p.base+"/actions", map[string]any{"actions": keyActions(key, down)}, nil)
}

// log is what the pages said on their console since the last call (once
// each had loaded), and every request the browser made.
func (p *webkitPage) log() (console, requests []string) {
	p.keepLog()
	return p.take()
}

// said is what the driver and the browser printed, for a failure.
func (p *webkitPage) said() string {
	if s := strings.TrimSpace(p.out.String()); s != "" {
		return "\nWebKitWebDriver and MiniBrowser say:\n" + s
	}
	return ""
}
