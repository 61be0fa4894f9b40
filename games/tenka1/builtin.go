package tenka1

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"
	"time"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/games/tenka1/engine"
)

// The built-in bots: still and random are the practice modes' other
// seats (never moving; a uniformly random move every turn); sample is the
// official samples' strategy (a random first move, then the move that
// owns the most cells after it, ties drawn); greedy looks three moves
// ahead and values hurting the others too (engine.Lookahead), ties drawn.
var builtinNames = []string{"still", "random", "sample", "greedy"}

// strategy chooses a move from an answer as the seat sees it.
type strategy struct {
	name string
	rng  *rand.Rand
	best []int
}

func newStrategy(name string, seed int64) (*strategy, error) {
	switch name {
	case "still", "random", "sample", "greedy":
	default:
		return nil, fmt.Errorf("Tenka1 2022 has no built-in bot %q (there are still, random, sample, greedy)", name)
	}
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	return &strategy{name: name, rng: rand.New(rand.NewPCG(uint64(seed), 0x7e4a1))}, nil
}

// decide is the move for an answer (-1: none); first: no answer yet.
func (st *strategy) decide(s *engine.State, first bool) int {
	switch {
	case st.name == "still":
		return -1
	case st.name == "random" || first:
		return st.rng.IntN(4)
	}
	if st.name == "sample" {
		st.best = engine.Greedy(st.best[:0], s)
	} else {
		st.best = engine.Lookahead(st.best[:0], s)
	}
	return st.best[st.rng.IntN(len(st.best))]
}

// Builtin returns a built-in bot played inside floorfall: it reads the
// answer text it is given each turn, as a bot would.
func (Game) Builtin(name string, seat int, seed int64, s game.Setup) (bot.Player, error) {
	st, err := newStrategy(name, seed)
	if err != nil {
		return nil, err
	}
	return &player{st: st}, nil
}

// player is a built-in bot as a match's player.
type player struct {
	st *strategy

	mu     sync.Mutex
	closed bool
}

var errClosed = errors.New("tenka1: closed")

func (p *player) WaitReady(time.Time) error {
	if p.isClosed() {
		return errClosed
	}
	return nil
}

// Ask decides the move for the answer text (turn 0: the start); a text
// that does not read is answered with no move.
func (p *player) Ask(input string) bot.Reply {
	if p.isClosed() {
		return bot.Reply{}
	}
	start := time.Now()
	a, err := engine.ParseAnswer([]byte(input))
	v := -1
	if err == nil && a.Status == "ok" {
		v = p.st.decide(&a.State, a.State.Turn == 0)
	}
	line := ""
	if v >= 0 {
		line = strconv.Itoa(v)
	}
	return bot.Reply{Line: line, OK: true, Status: bot.StatusOK, Took: time.Since(start)}
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
