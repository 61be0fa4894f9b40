// Package tracereply turns a reference game's recorded answers (package
// trace) into what the runner hands the game, for the tests of Ants and of
// its view.
package tracereply

import (
	"strings"

	"floorfall/game"
	"floorfall/games/ants/internal/trace"
	"floorfall/replay"
)

// Of is seat p's answer to slot k of trace t as the runner hands it to the
// game: the lines before "go" (as package bot reads them), or the failure
// the trace records there.
func Of(t *trace.Trace, k, p int) game.Reply {
	r := game.Reply{Seat: p}
	if t.PlayerTurns[p] == k {
		switch t.Statuses[p] { // the engine's statuses
		case "crashed":
			r.Missing = replay.StatusExited
			return r
		case "timeout":
			r.Missing = replay.StatusTimeout
			return r
		}
	}
	var lines []string
	if out := t.Outputs[k][p]; out != nil {
		for _, l := range strings.Split(strings.TrimSuffix(*out, "\n"), "\n") {
			if strings.EqualFold(strings.TrimSpace(l), "go") {
				break
			}
			lines = append(lines, l)
		}
	}
	r.Text = strings.Join(lines, "\n")
	return r
}
