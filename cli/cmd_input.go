package cli

import (
	"fmt"
	"slices"

	"floorfall/game"
)

const inputExamples = `  floorfall input game.json --turn 120 > turn120.txt
  ./mybot < turn120.txt                 (what the bot was sent, to debug it)

Prints the exact text a bot was sent at the start of turn T, ending in a
newline: the acting player's (a fallen one's too: the official server
kept asking it), or with --seat the given seat's (for games where several
act at once). JavaChallenge2015's is in the replay's
coordinate order (xy, the official server's, unless the replay says
otherwise; --coords sends it in another).
`

func inputCmd(e *env, args []string) error {
	fs := newFlags(e, "input", "input REPLAY --turn T [--seat S] [--coords xy|rc]", inputExamples)
	turn, seat := -1, -1
	intVar(fs, &turn, []string{"turn"}, -1, 0, 1<<30, "the `TURN` whose input to print")
	intVar(fs, &seat, []string{"seat"}, -1, 0, 255, "the `SEAT` whose input to print (default: the one acting)")
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
	r, err := loadReplay(pos[0])
	if err != nil {
		return err
	}
	params := map[string]string{}
	if *coords != "" {
		if !slices.ContainsFunc(r.Game().Info().Params, func(p game.Param) bool { return p.Name == "coords" }) {
			return notParam("input", "coords", r.Game())
		}
		params["coords"] = *coords
	}
	if n := r.Seats(); seat >= n {
		return usagef("input", "input: --seat %d: %s has %d players (0 to %d)", seat, pos[0], n, n-1)
	}
	text, err := r.Input(nil, turn, seat, params)
	if err != nil { // the turn, seat or order asked of a replay that read
		return usagef("input", "input: %s: %s", pos[0], err.Error())
	}
	_, err = fmt.Fprintln(e.stdout, string(text))
	return err
}
