package cli

import (
	"fmt"
	"slices"
	"strings"

	"floorfall/game"
)

const botExamples = `  floorfall run -a hunter -a random -a random -a random
  floorfall run -a "floorfall bot hunter --seed 3" -a ./mybot -a random -a random
  python playgame.py ... "floorfall bot --game ants hunter" "python MyBot.py"

A built-in bot of the game (floorfall games lists them), run as a program
speaking the game's protocol on standard input and output, for other
runners. JavaChallenge2015's: random (a random command each turn, like the
official sample), hunter (avoids falling blocks, lines up attacks on
opponents, keeps escape routes). Ants': hunter (gathers, explores, razes
hills, avoids losing fights), officialhunter (the official sample
HunterBot's logic), random.
`

func botCmd(e *env, args []string) error {
	fs := newFlags(e, "bot", "bot NAME [ARG...] [--game GAME] [--seed N] [--PARAM VALUE]", botExamples)
	gameName := fs.String("game", game.DefaultName(), "the `GAME` whose bot to run")
	seed := fs.Int64("seed", 0, "random seed (0: a new one each time)")
	pf := defineInputParams(fs, "")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	g, err := game.Lookup(*gameName)
	if err != nil {
		return usagef("bot", "bot: --game: %v", err)
	}
	names := g.Info().Builtins
	if len(pos) < 1 {
		return usagef("bot", "bot: give one bot name: %s", strings.Join(names, ", "))
	}
	if !slices.Contains(names, pos[0]) {
		return usagef("bot", "bot: no built-in bot %q; there are %s", pos[0], strings.Join(names, ", "))
	}
	params, err := pf.params("bot", g, 0, false)
	if err != nil {
		return err
	}
	if _, err := g.New(game.Setup{Seats: g.Info().MinSeats, Params: params}); err != nil {
		return usagef("bot", "bot: %v", err)
	}
	if err := game.Serve(g, pos[0], *seed, params, pos[1:], e.stdin, e.stdout); err != nil {
		return fmt.Errorf("bot %s: %v", pos[0], err)
	}
	return nil
}
