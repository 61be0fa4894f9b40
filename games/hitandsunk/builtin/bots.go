package builtin

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"

	"floorfall/bot/ask"
)

// Names are the built-in bots.
var Names = []string{"hunter", "peacemaker", "random", "passive"}

// strategy answers one call: arg "" is the ship-choice call.
type strategy func(arg string, r *rand.Rand) string

var strategies = map[string]strategy{
	"hunter":     hunter,
	"peacemaker": peacemaker,
	"random":     random,
	"passive":    passive,
}

// Answer is bot name's answer to one call with argument arg (""
// for the ship-choice call), its choices drawn from seed and arg.
func Answer(name string, seed int64, arg string) (string, error) {
	st, ok := strategies[name]
	if !ok {
		return "", fmt.Errorf("no built-in bot %q (there are %s)", name, strings.Join(Names, ", "))
	}
	h := fnv.New64a()
	h.Write([]byte(arg))
	return st(arg, rand.New(rand.NewPCG(uint64(seed), h.Sum64()))), nil
}

// player is a built-in bot as a match's player: no process, no start-up
// cost; its answers are timed like a process's.
type player struct {
	name string
	seed int64

	mu     sync.Mutex
	closed bool
}

// NewPlayer returns the built-in bot name as a match's player.
func NewPlayer(name string, seed int64) (ask.Player, error) {
	if !slices.Contains(Names, name) {
		return nil, fmt.Errorf("no built-in bot %q (there are %s)", name, strings.Join(Names, ", "))
	}
	return &player{name: name, seed: seed}, nil
}

var errClosed = errors.New("builtin: closed")

func (p *player) WaitReady(time.Time) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return errClosed
	}
	return nil
}

// Ask answers a call whose argument is input.
func (p *player) Ask(input string) ask.Reply {
	p.mu.Lock()
	closed := p.closed
	p.mu.Unlock()
	if closed {
		return ask.Reply{}
	}
	start := time.Now()
	out, _ := Answer(p.name, p.seed, input)
	return ask.Reply{Line: out, OK: true, Status: ask.StatusOK, Took: time.Since(start)}
}

func (p *player) Status() ask.Status { return ask.StatusOK }
func (p *player) Detail() string     { return "ok" }
func (p *player) StderrTail() []byte { return nil }

func (p *player) Close() error {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	return nil
}

// passive chooses a carrier and waits.
func passive(arg string, _ *rand.Rand) string {
	if arg == "" {
		return "5"
	}
	return "W"
}

// random chooses a class at random, then plays one to three random
// letters, with offsets within reach.
func random(arg string, r *rand.Rand) string {
	if arg == "" {
		return fmt.Sprint(1 + r.IntN(5))
	}
	var b strings.Builder
	for range 1 + r.IntN(3) {
		c := "MBCKFNSAPDR"[r.IntN(11)]
		b.WriteByte(c)
		switch c {
		case 'F':
			offset(&b, r.IntN(15)-7, r.IntN(15)-7)
		case 'N':
			offset(&b, r.IntN(3)-1, r.IntN(3)-1)
		}
	}
	return b.String()
}
