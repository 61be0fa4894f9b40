package builtin

import (
	"time"

	"floorfall/bot"
	"floorfall/games/jc2015/engine"
)

// player is a built-in bot run inside floorfall, behind the same interface
// as a bot process: no process, no start-up cost, nothing to time out
// under load. Its answers are timed like a process's.
type player struct {
	st    Strategy
	order engine.Coords
	bot.InProcess
}

// NewPlayer returns the built-in bot name as a match's player, reading
// inputs in the given coordinate order. The seed drives its random
// choices (0: a seed from the clock).
func NewPlayer(name string, seed int64, order engine.Coords) (bot.Player, error) {
	st, err := New(name, seed)
	if err != nil {
		return nil, err
	}
	return &player{st: st, order: order}, nil
}

// Ask decides the command for one input text. The strategy runs on the
// calling goroutine; a text that does not parse is answered N.
func (p *player) Ask(input string) bot.Reply {
	if p.Closed() {
		return bot.Reply{}
	}
	start := time.Now()
	cmd := decide(p.st, input, p.order)
	return bot.Reply{Line: cmd.String(), OK: true, Took: time.Since(start)}
}
