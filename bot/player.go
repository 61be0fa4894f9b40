package bot

import "time"

// Player is a seat's player as a match sees it: a bot process ([Bot]), a
// built-in bot run inside floorfall, or a person at the keyboard. A match
// waits for each player to be ready, asks the acting one for its answer
// each turn, and closes them all at the end.
//
// The rules for a Player are those of [Bot]: WaitReady and Ask are called
// from one goroutine at a time; Status, Detail, StderrTail and Close from
// any goroutine at any time. Close ends an Ask or a WaitReady in progress
// soon after (that is how a match stops a player that waits for a person).
type Player interface {
	// WaitReady waits until the player is ready to be asked, at most until
	// deadline (zero: the player's own default). On failure the status
	// becomes not-ready.
	WaitReady(deadline time.Time) error
	// Ask sends one turn's input (without its final newline) and returns
	// the answer. A failed or closed player answers at once with OK false.
	Ask(input string) Reply
	// Status is what is known of the player's behaviour so far.
	Status() Status
	// Detail says why the status is what it is, for people.
	Detail() string
	// StderrTail is the end of what the player wrote for diagnostics.
	StderrTail() []byte
	// Close releases the player (kills a process and its group).
	Close() error
}

var _ Player = (*Bot)(nil)
