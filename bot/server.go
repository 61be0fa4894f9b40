package bot

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"sync"
	"time"
)

// Server serves a game's HTTP API to its bots ([APIBot]) on the loopback
// address 127.0.0.1, on a port of the system's choosing, and nowhere else.
// Each seat has a token of its own, random. The game says which requests
// are a seat's turn requests (ServerConfig.Route): such a request waits
// until the seat's player answers it (APIBot.Ask, with the game's text as
// the response body), so that a turn is one round trip of the bot's. The
// game answers every other request itself (a wrong token, a bad path, a
// call after the end).
//
// A seat has at most one turn request outstanding: another one while the
// first has not been answered is the game's to answer at once
// (ServerConfig.Busy). Close answers the requests still waiting
// (ServerConfig.Gone), closes the port and every connection.
type Server struct {
	cfg    ServerConfig
	ln     net.Listener
	srv    *http.Server
	url    string
	tokens []string
	seats  []*queue
	served chan struct{} // closed when Serve has returned
	done   chan struct{} // closed by Close

	closeOnce sync.Once
	closeErr  error
}

// ServerConfig is what a game gives a Server.
type ServerConfig struct {
	// Seats is the number of seats (tokens).
	Seats int
	// Route looks at every request. If it is a turn request of a seat
	// (right form, right token: seatOf tells a token's seat), it returns
	// the seat and what the request carries for its turn (a move: the
	// Reply's Line), and answers nothing. Otherwise it answers the request
	// with w itself and returns ok false. It is called from many
	// goroutines at once.
	Route func(w http.ResponseWriter, r *http.Request, seatOf func(token string) (seat int, ok bool)) (seat int, carried string, ok bool)
	// Answer writes the answer to a seat's turn request, body being the
	// game's text (APIBot.Ask's input). nil: status 200, the body as it is,
	// no Content-Type.
	Answer func(w http.ResponseWriter, seat int, body string)
	// Busy answers a turn request of a seat that has one outstanding
	// already. nil: status 409 with an empty body.
	Busy func(w http.ResponseWriter, r *http.Request, seat int)
	// Gone answers a turn request that will not be answered by the seat's
	// player: the seat's bot was closed (or failed), or the Server is
	// closing. nil: status 503 with an empty body.
	Gone func(w http.ResponseWriter, r *http.Request, seat int)
}

// NewServer starts serving on 127.0.0.1 (a port the system chooses) and
// makes a token for each seat.
func NewServer(cfg ServerConfig) (*Server, error) {
	if cfg.Seats <= 0 || cfg.Route == nil {
		return nil, errors.New("bot: a Server needs seats and a Route")
	}
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("bot: serving the game's API on 127.0.0.1: %w", err)
	}
	s := &Server{
		cfg:    cfg,
		ln:     ln,
		url:    "http://" + ln.Addr().String(),
		tokens: make([]string, cfg.Seats),
		seats:  make([]*queue, cfg.Seats),
		served: make(chan struct{}),
		done:   make(chan struct{}),
	}
	seen := make(map[string]bool)
	for i := range s.tokens {
		for s.tokens[i] == "" || seen[s.tokens[i]] {
			var b [16]byte
			_, _ = rand.Read(b[:]) // never fails (crypto/rand)
			s.tokens[i] = hex.EncodeToString(b[:])
		}
		seen[s.tokens[i]] = true
		s.seats[i] = newQueue()
	}
	s.srv = &http.Server{
		Handler:           http.HandlerFunc(s.serve),
		ReadHeaderTimeout: 10 * time.Second,
		ErrorLog:          log.New(io.Discard, "", 0), // bots' bad requests are not floorfall's errors
	}
	go func() {
		defer close(s.served)
		_ = s.srv.Serve(ln)
	}()
	return s, nil
}

// URL is the server's base address, "http://127.0.0.1:PORT" (no trailing
// slash).
func (s *Server) URL() string { return s.url }

// Token is seat's token: 32 characters 0-9a-f, distinct for each seat.
func (s *Server) Token(seat int) string { return s.tokens[seat] }

// seatOf returns the seat of token.
func (s *Server) seatOf(token string) (int, bool) {
	for i, t := range s.tokens {
		if t == token {
			return i, true
		}
	}
	return -1, false
}

// queue holds a seat's outstanding turn request.
type queue struct {
	mu      sync.Mutex
	waiting *request      // arrived, not yet taken by an Ask
	taken   *request      // taken by an Ask, not yet answered
	arrived bool          // a request has arrived since reset (for WaitReady)
	gone    chan struct{} // closed when the seat's bot is closed or failed
	notify  chan struct{} // a request has arrived (buffered)
}

func newQueue() *queue {
	return &queue{gone: make(chan struct{}), notify: make(chan struct{}, 1)}
}

// reset readies the queue for a new bot.
func (q *queue) reset() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.waiting, q.taken, q.arrived = nil, nil, false
	select {
	case <-q.gone:
		q.gone = make(chan struct{})
	default:
	}
}

// close makes the seat's requests, waiting or to come, answered Gone.
func (q *queue) close() {
	q.mu.Lock()
	defer q.mu.Unlock()
	select {
	case <-q.gone:
	default:
		close(q.gone)
	}
}

func (q *queue) hasArrived() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.arrived
}

func (q *queue) hasWaiting() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.waiting != nil
}

// notifyAgain signals a request to the next waiter.
func (q *queue) notifyAgain() {
	select {
	case q.notify <- struct{}{}:
	default:
	}
}

// request is a turn request waiting for its answer.
type request struct {
	carried string
	answer  chan string // the body, once (buffered)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	seat, carried, ok := s.cfg.Route(w, r, s.seatOf)
	if !ok {
		return
	}
	if seat < 0 || seat >= len(s.seats) {
		http.Error(w, "", http.StatusInternalServerError) // a Route bug
		return
	}
	q := s.seats[seat]
	req := &request{carried: carried, answer: make(chan string, 1)}
	q.mu.Lock()
	gone := q.gone
	select {
	case <-gone:
		q.mu.Unlock()
		s.gone(w, r, seat)
		return
	default:
	}
	if q.waiting != nil || q.taken != nil {
		q.mu.Unlock()
		s.busy(w, r, seat)
		return
	}
	q.waiting, q.arrived = req, true
	q.mu.Unlock()
	q.notifyAgain()

	select {
	case body := <-req.answer:
		if s.cfg.Answer != nil {
			s.cfg.Answer(w, seat, body)
		} else {
			w.Header()["Content-Type"] = nil
			_, _ = w.Write([]byte(body))
		}
		return
	case <-r.Context().Done(): // the client went away
	case <-gone:
		s.gone(w, r, seat)
	case <-s.done:
		s.gone(w, r, seat)
	}
	q.mu.Lock()
	if q.waiting == req {
		q.waiting = nil
	}
	if q.taken == req {
		q.taken = nil
	}
	q.mu.Unlock()
}

func (s *Server) busy(w http.ResponseWriter, r *http.Request, seat int) {
	if s.cfg.Busy != nil {
		s.cfg.Busy(w, r, seat)
		return
	}
	w.WriteHeader(http.StatusConflict)
}

func (s *Server) gone(w http.ResponseWriter, r *http.Request, seat int) {
	if s.cfg.Gone != nil {
		s.cfg.Gone(w, r, seat)
		return
	}
	w.WriteHeader(http.StatusServiceUnavailable)
}

// Close answers the turn requests still waiting (Gone) and stops serving:
// the port is closed, and so is every connection, once the requests in
// progress are answered (a second at most: then they are cut). It does not
// close the seats' bots. Idempotent.
func (s *Server) Close() error {
	s.closeOnce.Do(func() {
		close(s.done) // waiting requests are answered Gone
		ctx, cancel := context.WithTimeout(context.Background(), closeWait)
		defer cancel()
		if err := s.srv.Shutdown(ctx); err != nil {
			s.closeErr = s.srv.Close()
		}
		<-s.served
	})
	return s.closeErr
}

// answer answers the request the seat's last Ask took, if any, with body.
func (q *queue) answer(body string) {
	q.mu.Lock()
	req := q.taken
	q.taken = nil
	q.mu.Unlock()
	if req != nil {
		req.answer <- body // buffered: never blocks
	}
}

// take takes the waiting request, if any.
func (q *queue) take() *request {
	q.mu.Lock()
	defer q.mu.Unlock()
	req := q.waiting
	if req != nil {
		q.waiting, q.taken = nil, req
	}
	return req
}

// EndTurns answers every seat's waiting turn request Gone, and every one
// to come, without closing the seats' bots or the port: for a game that is
// over while its bots may still call (they are answered as after the
// game, and end by themselves).
func (s *Server) EndTurns() {
	for _, q := range s.seats {
		q.close()
	}
}
