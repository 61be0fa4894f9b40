package tournament

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"floorfall/game"
	"floorfall/internal/safetext"
	"floorfall/replay"
)

// WriteJSON writes the results as results.json holds them.
func (r *Results) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// RelativeTo is r with its match files named relative to folder dir, with
// forward slashes, as results.json in dir names them: the folder reads the
// same wherever it is copied or mounted. A file that cannot be named so
// stays as it is.
func (r *Results) RelativeTo(dir string) *Results {
	c := *r
	base, err := filepath.Abs(dir)
	rel := func(p string) string {
		abs, err2 := filepath.Abs(p)
		if err != nil || err2 != nil {
			return p
		}
		if s, err := filepath.Rel(base, abs); err == nil {
			return filepath.ToSlash(s)
		}
		return p
	}
	c.Matches = slices.Clone(r.Matches)
	for i := range c.Matches {
		c.Matches[i].File = rel(c.Matches[i].File)
	}
	c.Unfinished = slices.Clone(r.Unfinished)
	for i := range c.Unfinished {
		c.Unfinished[i] = rel(c.Unfinished[i])
	}
	return &c
}

// WriteCSV writes the standings, one bot a row, best first: the score
// and each of the game's figures summed and a game (NAME, NAME_mean), and
// a column a way out of the game (its How, "fell").
func (r *Results) WriteCSV(w io.Writer) error {
	c := csv.NewWriter(w)
	head := []string{"rank", "name", "games", "wins", "draws", "losses", "win_rate", "win_rate_low95", "win_rate_high95",
		"mean_place", "score", "score_mean"}
	taken := map[string]bool{}
	for _, h := range head {
		taken[h] = true
	}
	for _, fc := range r.Figures {
		head = append(head, fc.Name, fc.Name+"_mean")
		taken[fc.Name], taken[fc.Name+"_mean"] = true, true
	}
	for _, how := range r.Outs {
		h := strings.ReplaceAll(how, " ", "_")
		if taken[h] {
			h = "out_" + h
		}
		head = append(head, h)
	}
	head = append(head, "timeouts", "invalid", r.endedWord(), "not_ready", "slowest_ready_ms", "mean_reply_ms", "worst_reply_ms",
		"rating_mu", "rating_sigma", "rating")
	c.Write(head)
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 4, 64) }
	for i, b := range r.Bots {
		row := []string{strconv.Itoa(i + 1), b.Name, strconv.Itoa(b.Games), strconv.Itoa(b.Wins), strconv.Itoa(b.Draws),
			strconv.Itoa(b.Losses), f(b.WinRate), f(b.WinCI[0]), f(b.WinCI[1]), f(b.MeanPlace), num(b.Score), f(b.MeanScore)}
		for _, fc := range r.Figures {
			row = append(row, num(b.Figures[fc.Name]), f(b.MeanFigures[fc.Name]))
		}
		for _, how := range r.Outs {
			row = append(row, strconv.Itoa(b.Outs[how]))
		}
		row = append(row, strconv.Itoa(b.Timeouts), strconv.Itoa(b.Invalid), strconv.Itoa(r.ended(b)), strconv.Itoa(b.NotReady), f(b.SlowestReadyMs),
			f(b.MeanReplyMs), f(b.WorstReplyMs), f(b.Rating.Mu), f(b.Rating.Sigma), f(b.Rating.Ordinal))
		c.Write(row)
	}
	c.Flush()
	return c.Error()
}

// WriteMarkdown writes the standings as a Markdown table, with a line on
// how to read it in the game's words; names are made safe for a terminal
// and a table.
func (r *Results) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	of := ""
	if r.Info.Title != "" {
		of = " of " + safetext.Line(r.Info.Title)
	}
	if r.Filling() {
		fmt.Fprintf(&b, "# Standings so far\n\n%d of %d matches%s in", len(r.Matches), r.Planned, of)
	} else {
		fmt.Fprintf(&b, "# Standings\n\n%d matches%s", len(r.Matches), of)
	}
	if len(r.Unfinished) > 0 {
		fmt.Fprintf(&b, " (%d unfinished, not counted)", len(r.Unfinished))
	}
	if s := r.NotStartedText(); s != "" {
		b.WriteString("; " + s)
	}
	if len(r.Bots) == 0 {
		b.WriteString(".\n") // no match in yet
		_, err := io.WriteString(w, b.String())
		return err
	}
	b.WriteString(". " + r.Explain() + "\n\n")
	head := "| # | bot | rating | games | wins | draws | losses | win rate (95%) | place | score (mean) |"
	rule := "|---:|---|---:|---:|---:|---:|---:|---|---:|---:|"
	for _, fc := range r.Figures {
		head += " " + mdCell(fc.Title()) + " |"
		rule += "---:|"
	}
	for _, how := range r.Outs {
		head += " " + mdCell(how) + " |"
		rule += "---:|"
	}
	b.WriteString(head + " timeouts | refused | " + r.endedWord() + " | not ready | reply mean / worst |\n")
	b.WriteString(rule + "---:|---:|---:|---:|---|\n")
	notReady, timeouts := 0, 0
	for i, s := range r.Bots {
		fmt.Fprintf(&b, "| %d | %s | %.1f | %d | %d | %d | %d | %.0f%% (%.0f–%.0f%%) | %.2f | %s (%s) |",
			i+1, mdCell(s.Name), s.Rating.Ordinal, s.Games, s.Wins, s.Draws, s.Losses,
			100*s.WinRate, 100*s.WinCI[0], 100*s.WinCI[1], s.MeanPlace, num(s.Score), num(s.MeanScore))
		for _, fc := range r.Figures {
			if fc.Bool {
				fmt.Fprintf(&b, " %s |", num(s.Figures[fc.Name]))
			} else {
				fmt.Fprintf(&b, " %s (%s) |", num(s.Figures[fc.Name]), num(s.MeanFigures[fc.Name]))
			}
		}
		for _, how := range r.Outs {
			fmt.Fprintf(&b, " %d |", s.Outs[how])
		}
		fmt.Fprintf(&b, " %d | %d | %d | %d | %.1f / %.1f ms |\n", s.Timeouts, s.Invalid, r.ended(s), s.NotReady, s.MeanReplyMs, s.WorstReplyMs)
		notReady += s.NotReady
		timeouts += s.Timeouts
	}
	if f, ok := r.Info.MoreTime(replay.StatusTimeout, 1, ""); ok && timeouts > 0 {
		b.WriteString("\nTimed out: ")
		for _, s := range r.Bots {
			if s.Timeouts > 0 {
				fmt.Fprintf(&b, "%s in %d of %d games; ", mdCell(s.Name), s.Timeouts, s.Games)
			}
		}
		fmt.Fprintf(&b, "a bot that answers slowly (an interpreter, a loaded machine) needs more time: %s gives it", f.Flag)
		if f.Millis {
			b.WriteString(" (milliseconds)")
		}
		b.WriteString(".\n")
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

// endedWord names the column of the games a bot ended in with no answer,
// by the status the game's bots get: crashes where a bot is run anew for
// every call (a call crashed), exits otherwise (its process exited).
func (r *Results) endedWord() string {
	if r.Info.Ask.Kind == game.PerCall {
		return "crashes"
	}
	return "exits"
}

// ended is the count in bot b's endedWord column (both, should a mixed
// set of files give both statuses).
func (r *Results) ended(b BotResult) int { return b.Exits + b.Crashes }

// NotStartedText says which shards of the tournament no folder holds ("no
// folder for shards 2 and 3 of 4 (not started, or not given)"), "" when
// none.
func (r *Results) NotStartedText() string {
	const why = " (not started, or not given)"
	ns := r.NotStarted
	switch {
	case len(ns) == 0:
		return ""
	case len(ns) == 1:
		return fmt.Sprintf("no folder for shard %d of %d%s", ns[0], r.Shards, why)
	case len(ns) > 8:
		return fmt.Sprintf("no folder for %d of the %d shards%s", len(ns), r.Shards, why)
	}
	list := make([]string, len(ns))
	for i, k := range ns {
		list[i] = strconv.Itoa(k)
	}
	return fmt.Sprintf("no folder for shards %s and %s of %d%s", strings.Join(list[:len(list)-1], ", "), list[len(list)-1], r.Shards, why)
}

// mdCell makes a name safe in a Markdown table cell and on a terminal.
func mdCell(s string) string {
	return strings.ReplaceAll(safetext.Line(s), "|", `\|`)
}

// Explain says how to read the standings' columns, in the game's words
// (its figures' and ways out's names).
func (r *Results) Explain() string {
	var b strings.Builder
	b.WriteString("Ordered by rating (Weng-Lin, mu - 3 sigma); win rate with its 95% interval; " +
		"place: the mean place in the game's table (1 best, tied seats share a place); ")
	var sums, counts []string
	for _, fc := range r.Figures {
		if fc.Bool {
			counts = append(counts, safetext.Line(fc.Title()))
		} else {
			sums = append(sums, safetext.Line(fc.Title()))
		}
	}
	b.WriteString("score")
	if len(sums) > 0 {
		b.WriteString(" and the game's " + strings.Join(sums, ", "))
	}
	b.WriteString(": summed over a bot's games, the mean a game in brackets")
	if len(counts) > 0 {
		b.WriteString("; " + strings.Join(counts, ", ") + ": a yes or no, counted over its games")
	}
	if len(r.Outs) > 0 {
		outs := make([]string, len(r.Outs))
		for i, o := range r.Outs {
			outs[i] = safetext.Line(o)
		}
		b.WriteString("; " + strings.Join(outs, ", ") + ": how many times its seat left the game that way, before the end")
	}
	b.WriteString("; refused: its orders the rules refused or found invalid, over its games.")
	return b.String()
}

// num writes v with at most two decimals: "12", "3.5", "0.67".
func num(v float64) string {
	if math.Abs(v) < 0.005 {
		return "0"
	}
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
}
