package tenka1

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"

	"floorfall/bot/ask"
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

// Builtin returns a built-in bot played inside floorfall (ask.Decider):
// it reads the answer text it is given each turn, as a bot would (turn 0:
// the start); a text that does not read is answered with no move.
func (Game) Builtin(name string, seat int, seed int64, s game.Setup) (ask.Player, error) {
	st, err := newStrategy(name, seed)
	if err != nil {
		return nil, err
	}
	return ask.Decider(func(input string) string {
		a, err := engine.ParseAnswer([]byte(input))
		if err != nil || a.Status != "ok" {
			return ""
		}
		if v := st.decide(&a.State, a.State.Turn == 0); v >= 0 {
			return strconv.Itoa(v)
		}
		return ""
	}), nil
}
