package hitandsunk

import (
	"fmt"
	"io"
	"time"

	"floorfall/bot/ask"
	"floorfall/game"
	"floorfall/games/hitandsunk/builtin"
	"floorfall/games/hitandsunk/engine"
)

// Game is Hit and Sunk.
type Game struct{}

// Name is the game's name on the command line and in replays.
const Name = "hit-and-sunk"

// Info describes Hit and Sunk.
func (Game) Info() game.Info {
	return game.Info{
		Name: Name, Title: "Hit and Sunk", Tagline: "the last ship afloat", OutBy: " by",
		MinSeats: engine.MinSeats, MaxSeats: engine.MaxSeats,
		PersonPlays: true,
		// The controller's ROUNDS is a constant of its source: no run sets it.
		Length: fmt.Sprintf("at most %d rounds, a call of each ship afloat a round, as the controller's; it ends when one ship is left", engine.RoundsMax),
		Sends:  "a bot is run anew for every call: first with no argument (it prints its ship class, 1 to 5), then with one argument Round;Id;X,Y,Dir;Hull;Moves,Shots,Mines,Cooldown;Hits,Sunken,Damage;Underwater,Shield,Scan;Map (19x19) and prints its actions (M B C K A F+x+y N+x+y S R P D W)",
		// The controller set no limit; the post promised 1 s a call.
		Ask: game.Ask{Kind: game.PerCall, ActionTimeout: ask.DefaultCallTimeout,
			Stateless: "a bot is run anew for every call, the whole state in its argument"},
		Builtins: builtin.Names,
		Demo:     []string{"hunter", "hunter", "random", "passive", "peacemaker", "random"},
	}
}

// New starts a match: on the setup of s.Initial (a setup file, or a
// replay's ships, placement and orders as played; rounds past its orders
// drawn from the seed), else with placement and orders drawn from the
// seed.
func (Game) New(s game.Setup) (game.Match, error) {
	if s.Seats < engine.MinSeats || s.Seats > engine.MaxSeats {
		return nil, fmt.Errorf("Hit and Sunk is played by %d to %d players, not %d", engine.MinSeats, engine.MaxSeats, s.Seats)
	}
	if s.Initial == nil {
		return newMatch(engine.New(s.Seats, s.Seed, nil), s.Seed), nil
	}
	r, ok := s.Initial.(*Replay)
	if !ok {
		return nil, fmt.Errorf("the initial replay is of %s, not Hit and Sunk", s.Initial.Game().Info().Title)
	}
	if s.Seats != r.Seats() {
		return nil, fmt.Errorf("the initial setup is a game of %d players, not %d", r.Seats(), s.Seats)
	}
	return newMatch(engine.New(s.Seats, s.Seed, r.plan), s.Seed), nil
}

// Builtin returns a built-in bot, run inside floorfall.
func (Game) Builtin(name string, seat int, seed int64, s game.Setup) (ask.Player, error) {
	return builtin.NewPlayer(name, seed)
}

// Serve runs a built-in bot as one call of a bot program: no argument,
// the ship-choice call; one, a turn's argument.
func (Game) Serve(name string, seed int64, params map[string]string, args []string, in io.Reader, out io.Writer) error {
	if len(args) > 1 {
		return fmt.Errorf("a Hit and Sunk bot takes at most one argument, not %d", len(args))
	}
	arg := ""
	if len(args) == 1 {
		arg = args[0]
	}
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	answer, err := builtin.Answer(name, seed, arg)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(out, answer)
	return err
}

// Sniff: a file of this game says "game": "hit-and-sunk" at its top level
// (a setup file, floorfall's replay), or is a reference trace (a "setup"
// object and "calls"; gzipped or not; cut short after both began, for its
// error).
func (Game) Sniff(data []byte) bool {
	data, err := gunzip(data, "")
	if err != nil {
		return false
	}
	setup, calls := false, false
	for _, m := range game.SniffKeys(data, "game", "setup", "calls") {
		switch m.Key {
		case "game":
			return m.Text == Name
		case "setup":
			setup = m.Kind == '{'
		case "calls":
			calls = m.Kind == '['
		}
	}
	return setup && calls
}
