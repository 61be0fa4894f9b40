package cli

import (
	"fmt"

	"floorfall/games/jc2015/engine"
)

const inputExamples = `  floorfall input game.json --turn 120 > turn120.txt
  ./mybot < turn120.txt                 (what the bot was sent, to debug it)

Prints the exact text the acting player's bot was sent at the start of turn
T, in the replay's coordinate order (xy, the official server's, unless the
replay says otherwise), ending in a newline after EOD.
`

func inputCmd(e *env, args []string) error {
	fs := newFlags(e, "input", "input REPLAY --turn T [--coords xy|rc]", inputExamples)
	turn := -1
	intVar(fs, &turn, []string{"turn"}, -1, 0, 1<<30, "the `TURN` whose input to print")
	coords := fs.String("coords", "", "`ORDER` of the squares: xy or rc (default: the replay's, else xy)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || pos[0] == "" {
		return usagef("input", "input: give one replay file")
	}
	if turn < 0 {
		return usagef("input", "input: give the turn with --turn T")
	}
	tl, err := loadTimeline(pos[0])
	if err != nil {
		return err
	}
	if turn >= tl.Turns() && tl.At(tl.Turns()).Over || turn > tl.Turns() {
		return usagef("input", "input: %s has no turn %d (its turns are 0 to %d)", pos[0], turn, tl.Turns()-1)
	}
	c := engine.XY
	if m := tl.File.Meta; m != nil {
		if mc, ok := engine.ParseCoords(m.Coords); ok {
			c = mc
		}
	}
	if *coords != "" {
		var ok bool
		if c, ok = engine.ParseCoords(*coords); !ok {
			return usagef("input", "input: --coords must be xy or rc, not %q", *coords)
		}
	}
	s := tl.At(turn)
	if p := s.Acting(); s.Players[p].Fallen {
		return fmt.Errorf("input: at turn %d player %d has fallen: its bot was not asked", turn, p)
	}
	_, err = fmt.Fprintln(e.stdout, engine.Input(s, c))
	return err
}
