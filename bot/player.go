package bot

import "floorfall/bot/ask"

// What a match asks of any player and what it answers live in package ask,
// which starts no process (so that games, and the web viewer, need not
// import this package); bot names them as its own.
type (
	// Player is a seat's player as a match sees it: see [ask.Player].
	Player = ask.Player
	// Reply is the outcome of one Ask, for every kind of bot: see [ask.Reply].
	Reply = ask.Reply
	// Drawn are the drawing lines of a turn's stderr: see [ask.Drawn].
	Drawn = ask.Drawn
	// Status is what is known about a bot's behaviour so far: see [ask.Status].
	Status = ask.Status
	// InProcess is what built-in bots share as a Player: see [ask.InProcess].
	InProcess = ask.InProcess
)

// The statuses of a bot (see [ask.Status]).
const (
	StatusOK       = ask.StatusOK
	StatusNotReady = ask.StatusNotReady
	StatusTimeout  = ask.StatusTimeout
	StatusExited   = ask.StatusExited
	StatusCrashed  = ask.StatusCrashed
)

// The official limits, used where a Config leaves them zero: a persistent
// bot's ready and action limits, a PerCall bot's call limit.
const (
	DefaultReadyTimeout  = ask.DefaultReadyTimeout
	DefaultActionTimeout = ask.DefaultActionTimeout
	DefaultCallTimeout   = ask.DefaultCallTimeout
)

// ErrClosed: the player was closed.
var ErrClosed = ask.ErrClosed

// Decider is a built-in bot whose answer to an input text is decide's (see
// [ask.Decider]).
func Decider(decide func(input string) string) Player { return ask.Decider(decide) }

var _ Player = (*Bot)(nil)
