package view

import (
	"slices"
	"strconv"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

// Rank is one row of the final standings.
type Rank struct {
	Place  int // 1 for the winner or the survivors of a draw
	Player int
	Name   string
	Text   string // "winner", "survived", "fell in turn 240, dropped by Bob"
}

// Banner is the end of the match: who won and how everyone went out.
type Banner struct {
	Title  string // "Alice wins", "Draw", "Replay ends at turn 40"
	Winner int    // -1 for a draw or an unfinished game
	Reason string
	Rows   []Rank
}

// Banner returns the end-of-match banner. It depends only on the final
// state, so it is made once, with the match: do not change it.
func (m *Match) Banner() *Banner { return m.banner }

// makeBanner makes the end-of-match banner.
func (m *Match) makeBanner() *Banner {
	n := m.Turns()
	s := &m.States[n]
	b := &Banner{Winner: -1}
	switch {
	case !s.Over:
		b.Title = "Replay ends at turn " + strconv.Itoa(n)
		b.Reason = "the game was not finished"
	case s.Result.Winner >= 0:
		b.Winner = s.Result.Winner
		b.Title = m.Name(b.Winner) + " wins"
		b.Reason = "last one standing after " + plural(n, "turn")
	default:
		b.Title = "Draw"
		switch s.Result.Reason {
		case engine.TurnLimit:
			b.Reason = "turn limit reached with " + plural(s.Alive(), "player") + " on the board"
		default:
			b.Reason = "the last players fell together in turn " + strconv.Itoa(n-1)
		}
	}
	// Places by the order of falls (replay.Places), best first; a place
	// shared keeps the players' order.
	fellAt := make([]int, len(s.Players))
	for i, p := range s.Players {
		fellAt[i] = -1
		if p.Fallen {
			fellAt[i] = p.FellAt
		}
	}
	places := replay.Places(fellAt)
	order := make([]int, len(places))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, c int) int { return places[a] - places[c] })
	for _, i := range order {
		text := "still on the board"
		switch p := &s.Players[i]; {
		case p.Fallen:
			text = "fell in turn " + strconv.Itoa(p.FellAt)
			if by := droppedBy(m, i, p.FellBy); by != "" {
				text += ", " + by
			}
		case i == b.Winner:
			text = "winner"
		case s.Over:
			text = "survived"
		}
		b.Rows = append(b.Rows, Rank{Place: places[i], Player: i, Name: m.Name(i), Text: text})
	}
	return b
}

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
