package match

import (
	"errors"
	"sync"
	"time"

	"floorfall/bot"
	"floorfall/replay"
)

// Human is a seat played by a person (at the window's keyboard): its Ask
// waits, with no time limit, until the person chooses a command with Play,
// or until the match is closed. The window finds out that it is the
// person's turn, and what the person sees, with Waiting.
type Human struct {
	mu      sync.Mutex
	input   string // the turn's input while waiting; "" otherwise
	waiting bool
	choice  chan string
	closed  chan struct{}
	once    sync.Once
}

// NewHuman returns a human player, ready to be seated (see Seat).
func NewHuman() *Human {
	return &Human{choice: make(chan string, 1), closed: make(chan struct{})}
}

// Seat is a match seat played by h, named name, recorded as "human".
func (h *Human) Seat(name string) Seat {
	return Seat{Name: name, Command: replay.PersonCommand, Start: func() (bot.Player, error) { return h, nil }}
}

// Waiting reports whether the match waits for the person's command, and the
// input of that turn (what a bot would be sent). Safe from any goroutine.
func (h *Human) Waiting() (input string, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.input, h.waiting
}

// Play gives the person's answer for the turn the match waits for, as a
// bot would write it (the game's keys make it). It reports false, and does
// nothing, when the match is not waiting for the person (a key pressed out
// of turn is not kept for later).
func (h *Human) Play(answer string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.waiting {
		return false
	}
	select {
	case h.choice <- answer:
		h.waiting = false
		return true
	default: // a command is already given for this turn
		return false
	}
}

var errHumanGone = errors.New("match: the person's seat is closed")

// WaitReady returns at once: a person is ready when seated.
func (h *Human) WaitReady(time.Time) error {
	select {
	case <-h.closed:
		return errHumanGone
	default:
		return nil
	}
}

// Ask waits for the person's command, however long it takes, or for Close.
func (h *Human) Ask(input string) bot.Reply {
	start := time.Now()
	h.mu.Lock()
	h.input, h.waiting = input, true
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		h.input, h.waiting = "", false
		h.mu.Unlock()
	}()
	select {
	case c := <-h.choice:
		return bot.Reply{Line: c, OK: true, Took: time.Since(start)}
	case <-h.closed:
		return bot.Reply{Took: time.Since(start)}
	}
}

// Person marks h a person (see Person).
func (h *Human) Person() {}

func (h *Human) Status() bot.Status { return bot.StatusOK }
func (h *Human) Detail() string     { return "ok" }
func (h *Human) StderrTail() []byte { return nil }

// Close ends an Ask in progress (the match is over or abandoned).
func (h *Human) Close() error {
	h.once.Do(func() { close(h.closed) })
	return nil
}
