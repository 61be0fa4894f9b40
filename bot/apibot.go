package bot

import (
	"fmt"
	"sync"
	"time"
)

// APIBot is a bot process that plays by calling a game's HTTP API served
// by a [Server] (Tenka1's way), started by [Server.Start] with the
// variables the game names in its environment (Config.Env: the server's
// URL, the seat's token, a game id). It reads nothing on stdin
// (/dev/null); what it prints on stdout and stderr, one pipe, is kept per
// turn as a persistent bot's stderr is (Reply.Stderr, StderrTail). Its
// process is run and closed as a persistent bot's is: its own process
// group, on Linux the subreaper's sweep of its descendants, nothing left
// running after Close.
//
// A turn is a round trip of the bot's: Ask answers the turn request the
// previous Ask took (the game's text as the body), then waits for the
// bot's next turn request and returns what it carries.
//
// Statuses: not-ready if it made no turn request within ReadyTimeout of
// its start (or exited first); exited if its process ended (noticed by an
// Ask that waits for a request); in both cases it is killed and never
// asked again. A call that times out is no failure of the bot (a late
// request counts for the next Ask, as a late call counted for the turn
// then running on Tenka1's server): its Reply has Status timeout, the
// bot's Status stays ok.
type APIBot struct {
	b    *Bot
	q    *queue
	srv  *Server
	seat int

	mu       sync.Mutex
	ready    int // 0 not checked yet, 1 ready, -1 not ready
	readyErr error
}

var _ Player = (*APIBot)(nil)

// Start starts command (see Split) as the bot of seat, with cfg (Env should
// tell it the server's URL, its token and the game). It returns the errors
// of [Start].
func (s *Server) Start(seat int, command string, cfg Config) (*APIBot, error) {
	if seat < 0 || seat >= len(s.seats) {
		return nil, fmt.Errorf("bot: seat %d of a server of %d seats", seat, len(s.seats))
	}
	args, err := split(command)
	if err != nil {
		return nil, splitError(err)
	}
	q := s.seats[seat]
	q.reset()
	b, err := launch(args, cfg, ioNone)
	if err != nil {
		q.close()
		return nil, err
	}
	return &APIBot{b: b, q: q, srv: s, seat: seat}, nil
}

// Pid is the process id of the bot, which is also its process group id.
func (a *APIBot) Pid() int { return a.b.pid }

// WaitReady waits until the bot has made its first turn request (without
// taking it: the first Ask returns it), at most until deadline; a zero
// deadline means ReadyTimeout after its start. On failure (no request in
// time, or the process exited first) the status becomes not-ready and the
// bot is killed. Calling it again returns the same result.
func (a *APIBot) WaitReady(deadline time.Time) error {
	a.mu.Lock()
	if a.ready != 0 {
		defer a.mu.Unlock()
		return a.readyErr
	}
	a.mu.Unlock()
	b := a.b
	if deadline.IsZero() {
		deadline = b.started.Add(b.cfg.ReadyTimeout)
	}
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	var reason string
	addExit := false
	for reason == "" && !a.q.hasArrived() {
		select {
		case <-a.q.notify:
			a.q.notifyAgain() // for the Ask that takes it
		case <-b.reaped:
			if a.q.hasArrived() {
				continue
			}
			if b.isClosed() {
				return errClosed
			}
			reason, addExit = "ended before its first request", true
		case <-t.C:
			reason = "made no request within " + b.cfg.ReadyTimeout.String()
		}
	}
	var err error
	if reason != "" {
		a.fail(StatusNotReady, reason, addExit)
		b.takeStderr() // what it wrote stays in StderrTail only
		err = fmt.Errorf("bot: not ready: %s", reason)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.ready == 0 {
		a.ready, a.readyErr = 1, nil
		if err != nil {
			a.ready, a.readyErr = -1, err
		}
	}
	return a.readyErr
}

// Ask answers the turn request the previous Ask took (if any, and if its
// client still waits) with input as the body, then waits, within
// ActionTimeout, for the bot's next turn request and returns what it
// carries (the first Ask returns the first request, made before). It calls
// WaitReady first if that has not been done. Once the bot has failed or
// been closed, it returns at once a Reply with OK false.
func (a *APIBot) Ask(input string) Reply { return a.AskWithin(input, 0) }

// AskWithin is Ask with a time limit of its own (<= 0: ActionTimeout).
func (a *APIBot) AskWithin(input string, limit time.Duration) Reply {
	b := a.b
	if limit <= 0 {
		limit = b.cfg.ActionTimeout
	}
	if !a.usable() {
		return Reply{}
	}
	start := time.Now()
	a.q.answer(input)
	var t *time.Timer
	for {
		if req := a.q.take(); req != nil {
			if t != nil {
				t.Stop()
			}
			r := Reply{Line: req.carried, OK: true, Status: StatusOK, Took: time.Since(start)}
			r.Stderr, r.Drawn = b.takeTurn()
			return r
		}
		if t == nil {
			t = time.NewTimer(time.Until(start.Add(limit)))
			defer t.Stop()
		}
		select {
		case <-a.q.notify:
		case <-b.reaped:
			if a.q.hasWaiting() {
				continue // it made its request, then ended: the next Ask fails
			}
			if b.isClosed() {
				r := Reply{Took: time.Since(start)}
				r.Stderr, r.Drawn = b.takeTurn()
				return r
			}
			a.fail(StatusExited, "ended", true)
			r := Reply{Status: StatusExited, Took: time.Since(start)}
			r.Stderr, r.Drawn = b.takeTurn()
			return r
		case <-t.C:
			r := Reply{Status: StatusTimeout, Took: time.Since(start)}
			r.Stderr, r.Drawn = b.takeTurn()
			return r
		}
	}
}

// Send answers the turn request the previous Ask took (if any) with input
// as the body, and waits for nothing: for the last answer of a game.
func (a *APIBot) Send(input string) error {
	if a.b.isClosed() {
		return errClosed
	}
	a.q.answer(input)
	return nil
}

func (a *APIBot) usable() bool {
	b := a.b
	b.mu.Lock()
	usable := b.status == StatusOK && !b.closed
	b.mu.Unlock()
	a.mu.Lock()
	ready := a.ready
	a.mu.Unlock()
	return usable && (ready == 1 || ready == 0 && a.WaitReady(time.Time{}) == nil)
}

// fail records a failure of the bot (see Bot.fail): its requests are
// answered Gone from now on.
func (a *APIBot) fail(status Status, reason string, addExit bool) {
	if addExit {
		a.b.waitReaped(5 * time.Millisecond)
	}
	a.b.fail(status, reason, addExit)
	a.q.close()
}

// Status reports the bot's status (see APIBot).
func (a *APIBot) Status() Status { return a.b.Status() }

// Detail describes the status for people: "made no request within 10s",
// "ended (exited with status 1)".
func (a *APIBot) Detail() string { return a.b.Detail() }

// StderrTail returns the last StderrTailMax bytes the bot printed (stdout
// and stderr).
func (a *APIBot) StderrTail() []byte { return a.b.StderrTail() }

// Close answers its waiting requests Gone and closes the bot as
// [Bot.Close] does: an Ask in progress returns soon after with OK false.
func (a *APIBot) Close() error {
	a.q.close()
	return a.b.Close()
}

func (b *Bot) isClosed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.closed
}

// WaitExit waits until the bot's process has ended by itself, at most
// until deadline, and reports whether it has (a game over, its bots end on
// their own once told so).
func (a *APIBot) WaitExit(deadline time.Time) bool {
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case <-a.b.reaped:
		return true
	case <-t.C:
		return false
	}
}
