package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"floorfall/game"
)

const gamesExamples = `  floorfall games
  floorfall games --json
  floorfall run --game jc2015 -a hunter -a random
`

// gameJSON is one game as 'games --json' lists it.
type gameJSON struct {
	Name     string       `json:"name"`
	Title    string       `json:"title"`
	MinSeats int          `json:"minSeats"`
	MaxSeats int          `json:"maxSeats"`
	Asked    string       `json:"asked"`
	Sends    string       `json:"sends"`
	Forked   string       `json:"forked"`
	Params   []game.Param `json:"params"`
	Length   string       `json:"length,omitempty"`
	Builtins []string     `json:"builtins"`
	Default  bool         `json:"default,omitempty"`
}

func gamesCmd(e *env, args []string) error {
	fs := newFlags(e, "games", "games [--json]", gamesExamples)
	asJSON := fs.Bool("json", false, "print the list as JSON")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("games", "games: unexpected argument %q", pos[0])
	}
	var list []gameJSON
	for _, g := range game.All() {
		in := g.Info()
		list = append(list, gameJSON{Name: in.Name, Title: in.Title, MinSeats: in.MinSeats, MaxSeats: in.MaxSeats,
			Asked: askText(in.Ask), Sends: in.Sends, Forked: forkedText(in.Ask), Params: in.Params, Length: in.Length, Builtins: in.Builtins, Default: in.Name == game.Default})
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(list)
	}
	var b strings.Builder
	for i, g := range list {
		if i > 0 {
			b.WriteString("\n")
		}
		def := ""
		if g.Default {
			def = " (the default)"
		}
		seats := fmt.Sprintf("%d players", g.MaxSeats)
		if g.MinSeats != g.MaxSeats {
			seats = fmt.Sprintf("%d to %d players", g.MinSeats, g.MaxSeats)
		}
		fmt.Fprintf(&b, "%s  %s%s: %s\n", g.Name, g.Title, def, seats)
		fmt.Fprintf(&b, "  bots:      %s\n", g.Asked)
		fmt.Fprintf(&b, "  sent:      %s\n", g.Sends)
		fmt.Fprintf(&b, "  forked:    %s\n", g.Forked)
		fmt.Fprintf(&b, "  built-in:  %s\n", strings.Join(g.Builtins, ", "))
		if g.Length != "" {
			fmt.Fprintf(&b, "  length:    %s\n", g.Length)
		}
		for _, p := range g.Params {
			fmt.Fprintf(&b, "  --%-9s %s", p.Name, p.Usage)
			if p.Default != "" {
				fmt.Fprintf(&b, " (default %s)", p.Default)
			}
			b.WriteString("\n")
		}
	}
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

// askText says how a game's bots are asked, for people.
func askText(a game.Ask) string {
	switch a.Kind {
	case game.PerCall:
		return fmt.Sprintf("started anew for every call with the input as one argument; answer within %v", a.ActionTimeout)
	case game.HTTP:
		return "call a local HTTP API (address, token and game id in the environment)"
	}
	s := "one process for the match, input on stdin"
	if a.Ready != "" {
		s += fmt.Sprintf("; prints %s within %v", a.Ready, a.ReadyTimeout)
	}
	if a.Until != "" {
		return s + fmt.Sprintf("; answers lines ending with %q within %v a turn", a.Until, a.ActionTimeout)
	}
	return s + fmt.Sprintf("; answers one line within %v a turn", a.ActionTimeout)
}

// forkedText says what a new bot of a match played on from a turn (play
// --from, run --from, Ctrl+B) is given of the turns before, for people.
func forkedText(a game.Ask) string {
	if a.Stateless != "" {
		return "a new bot is first asked at the fork's turn, needing no earlier one: " + a.Stateless
	}
	return "a new bot is first fed every earlier turn's input, its answers thrown away, as if it had played from the start (input --through)"
}
