package cli

import (
	"fmt"
	"slices"
	"strings"

	"floorfall/games/jc2015/builtin"
	"floorfall/games/jc2015/engine"
)

const botExamples = `  floorfall run -a hunter -a random -a random -a random
  floorfall run -a "floorfall bot hunter --seed 3" -a ./mybot -a random -a random

Bots: ` + "random (a random command each turn, like the official sample), hunter (avoids\nfalling blocks, lines up attacks on opponents, keeps escape routes).\n"

func botCmd(e *env, args []string) error {
	fs := newFlags(e, "bot", "bot NAME [--seed N] [--coords rc|xy]", botExamples)
	seed := fs.Int64("seed", 0, "random seed (0: a new one each time)")
	coords := fs.String("coords", "xy", "order of the squares in the input: xy (column row) or rc (row column)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("bot", "bot: give one bot name: %s", strings.Join(builtin.Names(), ", "))
	}
	c, ok := engine.ParseCoords(*coords)
	if !ok {
		return usagef("bot", "bot: --coords must be rc or xy, not %q", *coords)
	}
	if !slices.Contains(builtin.Names(), pos[0]) {
		return usagef("bot", "bot: no built-in bot %q; there are %s", pos[0], strings.Join(builtin.Names(), ", "))
	}
	if err := builtin.Serve(pos[0], *seed, c, e.stdin, e.stdout); err != nil {
		return fmt.Errorf("bot %s: %v", pos[0], err)
	}
	return nil
}
