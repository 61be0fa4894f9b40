package cli

import (
	"cmp"
	"slices"
	"strconv"
	"time"

	"floorfall/game"
)

// roomyLimits are the time-limit flags that give every bot of a match of
// the game named (jc2015 if "") the time limit, on each of the game's
// limits: a loaded machine breaks no limit of a test that does not test
// them.
func roomyLimits(name string, limit time.Duration) []string {
	g, err := game.Lookup(cmp.Or(name, game.DefaultName()))
	if err != nil {
		return nil
	}
	switch ask := g.Info().Ask; {
	case ask.LimitsBy() != "": // Ants: its own parameters
		ms := strconv.FormatInt(limit.Milliseconds(), 10)
		return []string{"--loadtime", ms, "--turntime", ms}
	case ask.Waits():
		return []string{"--ready-timeout", limit.String(), "--action-timeout", limit.String()}
	default:
		return []string{"--action-timeout", limit.String()}
	}
}

// gameOf is the --game of a command line's arguments, "" if none.
func gameOf(args []string) string {
	if i := slices.Index(args, "--game"); i >= 0 && i+1 < len(args) {
		return args[i+1]
	}
	return ""
}
