package game

import (
	"strconv"
	"strings"
	"time"

	"floorfall/replay"
)

// TimeFlag is the command-line flag that gives a bot more time: a Go
// duration (--action-timeout 1s), or a game's parameter in milliseconds
// (Ants' --turntime 1500).
type TimeFlag struct {
	Flag   string // "--action-timeout", "--ready-timeout", "--turntime"
	Millis bool   // it takes whole milliseconds
}

// Value is limit written as the flag takes it: "1.5s", "1500".
func (f TimeFlag) Value(limit time.Duration) string {
	if f.Millis {
		return strconv.FormatInt(limit.Milliseconds(), 10)
	}
	return limit.String()
}

// MoreTime is the flag that gives a seat's bot more time when it ran out
// of it: with status timeout in turn, the game's own parameter when the
// game's limit applies (Ask.TurnParam, Ask.SetupParam in turn 0), else
// --action-timeout; with status not-ready and a detail saying it was not
// ready in time ("no READY within 1s", "made no request within 10s"),
// --ready-timeout. ok is false for any other trouble (a crash, an exit: no
// time helps).
func (i Info) MoreTime(status string, turn int, detail string) (f TimeFlag, ok bool) {
	switch {
	case status == replay.StatusTimeout && turn == 0 && i.Ask.SetupParam != "":
		return TimeFlag{Flag: "--" + i.Ask.SetupParam, Millis: true}, true
	case status == replay.StatusTimeout && i.Ask.TurnParam != "":
		return TimeFlag{Flag: "--" + i.Ask.TurnParam, Millis: true}, true
	case status == replay.StatusTimeout:
		return TimeFlag{Flag: "--action-timeout"}, true
	case status == replay.StatusNotReady && strings.Contains(reason(detail), " within "):
		return TimeFlag{Flag: "--ready-timeout"}, true
	}
	return TimeFlag{}, false
}

// reason is a status detail without the end of stderr it may give (what
// the bot wrote, not what floorfall saw).
func reason(detail string) string {
	head, _, _ := strings.Cut(detail, "; stderr")
	head, _, _ = strings.Cut(head, "\n")
	return head
}
