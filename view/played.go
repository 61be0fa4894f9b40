package view

import (
	"errors"
	"fmt"
	"slices"

	"floorfall/game"
)

// Played is the part of a Board that the replay and the live match tell
// already: the turns played, whether the match is over, its result, and
// the text each seat was sent. A game's Board embeds it, made by
// NewPlayed from the replay it shows, and hands it each turn played live
// (Append) once the board has taken the turn. Its zero value is a match
// of no turns that sent nothing.
//
// For a game whose turn order and ending are simple, it also gives a
// Board's At (the match after any turn), Acting and Asked (who the match
// at each turn asks) and Ending (the result's reason): a game whose
// matches are costly to replay, or that says more, writes its own.
type Played struct {
	r      game.Replay
	base   int // the replay's turns
	turns  int
	result game.Result
	// live[k][i] is what seat i was sent in turn base+k, a turn played
	// live (the first, the replay's next turn), "" for nothing.
	live [][]string
	last game.Match // the match after the last turn played live, nil for none
	// acting[t] are the seats the match at turn t asks, nil until looked up.
	acting [][]int
}

// NewPlayed is the Played of replay r, before any turn played live.
func NewPlayed(r game.Replay) Played {
	p := Played{r: r, base: r.Turns(), turns: r.Turns(), result: r.Result()}
	if !p.result.Over {
		m, err := r.At(r.Turns())
		if err != nil {
			m = nil // cannot happen: a match not over plays on
		}
		p.live = append(p.live, inputs(m, r.Seats()))
	}
	return p
}

// inputs are what each seat match m asks in its next turn is sent.
func inputs(m game.Match, seats int) []string {
	in := make([]string, seats)
	if m == nil {
		return in
	}
	for _, a := range m.Acting(nil) {
		if !a.Skip && a.Seat >= 0 && a.Seat < len(in) {
			in[a.Seat] = string(m.Input(nil, a.Seat))
		}
	}
	return in
}

// Turns is the number of turns played.
func (p *Played) Turns() int { return p.turns }

// Over reports whether the match has ended by its rules.
func (p *Played) Over() bool { return p.result.Over }

// Result is the outcome after the last turn.
func (p *Played) Result() game.Result { return p.result }

// Input is the exact text seat i was sent for turn t: the replay's, or
// what a turn played live sent; "" for none (a seat not asked then).
func (p *Played) Input(t, i int) string {
	if k := t - p.base; k >= 0 && k < len(p.live) {
		if i >= 0 && i < len(p.live[k]) {
			return p.live[k][i]
		}
		return ""
	}
	if p.r == nil {
		return ""
	}
	in, err := p.r.Input(nil, t, i, nil)
	if err != nil {
		return ""
	}
	return string(in)
}

// Append takes a turn played live, with the match after it.
func (p *Played) Append(_ game.Turn, m game.Match) {
	p.last = m
	p.turns++
	p.result = m.Result()
	for len(p.live) < p.turns-p.base {
		p.live = append(p.live, nil) // a turn whose inputs were not known
	}
	if !p.result.Over {
		p.live = append(p.live, inputs(m, len(p.result.Outcomes)))
	}
}

// At is the match after the first t turns (0 to Turns()): the replay's, or
// once a turn is played live, the live match's replay's. Each call makes
// the match anew (game.Replay's At).
func (p *Played) At(t int) (game.Match, error) {
	switch {
	case p.last != nil:
		return p.last.Replay(nil).At(t)
	case p.r != nil:
		return p.r.At(t)
	}
	return nil, errors.New("view: no match")
}

// Acting reports whether the match at turn t asks seat i (game.Match's
// Acting: listed, and not Skip).
func (p *Played) Acting(t, i int) bool { return slices.Contains(p.asks(t), i) }

// Asked is seat i's last turn at or before t in which the match asked it,
// -1 for none.
func (p *Played) Asked(t, i int) int {
	for t >= 0 && !p.Acting(t, i) {
		t--
	}
	return t
}

// asks are the seats the match at turn t asks (none for a turn that is
// not), looked up once.
func (p *Played) asks(t int) []int {
	if t < 0 || t > p.turns {
		return nil
	}
	for len(p.acting) <= t {
		p.acting = append(p.acting, nil)
	}
	if p.acting[t] == nil {
		p.acting[t] = []int{}
		if m, err := p.At(t); err == nil {
			for _, a := range m.Acting(nil) {
				if !a.Skip {
					p.acting[t] = append(p.acting[t], a.Seat)
				}
			}
		}
	}
	return p.acting[t]
}

// Ending says the result's reason, in the game's words, and the turns
// ("last one standing after 240 turns"); the banner's rows say nothing
// more.
func (p *Played) Ending() (reason string, rows []string) {
	return fmt.Sprintf("%s after %s", p.result.Reason, Plural(p.turns, "turn")), nil
}
