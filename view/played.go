package view

import "floorfall/game"

// Played is the part of a Board that the replay and the live match tell
// already: the turns played, whether the match is over, its result, and
// the text each seat was sent. A game's Board embeds it, made by
// NewPlayed from the replay it shows, and hands it each turn played live
// (Append) once the board has taken the turn. Its zero value is a match
// of no turns that sent nothing.
type Played struct {
	r      game.Replay
	base   int // the replay's turns
	turns  int
	result game.Result
	// live[k][i] is what seat i was sent in turn base+k, a turn played
	// live (the first, the replay's next turn), "" for nothing.
	live [][]string
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
	p.turns++
	p.result = m.Result()
	for len(p.live) < p.turns-p.base {
		p.live = append(p.live, nil) // a turn whose inputs were not known
	}
	if !p.result.Over {
		p.live = append(p.live, inputs(m, len(p.result.Outcomes)))
	}
}
