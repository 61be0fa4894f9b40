package engine

// Command is a command as taken: 'U', 'D', 'L', 'R', 'A' or 'N'.
type Command byte

// The six commands.
const (
	CmdUp     Command = 'U'
	CmdDown   Command = 'D'
	CmdLeft   Command = 'L'
	CmdRight  Command = 'R'
	CmdAttack Command = 'A'
	CmdNone   Command = 'N'
)

// String is the one-letter string of the command (it does not allocate).
func (c Command) String() string { return string([]byte{byte(c)}) }

// ValidCommand reports whether c is one of U D L R A N.
func ValidCommand(c byte) bool {
	switch Command(c) {
	case CmdUp, CmdDown, CmdLeft, CmdRight, CmdAttack, CmdNone:
		return true
	}
	return false
}

// Cause says why the command taken is N although the bot did not say N.
type Cause string

// The causes of a forced N.
const (
	CauseNone    Cause = ""        // the command is the bot's own
	CauseWaiting Cause = "waiting" // the player was waiting after an attack
	CauseInvalid Cause = "invalid" // the answer was not one of U D L R A N
	CauseTimeout Cause = "timeout" // the bot did not answer in time (this turn or before)
	CauseNoBot   Cause = "no-bot"  // no bot plays this seat (not ready, exited, none given)
	CauseFallen  Cause = "fallen"  // the player is no longer on the board
)

// Action is what the acting player's bot did in a turn.
type Action struct {
	// Reply is the line the bot answered, raw. It is trimmed and its first
	// space-separated word taken, as the official server does.
	Reply string
	// Missing is CauseTimeout or CauseNoBot when there was no answer at all;
	// CauseNone when Reply is the answer.
	Missing Cause
}

// Blocked says why a move did not happen.
type Blocked string

// Why a move is blocked.
const (
	NotBlocked    Blocked = ""
	BlockedEdge   Blocked = "edge"   // the target is off the board
	BlockedFallen Blocked = "fallen" // the target's block has fallen
	BlockedPlayer Blocked = "player" // another player is within distance 3 of the target
)

// Move is the result of a U, D, L or R command.
type Move struct {
	Dir     Dir
	From    Square
	To      Square // the target square, whether reached or not
	Moved   bool
	Blocked Blocked
	Near    int // with BlockedPlayer: the (lowest-id) player too close to the target; else -1
}

// Scheduled is a block an attack set counting down.
type Scheduled struct {
	Block
	Timer int // the timer it was given (4k)
}

// Attack is the result of an A command.
type Attack struct {
	Dir       Dir
	From      Block // the attacker's block
	Scheduled []Scheduled
	Skipped   []Block // blocks in the line left as they were (counting down or fallen)
}

// Fall is a block that fell at the end of the turn, with the players on it.
type Fall struct {
	Block
	By      int   // who scheduled the block: the one who dropped its players
	Players []int // the players that fell with it, in id order
}

// Events is everything that happened in one turn.
type Events struct {
	Turn  int
	Actor int
	// Answered is the first word of the bot's answer as trimmed ("" when it
	// answered nothing); Command the command that took effect.
	Answered string
	Command  Command
	Cause    Cause
	Move     *Move   // for U, D, L, R taken
	Attack   *Attack // for A taken
	Falls    []Fall  // blocks that fell at the end of the turn
	Restores []Block // blocks that stood again at the end of the turn
	// Over is set when the game is over after this turn (it ended with
	// this turn, or before: a turn played on, see PlayOn); Result is valid
	// then.
	Over   bool
	Result Result
}

// Fell reports whether player i fell in this turn, and who dropped it.
func (e *Events) Fell(i int) (by int, ok bool) {
	for _, f := range e.Falls {
		for _, p := range f.Players {
			if p == i {
				return f.By, true
			}
		}
	}
	return -1, false
}
