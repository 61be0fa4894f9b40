package cli

import (
	"fmt"
	"slices"
	"strings"

	"floorfall/game"
	"floorfall/internal/safetext"
	"floorfall/replay"
)

const inputExamples = `  floorfall input game.json --turn 120 > turn120.txt
  ./mybot < turn120.txt                 (what the bot was sent, to debug it)
  floorfall input ants.json --seat 1 --through 40 | python3 MyBot.py
                                        (its state at turn 40, under a debugger)

Prints the exact text a bot was sent at the start of turn T, ending in a
newline: the acting player's (a fallen one's too: the official server
kept asking it), or with --seat the given seat's (for games where several
act at once). JavaChallenge2015's is in the replay's
coordinate order (xy, the official server's, unless the replay says
otherwise; --coords sends it in another).

With --through T, prints everything seat S's bot was sent from the start
through turn T, byte for byte as written on its standard input: the input
of every turn it was asked in up to T (the setup first; each ending in a
newline) and the messages that want no answer (an Ants end message). Fed to
a bot, it brings the bot to where it was at turn T. Only for games whose
bots keep state between turns (Ants, JavaChallenge2015); it is also what a
new bot of a match played on from turn T+1 is fed first.
`

func inputCmd(e *env, args []string) error {
	fs := newFlags(e, "input", "input REPLAY --turn T [--seat S] [--coords xy|rc] | input REPLAY --seat S --through T", inputExamples)
	turn, seat, through := -1, -1, -1
	intVar(fs, &turn, []string{"turn"}, -1, 0, 1<<30, "the `TURN` whose input to print")
	intVar(fs, &seat, []string{"seat"}, -1, 0, 255, "the `SEAT` whose input to print (default: the one acting)")
	intVar(fs, &through, []string{"through"}, -1, 0, 1<<30, "print the whole stream --seat's bot was sent, from the start through `TURN` (games whose bots keep state between turns)")
	coords := fs.String("coords", "", "`ORDER` of the squares: xy or rc (default: the replay's, else xy)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || pos[0] == "" {
		return usagef("input", "input: give one replay file")
	}
	switch {
	case turn >= 0 && through >= 0:
		return usagef("input", "input: --turn and --through cannot go together (one turn's input, or the whole stream through a turn)")
	case through >= 0 && seat < 0:
		return usagef("input", "input: --through needs --seat S: whose stream to print")
	case through >= 0 && *coords != "":
		return usagef("input", "input: --coords goes with --turn: the stream is printed as the bots were sent it")
	case turn < 0 && through < 0:
		return usagef("input", "input: give the turn with --turn T (or --seat S --through T: the whole stream through turn T)")
	}
	r, err := loadReplay(pos[0])
	if err != nil {
		return err
	}
	if through >= 0 {
		return e.stream(r, pos[0], seat, through)
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

// stream prints the whole stream seat's bot was sent through turn t (see
// game.Stream); a game whose bots need no earlier turn is refused, saying
// what to use instead. Where the seat's bot failed before t (it was sent
// nothing after), a note on stderr says so.
func (e *env) stream(r game.Replay, path string, seat, t int) error {
	info := r.Game().Info()
	if info.Ask.Stateless != "" {
		return usagef("input", "input: --through: %s's bots need no earlier turn (%s): use --turn T for what a bot was sent in turn T", info.Title, info.Ask.Stateless)
	}
	text, err := game.Stream(nil, r, seat, t)
	if err != nil {
		return inputError(path, err)
	}
	if meta := r.Meta(); meta != nil && seat < len(meta.Players) {
		if p := meta.Players[seat]; p.Status != replay.StatusOK && p.StatusTurn >= 0 && p.StatusTurn < t {
			fmt.Fprintf(e.stderr, "input: note: player %d's bot %s in turn %d and was sent nothing after; the stream goes on as the game sends it to a bot in that seat\n",
				seat, safetext.Line(p.Status), p.StatusTurn)
		}
	}
	_, err = e.stdout.Write(text)
	return err
}

// inputError is a replay's refusal to give an input: a turn or seat it
// does not have is the user's mistake (exit 2), anything else its error.
func inputError(path string, err error) error {
	msg := err.Error()
	if strings.HasPrefix(msg, "--") || strings.HasPrefix(msg, "the game has no turn") || strings.HasPrefix(msg, "the game has no player") {
		return usagef("input", "input: %s: %s", path, msg)
	}
	return fmt.Errorf("input: %s", msg)
}
