package cli

import (
	"flag"
	"fmt"

	"floorfall/game"
	"floorfall/match"
	"floorfall/replay"
	"floorfall/show"
)

// forkFlags defines --from and --at, which play a match on from a turn of
// a replay (run and play share them).
func forkFlags(fs *flags, o *runOptions) {
	fs.StringVar(&o.from, "from", "", "play on from turn --at of this `REPLAY`: its placement and first commands, then the bots given (a game whose bots keep state feeds each the turns before first)")
	intVar(fs, &o.at, []string{"at"}, -1, 0, replay.MaxTurnLimit, "with --from: the `TURN` to play on from (the turn the viewer's counter shows; Ants counts its setup as turn 0)")
}

// readFork reads --from and --at: the replay's match after its first at
// turns, to play on from, nil without --from. The match is of the
// replay's game: --game, if given, must name it; else it is set to it.
// The match has the replay's seats, however many bots are given.
func (o *runOptions) readFork(cmd string, fs *flags) (*show.Fork, error) {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if o.from == "" {
		if o.at >= 0 {
			return nil, usagef(cmd, "%s: --at needs --from REPLAY", cmd)
		}
		return nil, nil
	}
	if o.at < 0 {
		return nil, usagef(cmd, "%s: --from needs --at TURN", cmd)
	}
	if o.initial != "" {
		return nil, usagef(cmd, "%s: --from and --initial cannot go together (--from has its own placement)", cmd)
	}
	r, err := loadReplay(o.from)
	if err != nil {
		return nil, err
	}
	info := r.Game().Info()
	if given["game"] && o.game != info.Name {
		return nil, usagef(cmd, "%s: --from: %s is a replay of %s, not of --game %s (leave --game out)", cmd, o.from, info.Title, o.game)
	}
	o.game, o.forkSeats = info.Name, r.Seats()
	if m := r.Meta(); !given["s"] && !given["seed"] && m != nil && m.Seed != nil {
		// The replay's seed, which the summary says: built-in bots choose
		// as they did in it (the same bots play its game again).
		o.seed = *m.Seed
	}
	if o.at > r.Turns() {
		return nil, usagef(cmd, "%s: --at %d: %s has %d turns", cmd, o.at, o.from, r.Turns())
	}
	m, err := r.At(o.at)
	if err != nil {
		return nil, usagef(cmd, "%s: --at %d: the game in %s is over there", cmd, o.at, o.from)
	}
	if given["t"] || given["turns"] {
		if err := setTurnLimit(m.Clone(), o.turns); err != nil {
			return nil, usagef(cmd, "%s: --turns %d: %v", cmd, o.turns, err)
		}
	}
	return &show.Fork{File: o.from, At: o.at, Match: m, Meta: r.Meta()}, nil
}

// playOn makes cfg the match played on from from: its match, with the
// turn limit given if one was (turns > 0), and its seats named as from's
// where the same bot plays on (given: the seats named with --name).
func playOn(cfg *match.Config, from *show.Fork, given, turns int) {
	cfg.From, cfg.Initial = from.Match, nil
	if turns > 0 {
		m := from.Match.Clone()
		if setTurnLimit(m, turns) == nil { // checked by readFork
			cfg.From = m
		}
	}
	forkNames(cfg.Seats, from, given)
}

// forkNames names the seats of a match played on from a replay as the
// replay did where the same bot plays on (the seats from given on, not
// named with --name), so that a seat has one name before the fork and
// after: "hunter 2" in the notes of its past and on its card.
func forkNames(seats []match.Seat, from *show.Fork, given int) {
	if from == nil || from.Meta == nil {
		return
	}
	taken := map[string]bool{}
	for _, s := range seats {
		taken[s.Name] = true
	}
	for i := given; i < len(seats) && i < len(from.Meta.Players); i++ {
		p := from.Meta.Players[i]
		if s := &seats[i]; p.Name != "" && p.Command == s.Command && s.Name != p.Name && !taken[p.Name] {
			taken[p.Name] = true
			s.Name = p.Name
		}
	}
}

// setTurnLimit gives a match forked another turn limit; a game whose
// match played on cannot take one refuses it.
func setTurnLimit(m game.Match, turns int) error {
	if tl, ok := m.(interface{ SetTurnLimit(int) error }); ok {
		return tl.SetTurnLimit(turns)
	}
	return fmt.Errorf("a match of %s played on from a replay keeps the replay's turn limit", m.Replay(nil).Game().Info().Title)
}
