package game

import "strconv"

// Outcome is how a match went for one seat, as its game tells it: its
// place and score, the game's own figures, and whether, when, how and by
// whom it was put out of the game. Every reader of a result (run's
// summary, info, the standings, the results browser, the viewer's cards
// and banners) reads it; none works it out again. How a seat's bot behaved
// (ok, timeout, crashed) is not part of it: that is the replay's meta.
type Outcome struct {
	// Place is the seat's place, 1 first; tied seats share a place (so
	// far, while the match goes on).
	Place int
	Score float64
	// Figures are the game's own figures of the seat beyond its score,
	// in the order the game shows them (Ants: ants, hills, razed).
	Figures []Figure
	// Out: the seat left the game before its end (fell, was eliminated,
	// sank), in turn Turn (-1 when it never did), put out by seat By (-1
	// for none, or several); How says how, in the game's word.
	Out  bool
	Turn int
	By   int
	How  string
	// Refused is how many of the seat's orders the rules refused or found
	// invalid in the turns played, in whatever unit the game reads orders:
	// JavaChallenge2015 answers not one of U D L R A N (taken as N), Ants
	// order lines the engine found invalid, Hit and Sunk letters refused
	// (a bad offset counts one: the rest of its answer is ignored),
	// Tenka1 2022 turn requests the API refused. It says how the bot
	// behaved, as the summary, info and the standings tell it; a file that
	// cannot tell (an official Ants replay) counts none.
	Refused int
}

// Figure is one of a game's own figures of a seat.
type Figure struct {
	// Name is the figure's name, a JSON key and a column of the
	// standings: "ants", "hits".
	Name  string
	Value float64
	// Bool: the figure is a yes or no (1 or 0), "alive".
	Bool bool
}

// Text is the figure's value as written: "12", "3.5", "yes".
func (f Figure) Text() string {
	if f.Bool {
		if f.Value != 0 {
			return "yes"
		}
		return "no"
	}
	return strconv.FormatFloat(f.Value, 'f', -1, 64)
}

// In is the outcome of a seat still in the game: never out, by nobody.
func In() Outcome { return Outcome{Turn: -1, By: -1} }

// Figure is the value of the figure named name, false if the outcome has
// none.
func (o Outcome) Figure(name string) (float64, bool) {
	for _, f := range o.Figures {
		if f.Name == name {
			return f.Value, true
		}
	}
	return 0, false
}

// PutOut marks the outcome out in turn t by seat by, how.
func (o *Outcome) PutOut(t, by int, how string) {
	o.Out, o.Turn, o.By, o.How = true, t, by, how
}

// OutAt reports whether the seat is out of the game in state shown (it
// left in a turn before shown).
func (o Outcome) OutAt(shown int) bool { return o.Out && o.Turn < shown }

// Places is each seat's place (Outcome.Place).
func (r Result) Places() []int {
	p := make([]int, len(r.Outcomes))
	for i, o := range r.Outcomes {
		p[i] = o.Place
	}
	return p
}

// Scores is each seat's score (Outcome.Score).
func (r Result) Scores() []float64 {
	s := make([]float64, len(r.Outcomes))
	for i, o := range r.Outcomes {
		s[i] = o.Score
	}
	return s
}

// Firsts are the seats in first place, in seat order (none before the end).
func (r Result) Firsts() []int {
	var f []int
	for i, o := range r.Outcomes {
		if o.Place == 1 {
			f = append(f, i)
		}
	}
	return f
}

// Standing are the seats not out of the game at its end, in seat order.
func (r Result) Standing() []int {
	var s []int
	for i, o := range r.Outcomes {
		if !o.Out {
			s = append(s, i)
		}
	}
	return s
}

// NewOutcomes makes the outcomes of n seats from their places and scores,
// every seat in the game; a game marks who is out afterwards.
func NewOutcomes(places []int, scores []float64) []Outcome {
	out := make([]Outcome, len(places))
	for i := range out {
		out[i] = In()
		out[i].Place = places[i]
		if i < len(scores) {
			out[i].Score = scores[i]
		}
	}
	return out
}

// Says tells how and when the seat left the game in the game's words,
// who naming a seat: "fell in turn 7, dropped by P2 hunter", "eliminated
// in turn 204"; "" when it never did. seat is the outcome's own seat (put
// out by itself: "itself").
func (o Outcome) Says(g Info, seat int, who func(int) string) string {
	if !o.Out {
		return ""
	}
	how := o.How
	if how == "" {
		how = "out"
	}
	how += " in turn " + strconv.Itoa(o.Turn)
	switch {
	case o.By < 0 || g.OutBy == "":
		return how
	case o.By == seat:
		return how + g.OutBy + " itself"
	}
	return how + g.OutBy + " " + who(o.By)
}
