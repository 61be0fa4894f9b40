package bot

import (
	"errors"
	"sync"
	"time"
)

// InProcess is what every game's built-in bot run inside floorfall has in
// common as a Player: it is ready when made, always ok, writes no stderr,
// and once closed answers nothing. A game's player embeds it and adds Ask,
// which checks Closed first.
type InProcess struct {
	mu     sync.Mutex
	closed bool
}

// ErrClosed: the player was closed.
var ErrClosed = errors.New("closed")

// WaitReady returns at once: a built-in bot is ready when it is made.
func (p *InProcess) WaitReady(time.Time) error {
	if p.Closed() {
		return ErrClosed
	}
	return nil
}

func (p *InProcess) Status() Status     { return StatusOK }
func (p *InProcess) Detail() string     { return "ok" }
func (p *InProcess) StderrTail() []byte { return nil }

// Close marks the player closed; it is never asked again.
func (p *InProcess) Close() error {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	return nil
}

// Closed reports whether Close was called.
func (p *InProcess) Closed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// Decider is a built-in bot whose answer to an input text is decide's
// (run on the asking goroutine), timed like a process's answer.
func Decider(decide func(input string) string) Player { return &decider{decide: decide} }

type decider struct {
	InProcess
	decide func(string) string
}

func (p *decider) Ask(input string) Reply {
	if p.Closed() {
		return Reply{}
	}
	start := time.Now()
	line := p.decide(input)
	return Reply{Line: line, OK: true, Status: StatusOK, Took: time.Since(start)}
}
