package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/width"

	"floorfall/draw"
	"floorfall/game"
	"floorfall/internal/safetext"
	"floorfall/replay"
	"floorfall/view"
)

// summary is what 'run' and 'info' tell of a replay.
type summary struct {
	Game     string    `json:"game"`
	Seats    int       `json:"seats"`
	Names    []string  `json:"names"`
	Statuses []string  `json:"statuses"`
	Scores   []float64 `json:"scores"`
	Ranks    []int     `json:"ranks"`
	// Refused is each seat's orders the rules refused or found invalid
	// (game.Outcome.Refused).
	Refused []int `json:"refused"`
	// Turns is the turns the file holds, as the game counts them (Ants'
	// setup turn 0 left out: info.Played), the count the text, the
	// standings and the viewer's counter say; EndedAfter, when not 0, the
	// turns the game lasted by its rules, fewer (an official file that
	// goes on after the end), and Note says why.
	Turns      int              `json:"turns"`
	EndedAfter int              `json:"endedAfter,omitempty"`
	Note       string           `json:"note,omitempty"`
	TurnLimit  int              `json:"turnLimit"`
	Finished   bool             `json:"finished"`
	Winner     int              `json:"winner"`
	Reason     string           `json:"reason"`
	Seed       *int64           `json:"seed,omitempty"`
	Fork       *replay.ForkMeta `json:"fork,omitempty"`
	// Outcomes are how the match went for each seat (game.Outcome).
	Outcomes []outcome       `json:"outcomes"`
	Players  []playerSummary `json:"players"`

	info   game.Info // the game's words
	lasted int       // the turns the game lasted, in its count (Result.Turns)
}

// MarshalJSON writes the summary with each of the game's figures also as a
// key of its own, a value a seat ("hits": [...], "rank_points": [...]); a
// name the summary already has is left out.
func (s summary) MarshalJSON() ([]byte, error) {
	type plain summary
	b, err := json.Marshal(plain(s))
	if err != nil || len(s.Outcomes) == 0 {
		return b, err
	}
	var own map[string]json.RawMessage
	if err := json.Unmarshal(b, &own); err != nil {
		return nil, err
	}
	var keys []string
	values := map[string][]any{}
	for i, o := range s.Outcomes {
		for _, f := range o.Figures {
			if _, taken := own[f.Name]; taken {
				continue
			}
			if values[f.Name] == nil {
				keys = append(keys, f.Name)
				values[f.Name] = make([]any, len(s.Outcomes))
			}
			values[f.Name][i] = figureValue(f)
		}
	}
	return appendKeys(b, keys, func(k string) any { return values[k] })
}

// outcome is a seat's game.Outcome as info --json writes it: its figures
// as keys of their own beside the fixed ones.
type outcome struct {
	Out     bool          `json:"out"`
	Turn    int           `json:"turn"`
	By      int           `json:"by"`
	How     string        `json:"how"`
	Place   int           `json:"place"`
	Score   float64       `json:"score"`
	Refused int           `json:"refused"`
	Figures []game.Figure `json:"-"`
}

// MarshalJSON writes the outcome with its figures as keys, in the game's
// order.
func (o outcome) MarshalJSON() ([]byte, error) {
	type plain outcome
	b, err := json.Marshal(plain(o))
	if err != nil {
		return nil, err
	}
	var keys []string
	values := map[string]any{}
	for _, f := range o.Figures {
		switch f.Name {
		case "out", "turn", "by", "how", "place", "score", "refused":
			continue
		}
		keys = append(keys, f.Name)
		values[f.Name] = figureValue(f)
	}
	return appendKeys(b, keys, func(k string) any { return values[k] })
}

// figureValue is a figure as JSON has it: a bool for a yes or no.
func figureValue(f game.Figure) any {
	if f.Bool {
		return f.Value != 0
	}
	return f.Value
}

// appendKeys adds keys and their values to the JSON object b.
func appendKeys(b []byte, keys []string, value func(string) any) ([]byte, error) {
	if len(keys) == 0 {
		return b, nil
	}
	b = b[:len(b)-1] // the closing brace
	for _, name := range keys {
		k, _ := json.Marshal(name)
		v, err := json.Marshal(value(name))
		if err != nil {
			return nil, fmt.Errorf("the game's figure %s: %w", name, err)
		}
		if b[len(b)-1] != '{' {
			b = append(b, ',')
		}
		b = append(append(append(b, k...), ':'), v...)
	}
	return append(b, '}'), nil
}

type playerSummary struct {
	Name       string `json:"name"`
	Command    string `json:"command,omitempty"`
	Status     string `json:"status"`
	StatusTurn int    `json:"statusTurn"`
	Detail     string `json:"detail,omitempty"`
	// ReadyMs is how long the bot took to say it was ready, from the
	// launch of all the bots (0: not recorded).
	ReadyMs float64 `json:"readyMs,omitempty"`
}

func summarize(r game.Replay) summary {
	out := r.Result()
	s := summary{Game: r.Game().Info().Name, Seats: r.Seats(), Turns: r.Game().Info().Played(r.Turns()), TurnLimit: out.TurnLimit,
		Finished: out.Over, Winner: out.Winner, Reason: out.Reason, Ranks: out.Places(), Scores: out.Scores(),
		info: r.Game().Info()}
	if !out.Over {
		s.Ranks = make([]int, s.Seats) // no places before the end: 0
	}
	for i, o := range out.Outcomes {
		oc := outcome{Out: o.Out, Turn: o.Turn, By: o.By, How: o.How, Place: s.Ranks[i], Score: o.Score, Refused: o.Refused, Figures: o.Figures}
		s.Outcomes = append(s.Outcomes, oc)
		s.Refused = append(s.Refused, o.Refused)
	}
	meta := r.Meta()
	if meta != nil {
		s.Seed, s.Fork = meta.Seed, meta.Fork
	}
	for i := range s.Seats {
		// An official replay (no meta) does not say how its bots behaved.
		ps := playerSummary{Name: "Player " + strconv.Itoa(i), Status: "unknown", StatusTurn: -1}
		if meta != nil && i < len(meta.Players) {
			m := meta.Players[i]
			ps.Command, ps.Status, ps.StatusTurn = m.Command, m.Status, m.StatusTurn
			// The end of its stderr without its drawing lines (an older
			// replay's holds them): what it wrote for people.
			ps.Detail, _ = draw.Without(m.Detail)
			ps.ReadyMs = float64(m.Ready) / float64(time.Millisecond)
			if m.Name != "" {
				ps.Name = m.Name
			}
		}
		s.Players = append(s.Players, ps)
		s.Names, s.Statuses = append(s.Names, ps.Name), append(s.Statuses, ps.Status)
	}
	s.lasted = out.Turns
	for _, n := range r.Notes() {
		if n.Kind == game.NoteEnd {
			s.Note = n.Text
		}
	}
	// Only a file that goes on after the end of its game (its note says
	// so) ended after fewer turns than it holds.
	if out.Over && s.Note != "" && out.Turns < s.Turns {
		s.EndedAfter = out.Turns
	}
	return s
}

// slowReadyMs is how long a bot's start must take for the summary to say
// it: half the official ready limit.
const slowReadyMs = 500

// who names player i as "P2 hunter", safe to print.
func (s *summary) who(i int) string {
	if i < 0 || i >= len(s.Players) {
		return "nobody"
	}
	return fmt.Sprintf("P%d %s", i, safetext.Line(s.Players[i].Name))
}

// whos names seats: "P0 a", "P0 a and P2 b", "P0 a, P1 b and P2 c".
func (s *summary) whos(seats []int) string {
	var names []string
	for _, i := range seats {
		names = append(names, s.who(i))
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// firsts are the seats in first place at the end.
func (s *summary) firsts() []int {
	var f []int
	for i, o := range s.Outcomes {
		if o.Place == 1 {
			f = append(f, i)
		}
	}
	return f
}

// text writes the summary for people.
func (s *summary) text(w io.Writer) {
	var b strings.Builder
	turns := s.lasted // finished: the game's count
	firsts := s.firsts()
	switch {
	case !s.Finished:
		fmt.Fprintf(&b, "unfinished after %d of %d turns\n", s.Turns, s.TurnLimit)
	case s.Winner >= 0:
		fmt.Fprintf(&b, "%s wins (%s) after %d turns\n", s.who(s.Winner), s.Reason, turns)
	case len(firsts) > 1:
		fmt.Fprintf(&b, "draw (%s) after %d turns: %s share first place\n", s.Reason, turns, s.whos(firsts))
	default:
		fmt.Fprintf(&b, "draw (%s) after %d turns\n", s.Reason, turns)
	}
	if s.Note != "" {
		b.WriteString(safetext.Line(s.Note) + "\n")
	}
	s.tableAndEvents(&b, firsts)
	if s.Seed != nil {
		fmt.Fprintf(&b, "seed %d\n", *s.Seed)
	}
	if s.Fork != nil {
		fmt.Fprintf(&b, "played on from %s at turn %d\n", safetext.Line(s.Fork.From), s.Fork.At)
	}
	s.seatsText(&b)
	s.botsText(&b)
	io.WriteString(w, b.String())
}

// tableAndEvents says where the game's table and its events differ: a
// seat ranked first that left the game while another was still in it at
// the end (Hit and Sunk's shipless seat, first in the controller's table,
// while the last ship afloat is another's).
func (s *summary) tableAndEvents(b *strings.Builder, firsts []int) {
	if !s.Finished {
		return
	}
	var standing []int
	for i, o := range s.Outcomes {
		if !o.Out {
			standing = append(standing, i)
		}
	}
	for _, f := range firsts {
		o := s.Outcomes[f]
		if !o.Out || len(standing) == 0 {
			continue
		}
		fmt.Fprintf(b, "%s is first by the game's table, though it is out (%s); still in the game at the end: %s\n",
			s.who(f), s.says(f), s.whos(standing))
	}
}

// says is how seat i left the game, in the game's words.
func (s *summary) says(i int) string {
	o := s.Outcomes[i]
	g := game.Outcome{Out: o.Out, Turn: o.Turn, By: o.By, How: o.How}
	return g.Says(s.info, i, s.who)
}

// seatsText writes each seat's place, score, figures and how it left the
// game, best first.
func (s *summary) seatsText(b *strings.Builder) {
	if len(s.Outcomes) == 0 {
		return
	}
	order := make([]int, len(s.Outcomes))
	for i := range order {
		order[i] = i
	}
	if s.Finished {
		slices.SortStableFunc(order, func(a, c int) int { return s.Outcomes[a].Place - s.Outcomes[c].Place })
	}
	rows := make([][]string, len(order))
	for r, i := range order {
		o := s.Outcomes[i]
		place := "-"
		if s.Finished && o.Place > 0 {
			place = view.Ordinal(o.Place)
		}
		row := []string{place, s.who(i), "score " + strconv.FormatFloat(o.Score, 'f', -1, 64)}
		for _, f := range o.Figures {
			row = append(row, f.Name+" "+f.Text())
		}
		if o.Out {
			row = append(row, s.says(i))
		}
		rows[r] = row
	}
	b.WriteString("seats:\n")
	writeColumns(b, rows, "  ")
}

// writeColumns writes rows of cells, each column as wide as its widest
// cell (the last cell of a row as it is).
func writeColumns(b *strings.Builder, rows [][]string, indent string) {
	var widths []int
	for _, row := range rows {
		for c, cell := range row {
			if c == len(widths) {
				widths = append(widths, 0)
			}
			widths[c] = max(widths[c], columns(cell))
		}
	}
	for _, row := range rows {
		b.WriteString(indent)
		for c, cell := range row {
			if c == len(row)-1 {
				b.WriteString(cell)
				break
			}
			b.WriteString(pad(cell, widths[c]) + "  ")
		}
		b.WriteString("\n")
	}
}

// botsText writes how each seat's bot behaved, and, for a bot that ran
// out of time, the flag that gives it more.
func (s *summary) botsText(b *strings.Builder) {
	b.WriteString("bots:\n")
	var flags []game.TimeFlag // the flags that give the bots that ran out of time more
	for i, p := range s.Players {
		st := p.Status
		if p.StatusTurn >= 0 && p.Status != "ok" {
			st += fmt.Sprintf(" at turn %d", p.StatusTurn)
		}
		if i < len(s.Refused) && s.Refused[i] > 0 {
			st += ", " + view.Plural(s.Refused[i], "order") + " refused"
		}
		if p.ReadyMs >= slowReadyMs {
			st += fmt.Sprintf(" (ready after %.2fs)", p.ReadyMs/1000)
		}
		if p.Detail != "" {
			st += ": " + safetext.Lines(p.Detail, "      ")
		}
		if f, ok := s.info.MoreTime(p.Status, p.StatusTurn, p.Detail); ok && !slices.Contains(flags, f) {
			flags = append(flags, f)
		}
		fmt.Fprintf(b, "  %s %s\n", pad(s.who(i), 20), st)
	}
	for _, f := range flags {
		if f.Flag == "--ready-timeout" {
			b.WriteString(slowStart + "\n")
			continue
		}
		fmt.Fprintf(b, "%s: %s gives it", slowAnswer, f.Flag)
		if f.Millis {
			b.WriteString(" (milliseconds)")
		}
		b.WriteString("\n")
	}
}

// What a summary says to a bot that ran out of time.
const (
	slowStart  = "a bot that starts slowly (an interpreter, a JVM, a loaded machine) may need more time to say READY: --ready-timeout gives it"
	slowAnswer = "a bot that answers slowly (an interpreter, a loaded machine, a live window beside it) may need more time"
)

// printSummary writes the summary of a replay just played.
func printSummary(w io.Writer, r game.Replay, path string) error {
	s := summarize(r)
	s.text(w)
	if path != "" && path != "-" {
		fmt.Fprintf(w, "replay: %s\n", path)
	}
	return nil
}

// pad pads s with spaces to n terminal columns, counting wide characters
// (Japanese names) as two.
func pad(s string, n int) string {
	cols := columns(s)
	if cols >= n {
		return s
	}
	return s + strings.Repeat(" ", n-cols)
}

// columns is the terminal columns s takes, wide characters (Japanese
// names) two.
func columns(s string) int {
	cols := 0
	for _, r := range s {
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			cols += 2
		default:
			cols++
		}
	}
	return cols
}
