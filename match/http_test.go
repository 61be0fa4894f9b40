package match

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/internal/testlimit"
	"floorfall/replay"
)

// httpGame is echoGame with its bots calling an HTTP API (game.Served):
// GET /api/move/{token}/7/{move} is a turn request carrying the move; a
// seat with a request waiting is answered 409 "busy", and once the game is
// over (or the seat's bot gone) a request is answered "end".
type httpGame struct{ echoGame }

func (g httpGame) API(game.Setup) game.API { return &echoAPI{} }

type echoAPI struct {
	mu   sync.Mutex
	over bool
	seen []int // the turn counts Played was given
	url  string
}

func (a *echoAPI) Env(url, token string) []string {
	a.mu.Lock()
	a.url = url
	a.mu.Unlock()
	return []string{"GAME_SERVER=" + url, "TOKEN=" + token, "GAME_ID=7"}
}

func (a *echoAPI) Route(w http.ResponseWriter, r *http.Request, seatOf func(string) (int, bool)) (int, string, bool) {
	p := strings.Split(strings.TrimPrefix(r.URL.Path, "/api/move/"), "/")
	seat, ok := 0, false
	if len(p) == 3 && p[1] == "7" {
		seat, ok = seatOf(p[0])
	}
	a.mu.Lock()
	over := a.over
	a.mu.Unlock()
	switch {
	case !ok:
		w.WriteHeader(http.StatusNotFound)
	case over:
		w.Write([]byte("end"))
	default:
		return seat, p[2], true
	}
	return 0, "", false
}

func (a *echoAPI) Answer(w http.ResponseWriter, seat int, body string) { w.Write([]byte(body)) }
func (a *echoAPI) Busy(w http.ResponseWriter, r *http.Request, seat int) {
	w.WriteHeader(http.StatusConflict)
	w.Write([]byte("busy"))
}
func (a *echoAPI) Gone(w http.ResponseWriter, r *http.Request, seat int) { w.Write([]byte("end")) }
func (a *echoAPI) Played(m game.Match) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.seen = append(a.seen, m.Turn())
	a.over = m.Over()
}

// stderrOf is everything a seat's records hold of its output.
func stderrOf(turns []replay.TurnRecord, seat int) string {
	var b strings.Builder
	for _, rec := range turns {
		if rec.Seat == seat {
			b.WriteString(rec.Stderr)
		}
	}
	return b.String()
}

// Bots that call an HTTP API: each is started with the server's address,
// a token of its own and the game; a turn request is the seat's reply; a
// wrong token is answered 404 and a second request while one waits the
// game's way (409 here), neither a reply; a bot that exits or stops
// calling stands still (its status says which), one that calls forever
// hears the game is over; at the end no bot is left and the port is
// closed.
func TestHTTPBots(t *testing.T) {
	mark := newMark(t)
	g := httpGame{echoGame{ask: game.Ask{Kind: game.HTTP}, turns: 6}}
	cfg := Config{Game: g, Seats: []Seat{
		{Command: helperCmd(t, mark, "http:sleep300,loop")}, // the others call first
		{Command: helperCmd(t, mark, "http:mx,exit3")},
		{Command: helperCmd(t, mark, "http:bad,twice,hang")},
		{}, // no bot: stands still
	}, Bot: bot.Config{ActionTimeout: testlimit.Scale(300 * time.Millisecond), ReadyTimeout: testlimit.Scale(10 * time.Second)}}
	r, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	api := r.api.api.(*echoAPI)
	for {
		if _, ok := r.Next(context.Background()); !ok {
			break
		}
	}
	m := r.Match().(*echoMatch)
	meta := *r.meta
	r.Close()
	want := [][]string{
		{"0", "1", "2", "3", "0", "1"},
		{"x", "!exited", "!exited", "!exited", "!exited", "!exited"},
		{"0", "!timeout", "!timeout", "!timeout", "!timeout", "!timeout"},
		{"!no-bot", "!no-bot", "!no-bot", "!no-bot", "!no-bot", "!no-bot"},
	}
	for seat := range want {
		if strings.Join(m.answers[seat], " ") != strings.Join(want[seat], " ") {
			t.Errorf("seat %d: replies %q, want %q", seat, m.answers[seat], want[seat])
		}
	}
	ps := meta.Players
	if ps[0].Status != "ok" || ps[1].Status != "exited" || ps[1].StatusTurn != 1 || ps[2].Status != "ok" || ps[3].Status != "not-ready" {
		t.Errorf("statuses %+v", ps)
	}
	// The loop bot was answered each turn's input, then "end".
	out0 := stderrOf(meta.Turns, 0)
	for _, s := range []string{"0 200 turn 1 seat 0\n", "0 200 turn 5 seat 0\n"} {
		if !strings.Contains(out0, s) {
			t.Errorf("seat 0 printed %q, no %q", out0, s)
		}
	}
	out2 := stderrOf(meta.Turns, 2)
	for _, s := range []string{"0 404 \n", "1 409 busy\n", "0 200 turn 1 seat 2\n"} {
		if !strings.Contains(out2, s) {
			t.Errorf("seat 2 printed %q, no %q", out2, s)
		}
	}
	if fmt.Sprint(api.seen) != "[0 1 2 3 4 5 6]" {
		t.Errorf("Played was given turns %v", api.seen)
	}
	if c, err := net.DialTimeout("tcp", strings.TrimPrefix(api.url, "http://"), time.Second); err == nil {
		c.Close()
		t.Errorf("%s still listens after the match", api.url)
	}
	checkNoneLeft(t, mark)
}

// A bot's first call begins the match; one that makes none within the
// ready limit is given up (not-ready) and the match plays without it. A
// call that comes after its turn's time counts for the turn then running,
// as on Tenka1's server.
func TestHTTPStartAndLateCalls(t *testing.T) {
	mark := newMark(t)
	g := httpGame{echoGame{ask: game.Ask{Kind: game.HTTP}, turns: 4}}
	cfg := Config{Game: g, Seats: []Seat{
		{Command: helperCmd(t, mark, "http:loop")},
		// Late in turn 1 (its call after the limit of 1 s), on time in
		// turn 2 (which began at that limit): half a second of slack on
		// each side, for a loaded machine.
		{Command: helperCmd(t, mark, "http:m0,sleep1500,m2,m3")},
		{Command: helperCmd(t, mark, "sleep")}, // never calls
	}, Bot: bot.Config{ActionTimeout: time.Second, ReadyTimeout: 3 * time.Second}}
	start := time.Now()
	r, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if took := time.Since(start); took < 3*time.Second {
		t.Errorf("started after %v, before the ready limit of the bot that never calls", took)
	}
	for {
		if _, ok := r.Next(context.Background()); !ok {
			break
		}
	}
	m := r.Match().(*echoMatch)
	if got := strings.Join(m.answers[1], " "); got != "0 !timeout 2 3" {
		t.Errorf("the late bot's replies: %s, want 0 !timeout 2 3", got)
	}
	if ps := r.meta.Players; ps[2].Status != "not-ready" || ps[1].Status != "ok" {
		t.Errorf("statuses %+v", ps)
	}
	r.Close()
	checkNoneLeft(t, mark)
}

// --pace official: each turn lasts its time on the wall clock, even when
// every bot has called.
func TestHTTPOfficialPace(t *testing.T) {
	mark := newMark(t)
	g := httpGame{echoGame{ask: game.Ask{Kind: game.HTTP}, turns: 5}}
	cfg := Config{Game: g, Pace: Official, Seats: []Seat{
		{Command: helperCmd(t, mark, "http:loop")}, {Command: helperCmd(t, mark, "http:loop")},
	}, Bot: bot.Config{ActionTimeout: 400 * time.Millisecond, ReadyTimeout: testlimit.Scale(10 * time.Second)}}
	r, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	start := time.Now()
	for {
		if _, ok := r.Next(context.Background()); !ok {
			break
		}
	}
	if took := time.Since(start); took < 2*time.Second {
		t.Errorf("5 turns of 400 ms took %v", took)
	}
	if got := strings.Join(r.Match().(*echoMatch).answers[0], " "); got != "0 1 2 3 0" {
		t.Errorf("replies %s", got)
	}
	if _, err := ParsePace("slow"); err == nil {
		t.Error("pace slow")
	}
}
