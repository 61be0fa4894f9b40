package view

import (
	"fmt"
	"path/filepath"
	"strconv"
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
// several seats numbered by seat: "c 0 · hunter · random · c 3"), who won.
func (v *Results) MatchLine(i int) (file, seats, result string) {
	m := &v.R.Matches[i]
	count := map[string]int{}
	for _, n := range m.Seats {
		count[n]++
	}
	names := make([]string, len(m.Seats))
	for k, n := range m.Seats {
		names[k] = cut(n, 16)
		if count[n] > 1 {
			names[k] += " " + strconv.Itoa(k)
		}
	}
	seats = strings.Join(names, " · ")
	switch {
	case m.Winner >= 0 && m.Winner < len(names):
		result = fmt.Sprintf("%s wins (%s), %d turns", names[m.Winner], m.Reason, m.Turns)
	default:
		result = fmt.Sprintf("draw (%s), %d turns", m.Reason, m.Turns)
	}
	return filepath.Base(m.File), seats, result
}
