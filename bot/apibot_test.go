//go:build unix

package bot

import (
	"net"
	"net/http"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// fakeGame is a tiny game served over HTTP, Tenka1-like: a turn request is
// GET /api/move/{token}/{game}/{dir}, dir 0-3; the game is "g1".
type fakeGame struct {
	srv *Server
}

var movePath = regexp.MustCompile(`^/api/move/([0-9a-z]+)/([0-9]+|g1)/([^/]*)$`)

func newFakeGame(t *testing.T, seats int) *fakeGame {
	t.Helper()
	g := &fakeGame{}
	srv, err := NewServer(ServerConfig{
		Seats: seats,
		Route: func(w http.ResponseWriter, r *http.Request, seatOf func(string) (int, bool)) (int, string, bool) {
			m := movePath.FindStringSubmatch(r.URL.Path)
			if m == nil || r.Method != http.MethodGet {
				w.WriteHeader(http.StatusNotFound)
				return 0, "", false
			}
			seat, ok := seatOf(m[1])
			if !ok || len(m[3]) != 1 || m[3][0] < '0' || m[3][0] > '3' {
				w.WriteHeader(http.StatusNotFound)
				return 0, "", false
			}
			if m[2] != "g1" {
				w.Write([]byte(`{"status":"invalid_game_id"}`))
				return 0, "", false
			}
			return seat, m[3], true
		},
		Busy: func(w http.ResponseWriter, r *http.Request, seat int) {
			w.Write([]byte(`{"status":"already_moved"}`))
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	g.srv = srv
	t.Cleanup(func() {
		if err := srv.Close(); err != nil {
			t.Errorf("server Close: %v", err)
		}
	})
	return g
}

// start starts the test bot of seat with script (see testbot's http mode).
func (g *fakeGame) start(t *testing.T, seat int, script string, cfg Config) *APIBot {
	t.Helper()
	cfg.Env = append(cfg.Env, "GAME_SERVER="+g.srv.URL(), "TOKEN="+g.srv.Token(seat), "GAME_ID=g1")
	a, err := g.srv.Start(seat, helperCmd(t, "http:"+script), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := a.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		for i := 0; ; i++ {
			alive := groupAlive(a.Pid())
			if len(alive) == 0 {
				break
			}
			if i == 100 {
				t.Errorf("after Close, processes %v of group %d are still alive", alive, a.Pid())
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
	})
	return a
}

var apiCfg = Config{ReadyTimeout: patientReady, ActionTimeout: testlimit.Scale(10 * time.Second)}

func TestServerAddressAndTokens(t *testing.T) {
	g := newFakeGame(t, 6)
	if !strings.HasPrefix(g.srv.URL(), "http://127.0.0.1:") || strings.HasSuffix(g.srv.URL(), "/") {
		t.Fatalf("URL %q", g.srv.URL())
	}
	seen := map[string]bool{}
	for i := 0; i < 6; i++ {
		tok := g.srv.Token(i)
		if !regexp.MustCompile(`^[0-9a-z]{32}$`).MatchString(tok) || seen[tok] {
			t.Fatalf("token %q", tok)
		}
		seen[tok] = true
		if s, ok := g.srv.seatOf(tok); !ok || s != i {
			t.Fatalf("seatOf(%q) = %d", tok, s)
		}
	}
	if _, ok := g.srv.seatOf("0" + g.srv.Token(0)); ok {
		t.Fatal("a wrong token has a seat")
	}
}

// Two bots play 30 turns: each Ask answers the previous request with the
// game's text and returns the next request's move; what a bot prints is in
// its Reply.
func TestAPIRoundTrips(t *testing.T) {
	g := newFakeGame(t, 2)
	bots := []*APIBot{g.start(t, 0, "loop", apiCfg), g.start(t, 1, "loop", apiCfg)}
	for _, a := range bots {
		if err := a.WaitReady(time.Time{}); err != nil {
			t.Fatal(err)
		}
	}
	const turns = 30
	for turn := 0; turn < turns; turn++ {
		replies := make([]Reply, len(bots))
		var wg sync.WaitGroup
		for i, a := range bots {
			wg.Go(func() { replies[i] = a.Ask("state " + strconv.Itoa(turn)) })
		}
		wg.Wait()
		for i, r := range replies {
			want := strconv.Itoa(turn % 4)
			if !r.OK || r.Status != StatusOK || r.Line != want || r.Took <= 0 {
				t.Fatalf("turn %d seat %d: %+v", turn, i, r)
			}
			// The bot printed the answer to its previous call before it
			// made this one.
			if printed := strconv.Itoa((turn+3)%4) + " 200 state " + strconv.Itoa(turn) + "\n"; turn > 0 && string(r.Stderr) != printed {
				t.Fatalf("turn %d seat %d: printed %q, want %q", turn, i, r.Stderr, printed)
			}
		}
	}
	for _, a := range bots {
		if err := a.Send("end"); err != nil {
			t.Fatal(err)
		}
	}
	for _, a := range bots {
		<-a.b.reaped // it exits once told "end"
		if a.Status() != StatusOK || a.Detail() != "ok" {
			t.Fatalf("%s: %s", a.Status(), a.Detail())
		}
		if tail := string(a.StderrTail()); !strings.HasSuffix(tail, "1 200 end\n") {
			t.Fatalf("StderrTail ends %q", tail[max(0, len(tail)-40):])
		}
	}
}

// Requests that are not a seat's turn are the game's to answer: a wrong
// token, a wrong game, a second call while one waits.
func TestAPIRequestsTheGameAnswers(t *testing.T) {
	g := newFakeGame(t, 1)
	a := g.start(t, 0, "bad,twice,m2", apiCfg)
	r := a.Ask("ignored") // no request taken yet: nothing to answer
	if !r.OK || (r.Line != "0" && r.Line != "1") || !strings.Contains(string(r.Stderr), "0 404 \n") {
		t.Fatalf("%+v", r)
	}
	// The other of the two calls is answered at once, while the first
	// waits.
	waitFor(t, 10*time.Second, "an answer already_moved", func() bool {
		return strings.Contains(string(a.StderrTail()), "already_moved")
	})
	first, printed := r.Line, string(r.Stderr)
	r = a.Ask("s1")
	if !r.OK || r.Line != "2" {
		t.Fatalf("%+v", r)
	}
	printed += string(r.Stderr)
	other := map[string]string{"0": "1", "1": "0"}[first]
	for _, want := range []string{first + " 200 s1\n", other + ` 200 {"status":"already_moved"}` + "\n"} {
		if !strings.Contains(printed, want) {
			t.Fatalf("printed %q, want %q in it", printed, want)
		}
	}
	// Requests from elsewhere: bad paths, a wrong game.
	for path, want := range map[string]string{
		"/api/move/" + g.srv.Token(0) + "/g2/1": "404 ",
		"/api/move/" + g.srv.Token(0) + "/7/1":  `200 {"status":"invalid_game_id"}`,
		"/api/move/" + g.srv.Token(0) + "/g1/4": "404 ",
		"/api/start/" + g.srv.Token(0) + "/0/0": "404 ",
	} {
		if got := get(t, g.srv.URL()+path); got != want {
			t.Errorf("%s: %q, want %q", path, got, want)
		}
	}
}

// get returns "STATUS BODY" of a GET.
func get(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var sb strings.Builder
	buf := make([]byte, 512)
	for {
		n, err := resp.Body.Read(buf)
		sb.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return strconv.Itoa(resp.StatusCode) + " " + sb.String()
}

// A bot that never calls is not ready; one late for a turn times out that
// turn only, and its late call counts for the next.
func TestAPITimeouts(t *testing.T) {
	g := newFakeGame(t, 2)
	t0 := time.Now() // ReadyTimeout counts from the start
	a := g.start(t, 0, "hang", Config{ReadyTimeout: 300 * time.Millisecond})
	if err := a.WaitReady(time.Time{}); err == nil {
		t.Fatal("ready")
	}
	withinLimit(t, time.Since(t0), 300*time.Millisecond)
	if a.Status() != StatusNotReady || a.Detail() != "made no request within 300ms" {
		t.Fatalf("%s: %s", a.Status(), a.Detail())
	}
	if r := a.Ask("x"); r.OK || r.Status != "" || r.Took != 0 {
		t.Fatalf("%+v", r)
	}

	const limit = 300 * time.Millisecond
	b := g.start(t, 1, "m1,sleep1500,m2", Config{ReadyTimeout: patientReady, ActionTimeout: limit})
	if r := b.AskWithin("", testlimit.Scale(10*time.Second)); !r.OK || r.Line != "1" {
		t.Fatalf("%+v", r)
	}
	r := b.Ask("s1") // the bot sleeps 1.5s before its next call
	if r.OK || r.Status != StatusTimeout || r.Line != "" {
		t.Fatalf("%+v", r)
	}
	withinLimit(t, r.Took, limit)
	if b.Status() != StatusOK {
		t.Fatalf("a late turn made the bot %s: %s", b.Status(), b.Detail())
	}
	printed := string(r.Stderr)
	r = b.AskWithin("s2", testlimit.Scale(10*time.Second)) // nothing to answer: s1 was
	if !r.OK || r.Line != "2" || !strings.Contains(printed+string(r.Stderr), "1 200 s1\n") {
		t.Fatalf("%+v (printed before: %q)", r, printed)
	}
}

// A bot whose process ends is exited, at the Ask that waits for it.
func TestAPIExited(t *testing.T) {
	g := newFakeGame(t, 1)
	a := g.start(t, 0, "m3,exit3", apiCfg)
	if r := a.Ask(""); !r.OK || r.Line != "3" {
		t.Fatalf("%+v", r)
	}
	r := a.Ask("s1")
	if r.OK || r.Status != StatusExited || !strings.Contains(string(r.Stderr), "3 200 s1\n") {
		t.Fatalf("%+v", r)
	}
	if a.Status() != StatusExited || a.Detail() != "ended (exited with status 3)" {
		t.Fatalf("%s: %s", a.Status(), a.Detail())
	}
	if r := a.Ask("s2"); r.OK || r.Took != 0 {
		t.Fatalf("after exit: %+v", r)
	}

	// Exiting before the first request: not ready.
	a = g.start(t, 0, "exit1", apiCfg)
	if err := a.WaitReady(time.Time{}); err == nil || a.Status() != StatusNotReady || a.Detail() != "ended before its first request (exited with status 1)" {
		t.Fatalf("%v; %s: %s", err, a.Status(), a.Detail())
	}
}

// Close answers the requests still waiting, and then nothing listens.
func TestServerClose(t *testing.T) {
	before := runtime.NumGoroutine()
	g := newFakeGame(t, 2)
	a := g.start(t, 0, "m0,m1", apiCfg)
	b := g.start(t, 1, "m0,m1", apiCfg)
	for _, x := range []*APIBot{a, b} {
		if r := x.Ask(""); !r.OK || r.Line != "0" {
			t.Fatalf("%+v", r)
		}
	}
	// Seat 0's bot is closed: a request it had waiting is answered Gone...
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	// ... and the server: seat 1's waiting request is answered Gone (503).
	addr := strings.TrimPrefix(g.srv.URL(), "http://")
	if err := g.srv.Close(); err != nil {
		t.Fatal(err)
	}
	if r := b.AskWithin("s1", testlimit.Scale(5*time.Second)); r.OK {
		t.Fatalf("after the server's Close: %+v", r)
	}
	<-b.b.reaped
	if tail := string(b.StderrTail()); !strings.Contains(tail, "0 503 \n") {
		t.Fatalf("the bot got %q", tail)
	}
	if c, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
		c.Close()
		t.Fatalf("%s still listens", addr)
	}
	b.Close()
	noGoroutineLeft(t, before)
}

// Close during an Ask ends it at once; the status stays.
func TestAPICloseDuringAsk(t *testing.T) {
	g := newFakeGame(t, 1)
	a := g.start(t, 0, "m0,hang", apiCfg)
	if r := a.Ask(""); !r.OK || r.Line != "0" {
		t.Fatalf("%+v", r)
	}
	closeEndsAsk(t, func() Reply { return a.Ask("s1") }, func() bool {
		return strings.Contains(string(a.StderrTail()), "0 200 s1")
	}, func() { a.Close() })
	if a.Status() != StatusOK {
		t.Fatalf("%s: %s", a.Status(), a.Detail())
	}
	if r := a.Ask("s2"); r.OK || r.Took != 0 {
		t.Fatalf("after Close: %+v", r)
	}
}
