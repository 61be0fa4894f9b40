package game

import (
	"bufio"
	"fmt"
	"io"
)

// Serve runs game g's built-in bot name as a bot program ('floorfall
// bot'): the game's own Serve if it is a Server, else the bot of
// g.Builtin asked a line at a time: it prints the game's ready line
// (Ask.Ready) if any, then for each line read (an input, which is one
// line) its answer's line. The bot is built for seat 0 of a match of
// the game's fewest seats: a game whose bots must know more, or whose
// inputs or answers take several lines, is a Server.
func Serve(g Game, name string, seed int64, params map[string]string, args []string, in io.Reader, out io.Writer) error {
	if s, ok := g.(Server); ok {
		return s.Serve(name, seed, params, args, in, out)
	}
	info := g.Info()
	if len(args) > 0 {
		return fmt.Errorf("a %s bot takes no arguments (%q)", info.Title, args[0])
	}
	p, err := g.Builtin(name, 0, seed, Setup{Seats: info.MinSeats, Seed: seed, Params: params})
	if err != nil {
		return err
	}
	defer p.Close()
	if info.Ask.Ready != "" {
		if _, err := fmt.Fprintln(out, info.Ask.Ready); err != nil {
			return err
		}
	}
	for sc := bufio.NewScanner(in); sc.Scan(); {
		r := p.Ask(sc.Text())
		if !r.OK {
			return fmt.Errorf("gave no answer (%s)", r.Status)
		}
		if _, err := fmt.Fprintln(out, r.Line); err != nil {
			return err
		}
	}
	return nil
}
