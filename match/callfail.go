package match

import (
	"cmp"
	"fmt"
	"strings"

	"floorfall/bot"
	"floorfall/game"
	"floorfall/replay"
)

// failedCall is what a seat whose bot is run anew for every call failed:
// its first failed call (the seat's status) and how many failed after it.
type failedCall struct {
	head  string // what the first one did: "the call exited with status 1" (its turn is the status's)
	tail  string // the end of that call's stderr
	later int
}

// callFailed notes a failed call (timeout, crashed) of the bot of seat, a
// bot run anew for every call, in the turn being played: the first one
// sets the seat's status (its turn, what it did, the end of its stderr);
// a later one is counted in the detail and changes nothing else (the first
// failure stays the status, as a persistent bot's first failure is its
// last). It reports whether this was the first.
func (r *Runner) callFailed(seat int, a game.Act, reply bot.Reply) bool {
	if r.fails == nil {
		r.fails = make([]failedCall, len(r.cfg.Seats))
	}
	f := &r.fails[seat]
	pm := &r.meta.Players[seat]
	first := pm.Status == replay.StatusOK
	if first {
		f.head = "the call "
		switch exit, _ := strings.CutPrefix(reply.Exit, "not started: "); {
		case reply.Status == bot.StatusTimeout:
			f.head += fmt.Sprintf("did not end its output within %v", cmp.Or(a.Limit, r.meta.ActionTimeout))
		case exit != reply.Exit:
			f.head += "could not be started: " + exit
		default:
			f.head += reply.Exit + ", printing no answer"
		}
		f.tail = tailOf(reply.Stderr)
		pm.Status, pm.StatusTurn = string(reply.Status), r.m.Turn()
	} else if f.head != "" {
		f.later++
	}
	if f.head != "" {
		pm.Detail = f.head
		switch {
		case f.later == 1:
			pm.Detail += "; 1 later call failed too"
		case f.later > 1:
			pm.Detail += fmt.Sprintf("; %d later calls failed too", f.later)
		}
		pm.Detail += f.tail
	}
	return first
}
