package replay

import (
	"encoding/json"
	"time"

	"floorfall/games/jc2015/engine"
)

// Limits on what a replay file may hold.
const (
	// MaxFileSize is the largest replay file read: larger ones are refused
	// without being read.
	MaxFileSize = 64 << 20
	// MaxTurnLimit is the largest turn limit a file may declare; it bounds
	// the memory a Timeline takes.
	MaxTurnLimit = 100_000
	// FormatVersion is the version of the meta object this package writes
	// and reads.
	FormatVersion = 1
	// Game is the name of the game this package's files hold.
	Game = "jc2015"
)

// File is a replay: the official part (Winner, Initial, Commands, Log) and
// floorfall's Meta, nil for official files.
type File struct {
	Winner  int // -1 for a draw or a game not over
	Initial engine.Placement
	// Commands holds the command that took effect in each turn; N for a
	// fallen player's turn (the official server repeats that player's last
	// command there: Read turns it into N).
	Commands []engine.Command
	// Log is the official "log" value, kept as it is ("[]" when absent).
	Log  json.RawMessage
	Meta *Meta
	// Dropped counts the commands Read dropped after an all-fallen end (the
	// official server plays on to the turn limit then). Not written back.
	Dropped int
}

// TurnLimit is the turn limit of the game: the meta's, else the official
// default.
func (f *File) TurnLimit() int {
	if f.Meta != nil && f.Meta.TurnLimit > 0 {
		return f.Meta.TurnLimit
	}
	return engine.DefaultTurnLimit
}

// Meta is what floorfall records beside the official replay. Its JSON is
// given by the struct tags here and in the types it holds; Read fills in the
// defaults of what a file leaves out (see readMeta).
type Meta struct {
	Format int `json:"format"` // FormatVersion; 0 is written as FormatVersion
	// Game is the game's name (game.Info.Name); "" is written as the
	// game of the file, and a file that has none is JavaChallenge2015's.
	Game      string `json:"game,omitzero"`
	Floorfall string `json:"floorfall"`     // version of floorfall that wrote the file
	Seed      *int64 `json:"seed,omitzero"` // placement seed, nil if the placement was given
	TurnLimit int    `json:"turnLimit"`     // 0 is written as engine.DefaultTurnLimit
	Coords    string `json:"coords"`        // order sent to bots, "xy" or "rc"; "" is written as "xy"
	// Players holds one entry a seat, in seat order.
	Players []PlayerMeta `json:"players"`
	// Result is derived from the replay: Read fills it in (and refuses a
	// file whose result disagrees with the game); Write writes the replay's
	// result when it is the zero value, and refuses a wrong one.
	Result ResultMeta `json:"result"`
	// Turns holds optional per-turn records, in increasing turn order.
	Turns []TurnRecord `json:"turns,omitempty"`
	// ActionTimeout is the time each bot had to answer a turn (0: not
	// recorded); the debug panel draws it over the answer times.
	ActionTimeout time.Duration `json:"actionTimeout,omitzero"`
	// Fork, if set, says the match was played on from another one: its
	// placement and first At commands are that match's.
	Fork *ForkMeta `json:"fork,omitzero"`
}

// ForkMeta is where a match was forked from.
type ForkMeta struct {
	From string `json:"from"` // the replay played on from, its file name ("" unknown)
	At   int    `json:"at"`   // the turn played on from: the first one played anew
}

// The statuses of a player's bot (PlayerMeta.Status).
const (
	StatusOK       = "ok"        // played the whole game
	StatusNotReady = "not-ready" // never said READY: no bot plays the seat
	StatusTimeout  = "timeout"   // missed the time limit in turn StatusTurn
	StatusExited   = "exited"    // its process ended in turn StatusTurn
)

func validStatus(s string) bool {
	switch s {
	case StatusOK, StatusNotReady, StatusTimeout, StatusExited:
		return true
	}
	return false
}

// PlayerMeta describes the bot of one seat.
type PlayerMeta struct {
	Name    string `json:"name"`
	Command string `json:"command"` // the command line that ran the bot
	Status  string `json:"status"`  // StatusOK...; "" is written as "ok"
	// StatusTurn is the turn the status began in (-1 for ok, or when it
	// began before turn 0). Every turn of that player from it on took N.
	StatusTurn int    `json:"statusTurn"`
	Detail     string `json:"detail"` // free text about the status
	// Ready is how long after every bot was launched this one said it was
	// ready, when the match waited for it (0: it was ready before its turn
	// to be waited for came, or the game has no ready line).
	Ready time.Duration `json:"ready,omitzero"`
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

// TurnRecord is what floorfall recorded of one turn.
type TurnRecord struct {
	Turn int `json:"turn"`
	// Seat is the seat that answered; in a file that has none, the seat
	// that acted in the turn.
	Seat   int           `json:"seat"`
	Reply  string        `json:"reply"`            // the line the bot answered, raw
	Took   time.Duration `json:"took,omitzero"`    // how long the bot took; written as "1.2ms"
	Stderr string        `json:"stderr,omitempty"` // what the bot wrote on standard error meanwhile
}
