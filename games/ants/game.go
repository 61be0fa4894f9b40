package ants

import (
	"fmt"
	"io"
	"os"
	"time"

	"floorfall/bot/ask"
	"floorfall/game"
	"floorfall/games/ants/builtin"
	"floorfall/games/ants/engine"
)

// Game is Ants.
type Game struct{}

// Name is the game's name on the command line and in replays.
const Name = "ants"

// Info describes Ants.
func (Game) Info() game.Info {
	return game.Info{
		Name: Name, Title: "Ants (AI Challenge 2011)", Tagline: "gather food, raze the hills", OutBy: " by",
		MinSeats: engine.MinPlayers, MaxSeats: engine.MaxPlayers, SetupTurn: true,
		Fog:   true, // each ant sees within its view radius
		Sends: "what its ants see (water once, hills, ants, food, the dead; owners numbered as it noticed them), then go; answers lines o ROW COL N|E|S|W, then go",
		// No ready line: the setup is turn 0, answered within loadtime
		// (each Act's Limit); ReadyTimeout is the official loadtime, for
		// show. Bots keep state (the setup's parameters, the water seen):
		// a fork feeds a new bot every earlier turn first (Match.Past).
		Ask: game.Ask{Kind: game.Persistent, Until: "go", FoldCase: true,
			ReadyTimeout:  engine.DefaultLoadTime * time.Millisecond,
			ActionTimeout: engine.DefaultTurnTime * time.Millisecond,
			TurnParam:     "turntime", SetupParam: "loadtime"},
		Params:   Params,
		Builtins: builtin.Names(),
		Demo:     []string{"hunter", "officialhunter", "hunter", "random", "hunter", "officialhunter"},
	}
}

// Builtin returns a built-in bot (builtin.Names) for a seat: it learns
// the game from the texts it is sent, as a bot process does.
func (Game) Builtin(name string, seat int, seed int64, s game.Setup) (ask.Player, error) {
	return builtin.NewPlayer(name, seed)
}

// Serve runs a built-in bot over the official protocol on in and out.
func (Game) Serve(name string, seed int64, params map[string]string, args []string, in io.Reader, out io.Writer) error {
	if len(args) > 0 {
		return fmt.Errorf("an Ants bot takes no arguments (%q)", args[0])
	}
	return builtin.Serve(name, seed, in, out)
}

// New starts a match: on the start of s.Initial (an Ants replay: its map,
// parameters and recorded random outcomes, the parameters given ignored),
// else on the map file --map or a map made from the seed, with the food
// and spawn ties drawn from the seed.
func (Game) New(s game.Setup) (game.Match, error) {
	if s.Initial != nil {
		r, ok := s.Initial.(*Replay)
		if !ok {
			return nil, fmt.Errorf("the initial replay is of %s, not Ants", s.Initial.Game().Info().Title)
		}
		if s.Seats != r.Seats() {
			return nil, fmt.Errorf("the initial replay is a game of %d players, not %d", r.Seats(), s.Seats)
		}
		return r.beginning(), nil
	}
	set, err := readSettings(s.Params)
	if err != nil {
		return nil, err
	}
	var m *engine.Map
	if set.mapPath != "" {
		data, err := os.ReadFile(set.mapPath)
		if err != nil {
			return nil, fmt.Errorf("--map: %w", err)
		}
		if m, err = engine.ParseMap(string(data), set.mapPath); err != nil {
			return nil, err
		}
		if m.Players != s.Seats {
			return nil, fmt.Errorf("%s is a map for %d players, not %d", set.mapPath, m.Players, s.Seats)
		}
	} else if m, err = engine.GenerateMap(s.Seats, s.Seed); err != nil {
		return nil, err
	}
	p := set.draw(s.Seed)
	st, err := engine.New(m, p, engine.Seeded(s.Seed))
	if err != nil {
		return nil, err
	}
	if err := st.FoodError(); err != nil {
		where := "the map made from the seed"
		if set.mapPath != "" {
			where = set.mapPath
		}
		return nil, fmt.Errorf("%s: %v (the engine's food is placed by symmetry)", where, err)
	}
	return newMatch(st, true, func() *engine.State {
		start, err := engine.New(m, p, engine.Seeded(s.Seed))
		if err != nil {
			panic(err) // cannot happen: the same call succeeded
		}
		return start
	}), nil
}

// Check is New's check of s without the map made from the seed (a
// game.Checker): the settings; with a map file or an initial replay, all
// of New, which costs little then.
func (g Game) Check(s game.Setup) error {
	set, err := readSettings(s.Params)
	if err != nil || s.Initial == nil && set.mapPath == "" {
		return err
	}
	_, err = g.New(s)
	return err
}

// Sniff: an official Ants replay has a top-level "replaydata" object, or
// "challenge": "ants" (its first member, as the engine writes it: a file
// cut short after it is still this game's, for its error); a "challenge"
// of another game is not.
func (Game) Sniff(data []byte) bool {
	found := false
	for _, m := range game.SniffKeys(data, "replaydata", "challenge") {
		switch {
		case m.Key == "challenge" && m.Text != "ants":
			return false
		case m.Key == "challenge" || m.Kind == '{':
			found = true
		}
	}
	return found
}
