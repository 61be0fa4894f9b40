package view

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
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
	// Columns are the standings table's, the game's among them (see
	// ResultsLayout for those shown).
	Columns []ResultsColumn
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
	v := &Results{Title: cut(title, MaxNameRunes), Dirs: dirs, R: r, Bot: -1, Seat: -1, Columns: resultsColumns(r)}
	v.apply()
	return v
}

// Refreshed is the browser of r, the same tournament with more matches in
// (its folders read again as they fill), with this one's filter (its bot
// by name) and the same first row on screen.
func (v *Results) Refreshed(r *tournament.Results) *Results {
	n := NewResults(r, v.Dirs)
	n.Title = v.Title
	if v.Bot >= 0 {
		name := v.R.Bots[v.Bot].Name
		n.Bot = slices.IndexFunc(r.Bots, func(b tournament.BotResult) bool { return b.Name == name })
	}
	if n.Bot >= 0 {
		n.Seat, n.Outcome = v.Seat, v.Outcome
	}
	n.apply()
	n.Top = min(v.Top, max(0, len(n.Shown)-1))
	return n
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
	if v.Bot < 0 && v.R.Filling() {
		return v.R.CountText()
	}
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
// several seats numbered: "c#1", "hunter", "random", "c#2"), and who won
// or shared the first place, from the longest way of saying it to the
// shortest, for a narrow list ("c#1 wins (last-standing), 70 turns",
// "c#1 wins · 70 turns", "c#1 wins"): three forms.
func (v *Results) MatchLine(i int) (file string, seats []string, result []string) {
	m := &v.R.Matches[i]
	seats = v.seats(i)
	var firsts []string
	for k, p := range m.Places {
		if p == 1 && k < len(seats) {
			firsts = append(firsts, seats[k])
		}
	}
	switch {
	case m.Winner >= 0 && m.Winner < len(seats):
		result = []string{fmt.Sprintf("%s wins (%s), %d turns", seats[m.Winner], m.Reason, m.Turns),
			fmt.Sprintf("%s wins · %d turns", seats[m.Winner], m.Turns), seats[m.Winner] + " wins"}
	case len(firsts) > 1:
		names := strings.Join(firsts, ", ")
		result = []string{fmt.Sprintf("%s share first (%s), %d turns", names, m.Reason, m.Turns),
			fmt.Sprintf("%s share first · %d turns", names, m.Turns),
			fmt.Sprintf("%d share first · %d turns", len(firsts), m.Turns)}
	default:
		result = []string{fmt.Sprintf("draw (%s), %d turns", m.Reason, m.Turns), fmt.Sprintf("draw · %d turns", m.Turns), "draw"}
	}
	return filepath.Base(m.File), seats, result
}

// seats are match i's players by seat, as the list names them.
func (v *Results) seats(i int) []string {
	m := &v.R.Matches[i]
	seats := make([]string, len(m.Seats))
	for k, n := range m.Seats {
		seats[k] = cut(n, 16)
	}
	return Numbered(seats)
}

// Outs say who left match i before its end, in the order they did, in
// the game's words ("random#1 sunk in turn 12 by hunter#2"), and the same
// in short ("random#1 sunk t12"); none when nobody did.
func (v *Results) Outs(i int) (long, short []string) {
	m := &v.R.Matches[i]
	seats := v.seats(i)
	who := func(k int) string {
		if k < 0 || k >= len(seats) {
			return fmt.Sprintf("P%d", k)
		}
		return seats[k]
	}
	var order []int
	for k, o := range m.Outcomes {
		if o.Out && k < len(seats) {
			order = append(order, k)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return m.Outcomes[a].Turn - m.Outcomes[b].Turn })
	for _, k := range order {
		o := m.Outcomes[k]
		long = append(long, seats[k]+" "+o.Says(v.R.Info, k, who))
		how := o.How
		if how == "" {
			how = "out"
		}
		short = append(short, fmt.Sprintf("%s %s t%d", seats[k], how, o.Turn))
	}
	return long, short
}

// ResultForm is the way of saying who won that every row of the list
// says it in: the index in MatchLine's result of the longest form that
// fits (fits says, for match i) on every row, the shortest when none does
// (a row with fewer forms says its shortest).
func (v *Results) ResultForm(fits func(i int, s string) bool) int {
	form := 0
	for _, i := range v.Shown {
		_, _, res := v.MatchLine(i)
		for form < 2 && !fits(i, res[min(form, len(res)-1)]) {
			form++
		}
	}
	return form
}

// OutsSep joins what a row of the list says of who left its match.
const OutsSep = " · "

// OutsInFull reports whether the list says who left each of its matches
// (the matches the filter keeps) in full: when every row's line in full
// fits (fits says), else every row says it in short. One form for the
// whole list, the same whichever rows are scrolled to.
func (v *Results) OutsInFull(fits func(line string) bool) bool {
	for _, i := range v.Shown {
		if long, _ := v.Outs(i); len(long) > 0 && !fits(strings.Join(long, OutsSep)) {
			return false
		}
	}
	return true
}

// matchH is the height of a row of the list, in design pixels: a third
// line when a match of the list has a seat that left the game.
func (v *Results) matchH() float64 {
	for i := range v.R.Matches {
		if slices.ContainsFunc(v.R.Matches[i].Outcomes, func(o tournament.SeatOutcome) bool { return o.Out }) {
			return resultsOutsH
		}
	}
	return resultsMatchH
}

// Cell is what the table says of the bot ranked i (an index in R.Bots)
// in column c (an index in Columns): the score and figures a game (a yes
// or no figure: the share of games it was yes), the ways out counted.
func (v *Results) Cell(i, c int) string {
	r, col := &v.R.Bots[i], v.Columns[c]
	switch col.Kind {
	case ColRank:
		return fmt.Sprint(i + 1)
	case ColBot:
		return r.Name
	case ColRating:
		return fmt.Sprintf("%.1f", r.Rating.Ordinal)
	case ColGames:
		return fmt.Sprint(r.Games)
	case ColWins:
		return fmt.Sprint(r.Wins)
	case ColDraws:
		return fmt.Sprint(r.Draws)
	case ColLosses:
		return fmt.Sprint(r.Losses)
	case ColWinRate:
		return fmt.Sprintf("%.0f%%", 100*r.WinRate)
	case ColPlace:
		return fmt.Sprintf("%.2f", r.MeanPlace)
	case ColScore:
		return mean(r.MeanScore)
	case ColFigure:
		if slices.ContainsFunc(v.R.Figures, func(f tournament.FigureColumn) bool { return f.Name == col.Name && f.Bool }) {
			return fmt.Sprintf("%.0f%%", 100*r.MeanFigures[col.Name])
		}
		return mean(r.MeanFigures[col.Name])
	case ColOut:
		return fmt.Sprint(r.Outs[col.Name])
	case ColTimeouts:
		return fmt.Sprint(r.Timeouts)
	case ColInvalid:
		return fmt.Sprint(r.Invalid)
	}
	return ""
}

// mean writes a mean a game: two decimals under 10, one under 1000, none
// above ("0.25", "42.3", "6066").
func mean(x float64) string {
	switch a := math.Abs(x); {
	case a < 10:
		return strconv.FormatFloat(x, 'f', 2, 64)
	case a < 1000:
		return strconv.FormatFloat(x, 'f', 1, 64)
	}
	return strconv.FormatFloat(x, 'f', 0, 64)
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

// NamesFit is how many of names, joined by sep, fit w whole (as measured
// by width) with, when some are left, sep and "+N" (how many are left)
// after them: "a · b · +3".
func NamesFit(names []string, sep string, w float64, width func(string) float64) int {
	x, sw := 0.0, width(sep)
	for k, name := range names {
		if k > 0 {
			x += sw
		}
		x += width(name)
		rest := 0.0
		if k < len(names)-1 {
			rest = sw + width("+"+strconv.Itoa(len(names)-1-k))
		}
		if x+rest > w {
			return k
		}
	}
	return len(names)
}
