package builtin

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"floorfall/games/jc2015/engine"
)

// Strategy decides a bot's command from what it sees. A strategy keeps
// state between turns (its random source) and is not safe for concurrent use.
type Strategy interface {
	Decide(v *View) engine.Command
}

var makers = []struct {
	name string
	make func(seed int64) Strategy
}{
	{"random", func(seed int64) Strategy { return &randomBot{rng: newRand(seed)} }},
	{"hunter", func(seed int64) Strategy { return newHunter(seed) }},
}

// Names lists the built-in bots: "random", "hunter".
func Names() []string {
	names := make([]string, len(makers))
	for i, m := range makers {
		names[i] = m.name
	}
	return names
}

// New returns a fresh strategy for a name. The seed drives its random
// choices; 0 means a seed from the clock.
func New(name string, seed int64) (Strategy, error) {
	for _, m := range makers {
		if m.name == name {
			return m.make(seed), nil
		}
	}
	return nil, fmt.Errorf("builtin: unknown bot %q (known: %s)", name, strings.Join(Names(), ", "))
}

func newRand(seed int64) *rand.Rand {
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	return rand.New(rand.NewPCG(uint64(seed), 0x6275696c74696e)) // "builtin"
}

// randomCommands are the commands the random bot draws from, uniformly.
var randomCommands = [...]engine.Command{engine.CmdUp, engine.CmdDown, engine.CmdLeft, engine.CmdRight, engine.CmdAttack}

// randomBot plays like the official sample AI: a uniformly random command
// among U D L R A every turn, whatever it sees.
type randomBot struct{ rng *rand.Rand }

func (r *randomBot) Decide(*View) engine.Command {
	return randomCommands[r.rng.IntN(len(randomCommands))]
}
