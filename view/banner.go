package view

import (
	"slices"
	"strconv"
)

// Rank is one row of the final standings.
type Rank struct {
	Place  int // 1 for the winner or the survivors of a draw
	Player int
	Name   string
	Text   string // "winner", "survived", "sunk in turn 80 by Bob · score 3", "eliminated in turn 34"
}

// Banner is the end of the match: who won and how everyone went out.
type Banner struct {
	Title  string // "Alice wins", "Alice and Bob share first", "Draw", "Replay ends at turn 40"
	Winner int    // -1 for a draw or an unfinished game
	Reason string
	Rows   []Rank
}

// Banner returns the end-of-match banner. It depends only on the final
// state, so it is made once, with the match: do not change it.
func (m *Match) Banner() *Banner { return m.banner }

// makeBanner makes the end-of-match banner: the title from the result,
// the game's words for why it ended and for each seat (how a seat out
// went out is the result's), the seats by place (a place shared keeps the
// seats' order).
func (m *Match) makeBanner() *Banner {
	n := m.Turns()
	res := m.board.Result()
	reason, texts := m.board.Ending()
	b := &Banner{Winner: -1, Reason: reason}
	switch {
	case !m.board.Over():
		b.Title = "Replay ends at turn " + strconv.Itoa(n)
		b.Reason = "the game was not finished"
	case res.Winner >= 0:
		b.Winner = res.Winner
		b.Title = m.Name(b.Winner) + " wins"
	default:
		b.Title = m.sharedFirst(res.Firsts())
	}
	order := make([]int, len(m.Seats))
	for i := range order {
		order[i] = i
	}
	place := func(i int) int {
		if i < len(res.Outcomes) {
			return res.Outcomes[i].Place
		}
		return len(m.Seats)
	}
	slices.SortStableFunc(order, func(a, c int) int { return place(a) - place(c) })
	for _, i := range order {
		text := ""
		if i < len(texts) {
			text = texts[i]
		}
		if o := m.outcome(i); o.Out {
			says := o.Says(m.Game().Info(), i, func(s int) string { return m.NameAt(o.Turn, s) })
			if text != "" {
				says += " · " + text
			}
			text = says
		}
		b.Rows = append(b.Rows, Rank{Place: place(i), Player: i, Name: m.Name(i), Text: text})
	}
	return b
}

// sharedFirst is a draw's title: who shares first place ("Alice and Bob
// share first", "3 share first"), "Draw" when nobody is first.
func (m *Match) sharedFirst(firsts []int) string {
	switch len(firsts) {
	case 0, 1:
		return "Draw"
	case 2:
		return m.Name(firsts[0]) + " and " + m.Name(firsts[1]) + " share first"
	}
	return strconv.Itoa(len(firsts)) + " share first"
}

// Plural is "1 turn", "3 turns".
func Plural(n int, what string) string { return plural(n, what) }

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// Ordinal is "1st", "2nd", "3rd", "4th".
func Ordinal(n int) string {
	suffix := "th"
	switch n {
	case 1:
		suffix = "st"
	case 2:
		suffix = "nd"
	case 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}
