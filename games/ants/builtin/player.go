package builtin

import (
	"strings"
	"time"

	"floorfall/bot/ask"
)

// player is a built-in bot run inside floorfall, behind the same interface
// as a bot process: no process, no start-up cost. Its answers are timed
// like a process's.
type player struct {
	b   *brain
	buf []byte
	ask.InProcess
}

// NewPlayer returns the built-in bot name as a match's player; the seed
// drives its random choices (0: a seed from the clock).
func NewPlayer(name string, seed int64) (ask.Player, error) {
	b, err := newBrain(name, seed)
	if err != nil {
		return nil, err
	}
	return &player{b: b}, nil
}

// Ask answers one protocol text (without its final newline) with the
// bot's orders, the lines before "go".
func (p *player) Ask(input string) ask.Reply {
	if p.Closed() {
		return ask.Reply{}
	}
	start := time.Now()
	p.buf = p.b.answer(p.buf[:0], input)
	line := strings.TrimSuffix(string(p.buf), "\n")
	var lines []string
	if line != "" {
		lines = strings.Split(line, "\n")
	}
	return ask.Reply{Line: line, Lines: lines, OK: true, Status: ask.StatusOK, Took: time.Since(start)}
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
