//go:build !js

package tenka1

import (
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"floorfall/game"
	"floorfall/games/tenka1/engine"
)

// GameID is the game id floorfall's API gives its one game ($GAME_ID).
const GameID = 1

// API serves the contest's API for one match, as game/Api.cs answered it
// (spec §6): 200 with compact JSON, no Content-Type, Access-Control-Allow-
// Origin * on every answer; 404 with an empty body for a path, token or
// number that does not fit.
//
//   - GET /api/move/{token}/{game_id}/{dir}: the seat's turn request (dir
//     0..3); {"status":"invalid_game_id"} for another game id,
//     {"status":"game_finished"} once the game is over (and to a call the
//     game will not take), {"status":"already_moved"} to a call while the
//     seat's call of the turn waits.
//   - GET /api/join/{token}: {"status":"ok","game_ids":[1]} while the game
//     runs, [] after (no rate limit).
//   - GET /api/start/{token}/{mode}/{delay}: no practice game is made: the
//     caller is told the game it is in, {"status":"started","start":S,
//     "game_id":1}, S = now + delay s, as the official server answered a
//     seat whose practice game still ran.
//   - GET /api/data/{token}/{game_id}: the moves of every turn played, in
//     the caller's order, and "user_ids" (the seats as "player N") once
//     the game is over (no rate limit).
type API struct {
	mu    sync.Mutex
	moves [][engine.Agents]int8 // shared with the match: appended only
	over  bool
	// refused counts each seat's turn requests answered 404 (a direction
	// not 0 to 3) or invalid_game_id while the game ran: Played gives
	// them to the match, after those it had when first given (a match
	// played on from another's turns: base).
	refused, base [engine.Agents]int
	given         bool
}

// API makes the API of a match.
func (Game) API(game.Setup) game.API { return &API{} }

var _ game.Served = Game{}

// Env: GAME_SERVER, TOKEN and GAME_ID, as the official runner set them.
func (*API) Env(url, token string) []string {
	return []string{"GAME_SERVER=" + url, "TOKEN=" + token, "GAME_ID=" + strconv.Itoa(GameID)}
}

// Played copies the moves played and whether the game is over.
func (a *API) Played(m game.Match) {
	tm, ok := m.(*Match)
	if !ok {
		return
	}
	a.mu.Lock()
	a.moves, a.over = tm.moves[:len(tm.moves):len(tm.moves)], tm.Over()
	if !a.given {
		a.base, a.given = tm.called, true
	}
	for seat := range tm.called {
		tm.called[seat] = a.base[seat] + a.refused[seat]
	}
	a.mu.Unlock()
}

// refuse counts a turn request of seat refused while the game runs.
func (a *API) refuse(seat int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.over && seat >= 0 && seat < engine.Agents {
		a.refused[seat]++
	}
}

func (a *API) isOver() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.over
}

// header sets what every answer has: no Content-Type, the CORS header.
func header(w http.ResponseWriter) {
	h := w.Header()
	h["Content-Type"] = nil
	h.Set("Access-Control-Allow-Origin", "*")
}

func notFound(w http.ResponseWriter) {
	header(w)
	w.WriteHeader(http.StatusNotFound)
}

func reply(w http.ResponseWriter, body string) {
	header(w)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte(body))
}

func status(w http.ResponseWriter, s string) { reply(w, `{"status":"`+s+`"}`) }

// Route reads the request target as the official server did (its raw
// path and query split at "/", each part checked by pattern).
func (a *API) Route(w http.ResponseWriter, r *http.Request, seatOf func(string) (int, bool)) (int, string, bool) {
	uri := r.RequestURI
	var rest string
	var ok bool
	for _, ep := range []string{"/api/move/", "/api/join/", "/api/start/", "/api/data/"} {
		if rest, ok = strings.CutPrefix(uri, ep); ok {
			return a.route(w, ep, strings.Split(rest, "/"), seatOf)
		}
	}
	notFound(w)
	return 0, "", false
}

func (a *API) route(w http.ResponseWriter, ep string, p []string, seatOf func(string) (int, bool)) (int, string, bool) {
	want := map[string]int{"/api/move/": 3, "/api/join/": 1, "/api/start/": 3, "/api/data/": 2}[ep]
	if len(p) != want || !isToken(p[0]) {
		notFound(w)
		return 0, "", false
	}
	seat, ok := seatOf(p[0])
	nums := make([]int, len(p)-1)
	for i, s := range p[1:] {
		n, isNum := number(s)
		if !isNum {
			if ep == "/api/move/" && ok {
				a.refuse(seat) // a seat's turn request with no direction
			}
			notFound(w)
			return 0, "", false
		}
		nums[i] = n
	}
	switch ep {
	case "/api/move/":
		if !ok {
			break
		}
		if nums[1] > 3 {
			a.refuse(seat)
			break
		}
		switch {
		case nums[0] != GameID:
			a.refuse(seat)
			status(w, "invalid_game_id")
		case a.isOver():
			status(w, "game_finished")
		default:
			return seat, p[2], true
		}
		return 0, "", false
	case "/api/join/":
		if !ok {
			break
		}
		ids := "[" + strconv.Itoa(GameID) + "]"
		if a.isOver() {
			ids = "[]"
		}
		reply(w, `{"status":"ok","game_ids":`+ids+`}`)
		return 0, "", false
	case "/api/start/":
		if nums[0] > 1 || nums[1] > 10 || !ok {
			break
		}
		start := time.Now().UnixMilli() + 1000*int64(nums[1])
		reply(w, `{"status":"started","start":`+strconv.FormatInt(start, 10)+`,"game_id":`+strconv.Itoa(GameID)+`}`)
		return 0, "", false
	case "/api/data/":
		if !ok {
			break
		}
		if nums[0] != GameID {
			status(w, "invalid_game_id")
		} else {
			reply(w, string(a.data(seat)))
		}
		return 0, "", false
	}
	notFound(w)
	return 0, "", false
}

// data is the answer of /api/data for seat.
func (a *API) data(seat int) []byte {
	a.mu.Lock()
	moves, over := a.moves, a.over
	a.mu.Unlock()
	b := []byte(`{"status":"ok","moves":[`)
	for t, mv := range moves {
		if t > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for r := range engine.Agents {
			if r > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(mv[engine.Perm[seat][r]]), 10)
		}
		b = append(b, ']')
	}
	b = append(b, `],"user_ids":[`...)
	if over {
		for r := range engine.Agents {
			if r > 0 {
				b = append(b, ',')
			}
			b = append(b, `"player `...)
			b = strconv.AppendInt(b, int64(engine.Perm[seat][r]), 10)
			b = append(b, '"')
		}
	}
	return append(b, "]}"...)
}

// isToken: ^[0-9a-z]+$.
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := range len(s) {
		if c := s[i]; (c < '0' || c > '9') && (c < 'a' || c > 'z') {
			return false
		}
	}
	return true
}

// number reads ^([0-9]|[1-9][0-9]{1,8})$.
func number(s string) (int, bool) {
	if s == "" || len(s) > 9 || len(s) > 1 && s[0] == '0' {
		return 0, false
	}
	n := 0
	for i := range len(s) {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// Answer writes a move answer with the server's time put in for "now".
func (*API) Answer(w http.ResponseWriter, seat int, body string) {
	const zero = `{"status":"ok","now":0,`
	if rest, ok := strings.CutPrefix(body, zero); ok {
		body = zero[:len(zero)-2] + strconv.FormatInt(time.Now().UnixMilli(), 10) + "," + rest
	}
	reply(w, body)
}

// Busy: the seat's call of this turn is waiting: already_moved.
func (*API) Busy(w http.ResponseWriter, r *http.Request, seat int) { status(w, "already_moved") }

// Gone: no turn will take the call (the game is over, or the seat's bot
// was given up): game_finished.
func (*API) Gone(w http.ResponseWriter, r *http.Request, seat int) { status(w, "game_finished") }
