package bot

import (
	"errors"
	"sync"
	"time"
)

// InProcess is a built-in bot run inside floorfall behind the same
// interface as a bot process: no process, no start-up cost, nothing to
// time out under load. decide gives the answer to one input text (run on
// the asking goroutine); its answers are timed like a process's.
func InProcess(decide func(input string) string) Player {
	return &inProcess{decide: decide}
}

type inProcess struct {
	decide func(string) string

	mu     sync.Mutex
	closed bool
}

var errInProcessClosed = errors.New("bot: closed")

// WaitReady returns at once: a built-in bot is ready when it is made.
func (p *inProcess) WaitReady(time.Time) error {
	if p.isClosed() {
		return errInProcessClosed
	}
	return nil
}

func (p *inProcess) Ask(input string) Reply {
	if p.isClosed() {
		return Reply{}
	}
	start := time.Now()
	line := p.decide(input)
	return Reply{Line: line, OK: true, Status: StatusOK, Took: time.Since(start)}
}

func (p *inProcess) Status() Status     { return StatusOK }
func (p *inProcess) Detail() string     { return "ok" }
func (p *inProcess) StderrTail() []byte { return nil }

func (p *inProcess) Close() error {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	return nil
}

func (p *inProcess) isClosed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}
