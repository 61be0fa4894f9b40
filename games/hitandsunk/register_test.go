package hitandsunk

import "floorfall/game"

// The tests read replays as the program does (game.Decode, game.Load): the
// game is registered, as games/hitandsunk/plug registers it (with its view and
// painter) in the program.
func init() { game.Register(Game{}) }
