package view

import (
	"fmt"
	"path/filepath"
	"strings"

	"floorfall/tournament"
)

// Results is the results browser's model: a tournament's standings table
// and its matches, filtered by bot, seat and outcome. A cell of the table
// (a bot's wins, draws or losses, or its row) sets the filter to the
// matches behind it; opening a match plays its replay.
type Results struct {
	Title string
	Dirs  []string
	R     *tournament.Results
	// Filter: the bot (-1 any), the seat it played (-1 any), the outcome
	// for that bot ("" any, or a tournament.Outcome).
	Bot, Seat int
	Outcome   string
	// Shown are the indexes in R.Matches of the matches the filter keeps.
	Shown []int
	// Top is the first row of Shown on screen (the list scrolls).
	Top int
}

// NewResults makes the browser of r, read from dirs.
func NewResults(r *tournament.Results, dirs []string) *Results {
	title := strings.Join(dirs, ", ")
	if len(dirs) == 1 {
		title = filepath.Base(filepath.Clean(dirs[0]))
	}
	v := &Results{Title: cut(title, MaxNameRunes), Dirs: dirs, R: r, Bot: -1, Seat: -1}
	v.apply()
	return v
}

// SetFilter sets the filter and lists the matches it keeps from the top.
func (v *Results) SetFilter(bot, seat int, outcome string) {
	v.Bot, v.Seat, v.Outcome, v.Top = bot, seat, outcome, 0
	v.apply()
}

func (v *Results) apply() {
	v.Shown = v.Shown[:0]
	for i := range v.R.Matches {
		if v.keeps(&v.R.Matches[i]) {
			v.Shown = append(v.Shown, i)
		}
	}
}

// keeps reports whether the filter keeps match m.
func (v *Results) keeps(m *tournament.MatchResult) bool {
	if v.Bot < 0 {
		return v.Seat < 0 || v.Outcome == ""
	}
	name := v.R.Bots[v.Bot].Name
	for seat, n := range m.Seats {
		if n != name || (v.Seat >= 0 && seat != v.Seat) {
			continue
		}
		if v.Outcome == "" || tournament.Outcome(m, seat) == v.Outcome {
			return true
		}
	}
	return false
}

// FilterText says what the list shows.
func (v *Results) FilterText() string {
	if v.Bot < 0 {
		return fmt.Sprintf("all %d matches", len(v.R.Matches))
	}
	s := cut(v.R.Bots[v.Bot].Name, MaxNameRunes)
	switch v.Outcome {
	case "win":
		s += "'s wins"
	case "draw":
		s += "'s draws"
	case "loss":
		s += "'s losses"
	default:
		s += "'s matches"
	}
	if v.Seat >= 0 {
		s += fmt.Sprintf(" as player %d", v.Seat)
	}
	return fmt.Sprintf("%s: %d", s, len(v.Shown))
}

// Scroll moves the list by n rows, keeping rows rows on screen.
func (v *Results) Scroll(n, rows int) {
	v.Top = max(0, min(v.Top+n, len(v.Shown)-rows))
}

// Path is the replay file of match i (an index in R.Matches).
func (v *Results) Path(i int) string { return v.R.Matches[i].File }

// MatchLine is what the list says of match i: players by seat (a bot in
// several seats numbered: "c#1", "hunter", "random", "c#2"), who won, and
// who won in short, for a narrow list ("c#1 wins · 70 turns").
func (v *Results) MatchLine(i int) (file string, seats []string, result, short string) {
	m := &v.R.Matches[i]
	seats = make([]string, len(m.Seats))
	for k, n := range m.Seats {
		seats[k] = cut(n, 16)
	}
	seats = Numbered(seats)
	switch {
	case m.Winner >= 0 && m.Winner < len(seats):
		result = fmt.Sprintf("%s wins (%s), %d turns", seats[m.Winner], m.Reason, m.Turns)
		short = fmt.Sprintf("%s wins · %d turns", seats[m.Winner], m.Turns)
	default:
		result = fmt.Sprintf("draw (%s), %d turns", m.Reason, m.Turns)
		short = fmt.Sprintf("draw · %d turns", m.Turns)
	}
	return filepath.Base(m.File), seats, result, short
}

// Picked reports whether the bot the filter picks played seat of match i
// (its name is lit in the list).
func (v *Results) Picked(i, seat int) bool {
	if v.Bot < 0 {
		return false
	}
	s := v.R.Matches[i].Seats
	return seat < len(s) && s[seat] == v.R.Bots[v.Bot].Name
}

// MaxSeats is the most seats a match of the list has (for the seat
// buttons).
func (v *Results) MaxSeats() int {
	n := 0
	for i := range v.R.Matches {
		n = max(n, len(v.R.Matches[i].Seats))
	}
	return n
}
