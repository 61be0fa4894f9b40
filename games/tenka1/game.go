package tenka1

import (
	"bytes"
	"fmt"
	"time"

	"github.com/go-json-experiment/json/jsontext"

	"floorfall/game"
	"floorfall/games/tenka1/engine"
)

// Game is Tenka1 2022.
type Game struct{}

func init() { game.Register(Game{}) }

// Name is the game's name on the command line and in replays.
const Name = "tenka1-2022"

// Official limits: a turn lasts 500 ms; bots get 10 s to make their first
// call (interpreters can take seconds to start on a loaded machine).
const (
	TurnTime  = 500 * time.Millisecond
	StartTime = 10 * time.Second
)

// Info describes Tenka1 2022.
func (Game) Info() game.Info {
	return game.Info{
		Name: Name, Title: "Tenka1 2022", Tagline: "six agents paint a cube",
		MinSeats: engine.Agents, MaxSeats: engine.Agents,
		Length: fmt.Sprintf("%d turns, as the contest's (the scores count the last %d)", engine.Turns, engine.Turns-engine.ScoreFrom),
		Sends:  "bots call GET $GAME_SERVER/api/move/$TOKEN/$GAME_ID/{0-3} and are answered the cube as JSON when the turn ends",
		Ask: game.Ask{Kind: game.HTTP, ReadyTimeout: StartTime, ActionTimeout: TurnTime,
			Stateless: "the answer to every call carries the whole state (and /api/data every move played)"},
		Builtins: builtinNames,
		Demo:     []string{"greedy", "random", "greedy", "random", "greedy", "random"},
	}
}

// New starts a match: every agent in the middle of its face (the game has
// no parameters and no chance; a replay's start is the same start). The
// seed is kept in its replay: the built-in bots' choices come from it.
func (Game) New(s game.Setup) (game.Match, error) {
	if s.Seats != engine.Agents {
		return nil, fmt.Errorf("Tenka1 2022 is played by %d seats, not %d", engine.Agents, s.Seats)
	}
	for k := range s.Params {
		return nil, fmt.Errorf("Tenka1 2022 has no parameter %q", k)
	}
	if s.Initial != nil {
		if _, ok := s.Initial.(*Replay); !ok {
			return nil, fmt.Errorf("the initial replay is of %s, not Tenka1 2022", s.Initial.Game().Info().Title)
		}
	}
	return newMatch(s.Seed), nil
}

// Sniff: floorfall's Tenka1 replay has a top-level "tenka1" member (a
// file cut short after its name is still this game's, for its error).
func (Game) Sniff(data []byte) bool {
	dec := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowInvalidUTF8(true), jsontext.AllowDuplicateNames(true))
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return false
	}
	for dec.PeekKind() == '"' {
		key, err := dec.ReadToken()
		if err != nil {
			return false
		}
		if key.String() == "tenka1" {
			return true
		}
		if dec.SkipValue() != nil {
			return false
		}
	}
	return false
}
