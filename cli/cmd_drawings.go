package cli

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"floorfall/internal/safetext"
)

const drawingsExamples = `  floorfall drawings game.json --turn 120
  floorfall drawings game.json --turn 120 --seat 2 | grep -v '^#'

Prints what the bots drew in turn T (lines of their standard error that
began with "#ff "), one command a line as the bot wrote it, led by its
seat: "0 circle 9 9 3 red". Then, in lines that begin with "#", how many
of a seat's commands were dropped and why (off the board, bad colour,
over 1000 a turn...). The replay must hold its per-turn records (not
written with --records=false).
`

func drawingsCmd(e *env, args []string) error {
	fs := newFlags(e, "drawings", "drawings REPLAY --turn T [--seat S]", drawingsExamples)
	turn, seat := -1, -1
	intVar(fs, &turn, []string{"turn"}, -1, 0, 1<<30, "the `TURN` whose drawings to print")
	intVar(fs, &seat, []string{"seat"}, -1, 0, 255, "only the drawings of `SEAT` (default: every seat's)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || pos[0] == "" {
		return usagef("drawings", "drawings: give one replay file")
	}
	if turn < 0 {
		return usagef("drawings", "drawings: give the turn with --turn T")
	}
	r, err := loadReplay(pos[0])
	if err != nil {
		return err
	}
	switch {
	case turn >= r.Turns():
		return usagef("drawings", "drawings: %s: the game has no turn %d (turns 0 to %d)", pos[0], turn, r.Turns()-1)
	case seat >= r.Seats():
		return usagef("drawings", "drawings: %s: the game has no seat %d (seats 0 to %d)", pos[0], seat, r.Seats()-1)
	}
	meta := r.Meta()
	if meta == nil || len(meta.Turns) == 0 {
		return fmt.Errorf("drawings: %s holds no per-turn records (written with --records=false, or an official file)", pos[0])
	}
	w := bufio.NewWriter(e.stdout)
	found := false
	var notes []string
	for _, rec := range meta.Turns {
		if rec.Turn != turn || (seat >= 0 && rec.Seat != seat) {
			continue
		}
		for _, c := range rec.Draw {
			found = true
			fmt.Fprintf(w, "%d %s\n", rec.Seat, safetext.Line(c))
		}
		if len(rec.Dropped) > 0 {
			n, whys := 0, make([]string, len(rec.Dropped))
			for k, d := range rec.Dropped {
				n += d.N
				whys[k] = strconv.Itoa(d.N) + " " + safetext.Line(d.Why)
			}
			notes = append(notes, fmt.Sprintf("# seat %d: %d dropped (%s)", rec.Seat, n, strings.Join(whys, ", ")))
		}
	}
	if !found {
		who := "the bots"
		if seat >= 0 {
			who = "seat " + strconv.Itoa(seat)
		}
		notes = append([]string{fmt.Sprintf("# %s drew nothing in turn %d", who, turn)}, notes...)
	}
	for _, l := range notes {
		fmt.Fprintln(w, l)
	}
	return w.Flush()
}
