package web

// Firefox (Debian's firefox-esr, which scripts/setup.sh installs), headless,
// driven by WebDriver BiDi over its own websocket: no driver program.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// firefoxPrefs is the test profile's user.js: no update, telemetry,
// studies, remote settings, safe browsing, captive portal or connectivity
// check, no first-run page and no name looked up. Nothing waits for the
// network, and nothing reaches it: through a proxy that logs, a run of
// TestFirefox with this profile asked for nothing at all (without it,
// Firefox asks firefox.settings.services.mozilla.com again and again).
// A long script (the module compiled on a loaded machine) is never
// stopped as a slow one.
const firefoxPrefs = `user_pref("app.update.disabledForTesting", true);
user_pref("app.update.auto", false);
user_pref("app.normandy.enabled", false);
user_pref("app.shield.optoutstudies.enabled", false);
user_pref("browser.aboutwelcome.enabled", false);
user_pref("browser.newtabpage.enabled", false);
user_pref("browser.newtab.preload", false);
user_pref("browser.region.network.url", "");
user_pref("browser.region.update.enabled", false);
user_pref("browser.safebrowsing.blockedURIs.enabled", false);
user_pref("browser.safebrowsing.downloads.enabled", false);
user_pref("browser.safebrowsing.malware.enabled", false);
user_pref("browser.safebrowsing.phishing.enabled", false);
user_pref("browser.safebrowsing.update.enabled", false);
user_pref("browser.search.update", false);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.startup.page", 0);
user_pref("datareporting.healthreport.uploadEnabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("dom.max_chrome_script_run_time", 0);
user_pref("dom.max_script_run_time", 0);
user_pref("extensions.getAddons.cache.enabled", false);
user_pref("extensions.systemAddon.update.enabled", false);
user_pref("extensions.update.enabled", false);
user_pref("geo.provider.network.url", "");
user_pref("media.gmp-manager.url", "");
user_pref("messaging-system.rsexperimentloader.enabled", false);
user_pref("network.captive-portal-service.enabled", false);
user_pref("network.connectivity-service.enabled", false);
user_pref("network.dns.disabled", true);
user_pref("network.predictor.enabled", false);
user_pref("network.prefetch-next", false);
user_pref("services.settings.server", "data:,#remote-settings-dummy/v1");
user_pref("toolkit.telemetry.enabled", false);
user_pref("toolkit.telemetry.server", "");
user_pref("toolkit.telemetry.unified", false);
`

// firefox is Firefox's program, "" if none.
func firefox() string { return program("firefox-esr", "firefox") }

// needFirefox skips (fails in CI) a test without Firefox.
func needFirefox(t *testing.T) string {
	t.Helper()
	return need(t, firefox(), "firefox-esr")
}

// A Firefox page: the browser, its BiDi session and one tab, and what the
// page did.
type firefoxPage struct {
	t       *testing.T
	cmd     *exec.Cmd
	exited  chan struct{}
	stderr  *lockedBuffer
	b       *bidi
	context string // the tab's browsing context

	pageLog
}

var bidiAddress = regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)

// startFirefox starts a headless Firefox of a fresh profile with a tab of
// w x h CSS pixels, and keeps its console and the requests of its pages.
// The test's end ends it.
func startFirefox(t *testing.T, w, h int) *firefoxPage {
	t.Helper()
	exe := needFirefox(t)
	profile := t.TempDir()
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(firefoxPrefs), 0o644); err != nil {
		t.Fatal(err)
	}
	f := &firefoxPage{t: t, exited: make(chan struct{}), stderr: &lockedBuffer{}}
	f.cmd = exec.Command(exe, "--headless", "--no-remote", "--remote-debugging-port=0", "--profile", profile, "about:blank")
	// Headless, Firefox has WebGL only with an X display (GLX, through
	// Mesa's llvmpipe): without one, "WebGL creation failed: tryNativeGL
	// (): Exhausted GL driver options". A release build reads
	// services.settings.server only with MOZ_REMOTE_SETTINGS_DEVTOOLS.
	f.cmd.Env = append(os.Environ(), "MOZ_CRASHREPORTER_DISABLE=1", "MOZ_REMOTE_SETTINGS_DEVTOOLS=1", "DISPLAY="+display(t))
	endWithTest(f.cmd)
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	f.cmd.Stderr, f.cmd.Stdout = pw, f.stderr
	if err := f.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	go func() { f.cmd.Wait(); close(f.exited) }()
	t.Cleanup(f.close)

	// Firefox says its address on stderr; the rest is kept for a failure.
	found := make(chan string, 1)
	go func() {
		defer pr.Close()
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			fmt.Fprintln(f.stderr, sc.Text())
			if m := bidiAddress.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
		}
	}()
	var url string
	select {
	case url = <-found:
	case <-f.exited:
		t.Fatalf("firefox ended: %v\n%s", f.cmd.ProcessState, f.stderr)
	case <-time.After(testlimit.Scale(30 * time.Second)):
		t.Fatalf("firefox did not say its BiDi address\n%s", f.stderr)
	}
	ctx, cancel := context.WithTimeout(context.Background(), testlimit.Scale(30*time.Second))
	defer cancel()
	f.b, err = dialBiDi(ctx, url+"/session", f.event)
	if err != nil {
		t.Fatal(err)
	}
	f.call("session.new", map[string]any{"capabilities": map[string]any{}}, nil)
	f.call("session.subscribe", map[string]any{"events": []string{"log.entryAdded", "network.beforeRequestSent"}}, nil)
	var tree struct {
		Contexts []struct {
			Context string `json:"context"`
		} `json:"contexts"`
	}
	f.call("browsingContext.getTree", map[string]any{"maxDepth": 0}, &tree)
	if len(tree.Contexts) == 0 {
		t.Fatal("firefox has no tab")
	}
	f.context = tree.Contexts[0].Context
	f.call("browsingContext.setViewport", map[string]any{"context": f.context, "viewport": map[string]int{"width": w, "height": h}, "devicePixelRatio": 1}, nil)
	return f
}

// event keeps a console entry or a request.
func (f *firefoxPage) event(method string, params json.RawMessage) {
	switch method {
	case "log.entryAdded":
		var e struct {
			Level string `json:"level"`
			Text  string `json:"text"`
		}
		json.Unmarshal(params, &e)
		f.addConsole(e.Level + ": " + e.Text)
	case "network.beforeRequestSent":
		var e struct {
			Request struct {
				URL string `json:"url"`
			} `json:"request"`
		}
		json.Unmarshal(params, &e)
		f.addRequest(e.Request.URL)
	}
}

// call runs a BiDi command; an error fails the test.
func (f *firefoxPage) call(method string, params, result any) {
	f.t.Helper()
	if err := f.try(method, params, result); err != nil {
		f.t.Fatalf("%v%s", err, f.said())
	}
}

// try runs a BiDi command.
func (f *firefoxPage) try(method string, params, result any) error {
	ctx, cancel := context.WithTimeout(context.Background(), testlimit.Scale(60*time.Second))
	defer cancel()
	return f.b.call(ctx, method, params, result)
}

// close ends Firefox: politely, then not.
func (f *firefoxPage) close() {
	if f.b != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		f.b.call(ctx, "browser.close", nil, nil)
		cancel()
		f.b.Close()
	}
	select {
	case <-f.exited:
	case <-time.After(10 * time.Second):
		f.cmd.Process.Kill()
		<-f.exited
	}
}

func (f *firefoxPage) engine() string { return "firefox" }

// navigate opens url in the tab and waits for its load.
func (f *firefoxPage) navigate(url string) error {
	return f.try("browsingContext.navigate", map[string]any{"context": f.context, "url": url, "wait": "complete"}, nil)
}

// eval evaluates expr in the page; its value, as JSON, goes into v.
func (f *firefoxPage) eval(expr string, v any) error {
	var r struct {
		Type   string `json:"type"`
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	if err := f.try("script.evaluate", map[string]any{
		"expression": "JSON.stringify(" + expr + ")", "target": map[string]string{"context": f.context},
		"awaitPromise": false, "resultOwnership": "none",
	}, &r); err != nil {
		return err
	}
	if r.Type != "success" {
		return fmt.Errorf("%s: %s", expr, r.ExceptionDetails.Text)
	}
	var s string
	if err := json.Unmarshal(r.Result.Value, &s); err != nil {
		return fmt.Errorf("%s: %s is not a JSON text", expr, r.Result.Value)
	}
	return json.Unmarshal([]byte(s), v)
}

// screenshot is the tab's viewport as shown.
func (f *firefoxPage) screenshot() (image.Image, error) {
	var r struct {
		Data string `json:"data"`
	}
	if err := f.try("browsingContext.captureScreenshot", map[string]any{"context": f.context, "origin": "viewport"}, &r); err != nil {
		return nil, err
	}
	b, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		return nil, err
	}
	return png.Decode(bytes.NewReader(b))
}

// key presses (down) or lets go of a key (a WebDriver key value).
func (f *firefoxPage) key(key string, down bool) error {
	return f.try("input.performActions", map[string]any{"context": f.context, "actions": keyActions(key, down)}, nil)
}

// log is what the pages said on the console and the requests they made,
// since the last call.
func (f *firefoxPage) log() (console, requests []string) { return f.take() }

// said is Firefox's own output, for a failure.
func (f *firefoxPage) said() string {
	if s := strings.TrimSpace(f.stderr.String()); s != "" {
		return "\nfirefox says:\n" + s
	}
	return ""
}
