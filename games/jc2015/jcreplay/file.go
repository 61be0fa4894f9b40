package jcreplay

import (
	"encoding/json"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

// Game is the name of the game this package's files hold.
const Game = "jc2015"

// File is a replay: the official part (Winner, Initial, Commands, Log) and
// floorfall's Meta, nil for official files.
type File struct {
	Winner  int // -1 for a draw or a game not over
	Initial engine.Placement
	// Commands holds each turn's command as the official server writes it:
	// the command that took effect, or at a fallen player's turn that
	// player's last command taken (N if it never acted), repeated with no
	// effect. Read and Write make it so whatever a file holds there (older
	// floorfall files hold N).
	Commands []engine.Command
	// Log is the official "log" value, kept as it is ("[]" when absent).
	Log  json.RawMessage
	Meta *Meta
	// PlayedOn counts the last commands of a file that goes on after an
	// all-fallen end: the official server plays on to the turn limit with
	// nobody on the board (floorfall ends the game there). Read fills it in.
	PlayedOn int
}

// TurnLimit is the turn limit of the game: the meta's, else the official
// default.
func (f *File) TurnLimit() int {
	if f.Meta != nil && f.Meta.TurnLimit > 0 {
		return f.Meta.TurnLimit
	}
	return engine.DefaultTurnLimit
}

// Meta is what floorfall records beside the official replay: the meta every
// game has (its keys inlined in the same object) and JavaChallenge2015's
// own. A Meta made in Go takes its defaults when written: a turn limit of 0
// is engine.DefaultTurnLimit, a record's seat the acting player's.
type Meta struct {
	replay.Meta
	Coords string `json:"coords"` // order sent to bots, "xy" or "rc"; "" is written as "xy"
	// Result is derived from the replay: Read fills it in (and refuses a
	// file whose result disagrees with the game); Write writes the replay's
	// result when it is the zero value, and refuses a wrong one.
	Result ResultMeta `json:"result"`
}

// ResultMeta is the outcome of the game.
type ResultMeta struct {
	Winner int           `json:"winner"` // -1 for a draw or a game not over
	Reason engine.Reason `json:"reason"` // "" if the game is not over
	Falls  []FallMeta    `json:"falls"`  // in turn order, then player order
}

// FallMeta is a player falling: in turn Turn, dropped by player By (who may
// be the player itself).
type FallMeta struct {
	Turn   int `json:"turn"`
	Player int `json:"player"`
	By     int `json:"by"`
}

// Cause is why a player whose bot has the given status (a replay.Status
// value) is forced to N: its bot timed out, or it has no bot (never ready,
// or exited). It is the one place that maps a bot's status to a cause; the
// match uses it too.
func Cause(status string) engine.Cause {
	if status == replay.StatusTimeout {
		return engine.CauseTimeout
	}
	return engine.CauseNoBot
}
