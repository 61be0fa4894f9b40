package replay

import "time"

// Limits on what a replay file may hold.
const (
	// MaxFileSize is the largest replay file read: larger ones are refused
	// without being read.
	MaxFileSize = 64 << 20
	// MaxTurnLimit is the largest turn limit a file may declare (and the
	// most turn records it may hold); it bounds the memory a game's
	// timeline takes.
	MaxTurnLimit = 100_000
	// MaxPlayers is the most players a meta may list.
	MaxPlayers = 100
	// FormatVersion is the version of the meta object this package writes
	// and reads.
	FormatVersion = 1
)

// Meta is what floorfall records beside a game's official replay, the
// same for every game; a game's codec embeds it in its own meta type (the
// JSON keys of both are one object). Its JSON is given by the struct tags
// here and in the types it holds; ReadMeta fills in the defaults of what a
// file leaves out.
type Meta struct {
	Format int `json:"format"` // FormatVersion; 0 is written as FormatVersion
	// Game is the game's name (game.Info.Name); "" is written as the
	// game of the file; a file that has none is of the game that
	// recognises it (game.Detect).
	Game      string `json:"game,omitzero"`
	Floorfall string `json:"floorfall"`     // version of floorfall that wrote the file
	Seed      *int64 `json:"seed,omitzero"` // the seed of the game's random choices, nil if its setup was given
	TurnLimit int    `json:"turnLimit"`     // 0 is written as the game's default
	// Players holds one entry a seat, in seat order.
	Players []PlayerMeta `json:"players"`
	// Turns holds optional per-turn records, in increasing turn order,
	// then seat order: at most one a seat and turn.
	Turns []TurnRecord `json:"turns,omitempty"`
	// ActionTimeout is the time each bot had to answer a turn (0: not
	// recorded); the debug panel draws it over the answer times.
	ActionTimeout time.Duration `json:"actionTimeout,omitzero"`
	// Fork, if set, says the match was played on from another one: its
	// setup and first At turns are that match's.
	Fork *ForkMeta `json:"fork,omitzero"`
}

// ForkMeta is where a match was forked from.
type ForkMeta struct {
	// From is the replay played on from: its file name when it is in the
	// same folder as this one, else its path ("" unknown).
	From string `json:"from"`
	At   int    `json:"at"` // the turn played on from: the first one played anew
	// Names are the names of the parent's seats: the players of the turns
	// before At (nil: not recorded, the seats' own names).
	Names []string `json:"names,omitempty"`
	// Parent is the parent's own fork, if it was one: the turns before
	// Parent.At were played by Parent.Names.
	Parent *ForkMeta `json:"parent,omitzero"`
}

// MaxForkDepth is the most forks a meta's fork may be nested in.
const MaxForkDepth = 64

// The statuses of a player's bot (PlayerMeta.Status).
const (
	StatusOK       = "ok"        // played the whole game
	StatusNotReady = "not-ready" // never said it was ready, or none was given (DetailNoBot): no bot plays the seat
	StatusTimeout  = "timeout"   // missed the time limit in turn StatusTurn
	StatusExited   = "exited"    // its process ended in turn StatusTurn
	// StatusInvalid: the game took no more of its answers from turn
	// StatusTurn on, for one its rules refuse (a strict official engine's
	// verdict; floorfall's runner does not give it).
	StatusInvalid = "invalid"
	// StatusCrashed: a bot run anew for every call failed a call in turn
	// StatusTurn (it could not be started, or ended with an error having
	// printed no answer); it was asked again after it.
	StatusCrashed = "crashed"
)

// DetailNoBot is the detail of a seat's status not-ready when no bot was
// given for it (fewer bots than seats): it never answers.
const DetailNoBot = "no bot command given"

func validStatus(s string) bool {
	switch s {
	case StatusOK, StatusNotReady, StatusTimeout, StatusExited, StatusCrashed, StatusInvalid:
		return true
	}
	return false
}

// PersonCommand is the command recorded for a seat a person played at the
// keyboard.
const PersonCommand = "human"

// PlayerMeta describes the bot of one seat.
type PlayerMeta struct {
	Name    string `json:"name"`
	Command string `json:"command"` // the command line that ran the bot
	Status  string `json:"status"`  // StatusOK...; "" is written as "ok"
	// StatusTurn is the turn the status began in (-1 for ok, or when it
	// began before turn 0). The player answered no turn from it on, except
	// a bot run anew for every call: it is asked again after a failed call
	// (timeout, crashed), and its status is that of its first one.
	StatusTurn int    `json:"statusTurn"`
	Detail     string `json:"detail"` // free text about the status
	// Ready is how long after every bot was launched this one said it was
	// ready, when the match waited for it (0: it was ready before its turn
	// to be waited for came, or the game has no ready line).
	Ready time.Duration `json:"ready,omitzero"`
	// Refused is how many of its orders the rules refused or found
	// invalid (game.Outcome.Refused), written by a game whose file cannot
	// tell it otherwise (Ants: its official replay keeps only the orders
	// taken; Tenka1 2022: the API's refusals); other games count them
	// from the file and write none.
	Refused int `json:"refused,omitzero"`
}

// TurnRecord is what floorfall recorded of one seat's answer in a turn.
type TurnRecord struct {
	Turn int `json:"turn"`
	// Seat is the seat that answered. A file may leave it out where the
	// game knows it (JavaChallenge2015: the seat acting in the turn):
	// it is read (with ReadOptions) as -1, and the game's codec fills it in.
	Seat   int           `json:"seat"`
	Reply  string        `json:"reply"`            // what the bot answered, raw
	Took   time.Duration `json:"took,omitzero"`    // how long the bot took; written as "1.2ms"
	Stderr string        `json:"stderr,omitempty"` // what the bot wrote on standard error meanwhile
	// Limit is the time the bot had for this answer when it is not
	// meta.actionTimeout (a setup turn's own limit, such as Ants'
	// loadtime); 0: meta.actionTimeout.
	Limit time.Duration `json:"limit,omitzero"`
	// Draw are the drawing commands the bot wrote on standard error
	// meanwhile (package draw) that were kept, as written, without the
	// "#ff " that began their lines; Dropped counts the others, by reason.
	Draw    []string   `json:"draw,omitempty"`
	Dropped []DrawDrop `json:"dropped,omitempty"`
}

// DrawDrop counts the drawing commands of a turn dropped for one reason.
type DrawDrop struct {
	Why string `json:"why"` // "off the board", "bad colour"...
	N   int    `json:"n"`
}

// Limits on a turn record's drawings.
const (
	// MaxDropReasons is the most reasons a record's Dropped lists.
	MaxDropReasons = 16
	// MaxDropWhy is the longest reason, in bytes.
	MaxDropWhy = 64
	// MaxDropped is the most commands a turn record may count dropped.
	MaxDropped = 1 << 30
)
