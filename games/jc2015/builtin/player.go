package builtin

import (
	"floorfall/bot/ask"
	"floorfall/games/jc2015/engine"
)

// NewPlayer returns the built-in bot name as a match's player run inside
// floorfall (ask.Decider), reading inputs in the given coordinate order;
// a text that does not parse is answered N. The seed drives its random
// choices (0: a seed from the clock).
func NewPlayer(name string, seed int64, order engine.Coords) (ask.Player, error) {
	st, err := New(name, seed)
	if err != nil {
		return nil, err
	}
	return ask.Decider(func(input string) string { return decide(st, input, order).String() }), nil
}
