package tournament

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"floorfall/internal/safetext"
)

// WriteJSON writes the results as results.json holds them.
func (r *Results) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteCSV writes the standings, one bot a row, best first.
func (r *Results) WriteCSV(w io.Writer) error {
	c := csv.NewWriter(w)
	c.Write([]string{"rank", "name", "games", "wins", "draws", "losses", "win_rate", "win_rate_low95", "win_rate_high95",
		"mean_place", "drops", "falls", "timeouts", "invalid", "exits", "not_ready", "slowest_ready_ms", "mean_reply_ms", "worst_reply_ms",
		"rating_mu", "rating_sigma", "rating", "points"})
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 4, 64) }
	for i, b := range r.Bots {
		c.Write([]string{strconv.Itoa(i + 1), b.Name, strconv.Itoa(b.Games), strconv.Itoa(b.Wins), strconv.Itoa(b.Draws),
			strconv.Itoa(b.Losses), f(b.WinRate), f(b.WinCI[0]), f(b.WinCI[1]), f(b.MeanPlace), strconv.Itoa(b.Drops),
			strconv.Itoa(b.Falls), strconv.Itoa(b.Timeouts), strconv.Itoa(b.Invalid), strconv.Itoa(b.Exits), strconv.Itoa(b.NotReady), f(b.SlowestReadyMs),
			f(b.MeanReplyMs), f(b.WorstReplyMs), f(b.Rating.Mu), f(b.Rating.Sigma), f(b.Rating.Ordinal), f(b.Points)})
	}
	c.Flush()
	return c.Error()
}

// WriteMarkdown writes the standings as a Markdown table, with a line on
// how to read it; names are made safe for a terminal and a table.
func (r *Results) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# Standings\n\n%d matches", len(r.Matches))
	if len(r.Unfinished) > 0 {
		fmt.Fprintf(&b, " (%d unfinished, not counted)", len(r.Unfinished))
	}
	b.WriteString(". Ordered by rating (Weng-Lin, mu - 3 sigma); win rate with its 95% interval; " +
		"place by the order of falls (1 best); drops: opponents' falls its attacks caused.\n\n")
	pointsHead, pointsRule := "", ""
	if r.HasPoints {
		pointsHead, pointsRule = " points |", "---:|"
	}
	b.WriteString("| # | bot | rating |" + pointsHead + " games | wins | draws | losses | win rate (95%) | place | drops | falls | timeouts | invalid | exits | not ready | reply mean / worst |\n")
	b.WriteString("|---:|---|---:|" + pointsRule + "---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|\n")
	notReady := 0
	for i, s := range r.Bots {
		points := ""
		if r.HasPoints {
			points = fmt.Sprintf(" %g |", s.Points)
		}
		fmt.Fprintf(&b, "| %d | %s | %.1f |%s %d | %d | %d | %d | %.0f%% (%.0f–%.0f%%) | %.2f | %d | %d | %d | %d | %d | %d | %.1f / %.1f ms |\n",
			i+1, mdCell(s.Name), s.Rating.Ordinal, points, s.Games, s.Wins, s.Draws, s.Losses,
			100*s.WinRate, 100*s.WinCI[0], 100*s.WinCI[1], s.MeanPlace, s.Drops, s.Falls,
			s.Timeouts, s.Invalid, s.Exits, s.NotReady, s.MeanReplyMs, s.WorstReplyMs)
		notReady += s.NotReady
	}
	if notReady > 0 {
		b.WriteString("\nNot ready: ")
		for _, s := range r.Bots {
			if s.NotReady > 0 {
				fmt.Fprintf(&b, "%s in %d of %d games", mdCell(s.Name), s.NotReady, s.Games)
				if s.SlowestReadyMs > 0 {
					fmt.Fprintf(&b, " (its slowest READY came after %.2f s)", s.SlowestReadyMs/1000)
				}
				b.WriteString("; ")
			}
		}
		b.WriteString("a bot that starts slowly (an interpreter, a JVM, a loaded machine) needs more time: --ready-timeout gives it.\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// mdCell makes a name safe in a Markdown table cell and on a terminal.
func mdCell(s string) string {
	return strings.ReplaceAll(safetext.Line(s), "|", `\|`)
}
