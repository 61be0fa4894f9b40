package builtin

import (
	"errors"
	"strings"
	"sync"
	"time"

	"floorfall/bot"
)

// player is a built-in bot run inside floorfall, behind the same interface
// as a bot process: no process, no start-up cost. Its answers are timed
// like a process's.
type player struct {
	b   *brain
	buf []byte

	mu     sync.Mutex
	closed bool
}

// NewPlayer returns the built-in bot name as a match's player; the seed
// drives its random choices (0: a seed from the clock).
func NewPlayer(name string, seed int64) (bot.Player, error) {
	b, err := newBrain(name, seed)
	if err != nil {
		return nil, err
	}
	return &player{b: b}, nil
}

var errClosed = errors.New("builtin: closed")

// WaitReady returns at once: a built-in bot is ready when it is made.
func (p *player) WaitReady(time.Time) error {
	if p.isClosed() {
		return errClosed
	}
	return nil
}

// Ask answers one protocol text (without its final newline) with the
// bot's orders, the lines before "go".
func (p *player) Ask(input string) bot.Reply {
	if p.isClosed() {
		return bot.Reply{}
	}
	start := time.Now()
	p.buf = p.b.answer(p.buf[:0], input)
	line := strings.TrimSuffix(string(p.buf), "\n")
	var lines []string
	if line != "" {
		lines = strings.Split(line, "\n")
	}
	return bot.Reply{Line: line, Lines: lines, OK: true, Status: bot.StatusOK, Took: time.Since(start)}
}

func (p *player) Status() bot.Status { return bot.StatusOK }
func (p *player) Detail() string     { return "ok" }
func (p *player) StderrTail() []byte { return nil }

func (p *player) Close() error {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	return nil
}

func (p *player) isClosed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// brain is a bot's strategy with what it knows.
type brain struct {
	st Strategy
	s  State
}

func newBrain(name string, seed int64) (*brain, error) {
	st, err := New(name, seed)
	if err != nil {
		return nil, err
	}
	return &brain{st: st}, nil
}

// answer appends the order lines for one protocol text: none for the
// setup, for a text it cannot read, or when the strategy fails.
func (b *brain) answer(dst []byte, text string) (out []byte) {
	if err := b.s.Update(text); err != nil || b.s.Turn == 0 {
		return dst
	}
	defer func() {
		if recover() != nil {
			out = dst
		}
	}()
	return AppendOrders(dst, &b.s, b.st.Turn(&b.s))
}
