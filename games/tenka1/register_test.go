package tenka1

import "floorfall/game"

// The tests read replays as the program does (game.Decode, game.Load): the
// game is registered, as games/tenka1/plug registers it (with its view and
// painter) in the program.
func init() { game.Register(Game{}) }
