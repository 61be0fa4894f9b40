package match

import (
	"time"

	"floorfall/bot"
)

// What a seat's player can do beyond bot.Player, each an interface of its
// own that a player's type implements or not (the runner learns it once,
// when the players start: seatCan).

// Within is a player that can be asked within a time limit of one call's
// own (a setup turn's) instead of the action limit.
type Within interface {
	AskWithin(input string, limit time.Duration) bot.Reply
}

// Sender is a player that can be sent a last message, which wants no
// answer (the end of a game). Other players miss it.
type Sender interface {
	Send(msg string) error
}

// Person is a player who is a person deciding, not a program: a person is
// not asked for a turn whose answer is moot, nor fed the turns before a
// fork.
type Person interface {
	Person()
}

var (
	_ Within = (*bot.Bot)(nil)
	_ Within = (*bot.PerCall)(nil)
	_ Within = (*bot.APIBot)(nil)
	_ Sender = (*bot.Bot)(nil)
	_ Sender = (*bot.APIBot)(nil)
	_ Person = (*Human)(nil)
)

// seatCan is what a seat's player can do, found once when it starts.
type seatCan struct {
	within Within // nil: asked within the action limit
	sender Sender // nil: misses the last messages
	person bool
	proc   *bot.Bot // a bot process, asked at once with the others (askAll)
}

// canOf is what each of bots can do (a nil player nothing).
func canOf(bots []bot.Player) []seatCan {
	can := make([]seatCan, len(bots))
	for i, b := range bots {
		can[i].within, _ = b.(Within)
		can[i].sender, _ = b.(Sender)
		_, can[i].person = b.(Person)
		can[i].proc, _ = b.(*bot.Bot)
	}
	return can
}
