//go:build !js

package game

import "net/http"

// Served is implemented by a game whose bots call an HTTP API (Ask.Kind
// HTTP, Tenka1 2022): the runner serves one API a match on a loopback
// address (bot.Server), starts each bot with what Env gives (the
// address, the seat's token, the game), and hands each turn request to
// the seat's player as its reply; the game says what the requests are and
// how every other request is answered.
type Served interface {
	// API makes the API of one match.
	API(s Setup) API
}

// API is a match's HTTP API: Route, Answer, Busy and Gone are those of
// bot.ServerConfig, called from the server's goroutines; Env and Played
// from the runner's.
//
// A turn is one round trip of a bot's: the request the seat's player took
// in a turn is answered, when the next turn begins (or, after the last,
// with the turn's Send message), with the match's Input for the seat.
type API interface {
	// Env is the environment of a seat's bot: the server's base address
	// (no trailing slash) and the seat's token, as the game names them.
	Env(url, token string) []string
	// Route answers every request that is not a seat's turn request, and
	// says the seat and the reply of one that is (see bot.ServerConfig).
	Route(w http.ResponseWriter, r *http.Request, seatOf func(token string) (int, bool)) (seat int, carried string, ok bool)
	// Answer writes the answer to a turn request, body being the match's
	// Input for the seat.
	Answer(w http.ResponseWriter, seat int, body string)
	// Busy answers a turn request of a seat that has one waiting already.
	Busy(w http.ResponseWriter, r *http.Request, seat int)
	// Gone answers a turn request no turn will take: the seat's bot was
	// closed or failed, or the match is over.
	Gone(w http.ResponseWriter, r *http.Request, seat int)
	// Played gives the API the match before its first turn and after each
	// one (what the API needs of it is copied: m changes afterwards). Once
	// m is over, requests are answered as after the game.
	Played(m Match)
}
