package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"floorfall/internal/safetext"
	"floorfall/view"
)

const diffExamples = `  floorfall run -a ./mybot-v1 -a hunter -a hunter -a hunter --seed 7 --out v1.json
  floorfall run -a ./mybot-v2 -a hunter -a hunter -a hunter --seed 7 --out v2.json
  floorfall diff v1.json v2.json
  floorfall diff v1.json v2.json --seat 0 --json | jq '.answers[0].turn'

Compares two replays of one start (the same game, seats and seed, or the
same --map or --initial): a bot's two versions against the same opponents.
For each seat: the first turn at which its answers differ and what it
answered there in A and in B (a missing answer, a timeout or a crash, is
an answer of its own; a long answer of many lines, Ants' orders, as the
lines that differ). Then the first turn at which the games themselves
diverge (what a bot is sent differs from there), with the two commands
that open both there, and what differs in their outcomes. Replays that start
differently (another seed, map or placement) are refused: every turn of
theirs would differ. The answers are the replays' per-turn records: a
replay written with --records=false holds none, and only what its game
shows is told (the seat whose answer made the games diverge, when it alone
acted in that turn). 'floorfall input A --turn T --seat S' prints what a
seat was sent in a turn.

Exit status: 0 the replays are the same, 1 they differ (with --seat S:
seat S's answers, its outcome or the match's), 2 a bad file or flag, or
replays that cannot be compared.
`

func diffCmd(e *env, args []string) error {
	fs := newFlags(e, "diff", "diff A B [--seat S] [--json]", diffExamples)
	seat := -1
	intVar(fs, &seat, []string{"seat"}, -1, 0, 255, "compare only seat `S`'s answers and outcome (default: every seat's)")
	asJSON := fs.Bool("json", false, "print the comparison as JSON (answers and names exactly as in the files)")
	pos, err := fs.parse(args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usagef("diff", "diff: give two replay files, A and B")
	}
	for _, p := range pos {
		if p == "" {
			return usagef("diff", "diff: a replay file's name is empty")
		}
	}
	pa, pb := pos[0], pos[1]
	a, err := loadReplay(pa)
	if err != nil {
		return err
	}
	b, err := loadReplay(pb)
	if err != nil {
		return err
	}
	if why := comparable(a, b, pa, pb); why != "" {
		return &usageError{msg: "diff: " + why}
	}
	var seats []int
	if seat >= 0 {
		if seat >= a.Seats() {
			return usagef("diff", "diff: --seat %d: the match has %d seats (0 to %d)", seat, a.Seats(), a.Seats()-1)
		}
		seats = []int{seat}
	}
	d := compareReplays(a, b, pa, pb, seats)
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(d)
	} else {
		var w strings.Builder
		d.text(&w)
		_, err = io.WriteString(e.stdout, w.String())
	}
	if err != nil {
		return err
	}
	if !d.Same {
		return exitStatus(1)
	}
	return nil
}

// answerLines is the most lines of a long answer's diff shown.
const answerLines = 6

// text writes the comparison for people.
func (d *replayDiff) text(w *strings.Builder) {
	for _, s := range []struct {
		tag string
		diffSide
	}{{"A", d.A}, {"B", d.B}} {
		fmt.Fprintf(w, "%s  %s  %d turns  %s\n", s.tag, safetext.Line(s.File), s.Played, safetext.Line(strings.Join(s.Names, ", ")))
	}
	start := fmt.Sprintf("%s, %d seats", d.Game, d.Seats)
	if d.Seed != nil {
		start += fmt.Sprintf(", seed %d", *d.Seed)
	}
	if len(d.Notes) == 0 {
		fmt.Fprintf(w, "%s: the same start\n", start)
	} else {
		fmt.Fprintf(w, "%s; %s\n", start, strings.Join(d.Notes, "; "))
	}
	d.answersText(w)
	switch {
	case d.Diverge < 0:
		w.WriteString("the games never diverge\n")
	default:
		fmt.Fprintf(w, "the games diverge at turn %d (%s); open both there:\n", d.Diverge, d.DivergeWhy)
		for _, c := range d.View {
			w.WriteString("  " + safetext.Line(c) + "\n")
		}
	}
	if d.Outcome.Same {
		w.WriteString("same outcome\n")
		return
	}
	w.WriteString("outcome:\n")
	rows := [][]string{{"", "A", "B"}}
	for _, it := range d.Outcome.Differs {
		label := it.What
		if it.Seat >= 0 {
			label = "P" + strconv.Itoa(it.Seat) + " " + it.What
		}
		rows = append(rows, []string{label, safetext.Line(it.texts[0]), safetext.Line(it.texts[1])})
	}
	writeColumns(w, rows, "  ")
}

// answersText writes how each compared seat's answers compare.
func (d *replayDiff) answersText(w *strings.Builder) {
	switch {
	case !d.A.Records && !d.B.Records:
		w.WriteString("answers: neither replay holds its per-turn records (written with --records=false, or official files): the answers cannot be compared\n")
	case !d.A.Records || !d.B.Records:
		f := d.A.File
		if d.A.Records {
			f = d.B.File
		}
		fmt.Fprintf(w, "answers: %s holds no per-turn records (written with --records=false, or an official file): the answers cannot be compared\n", safetext.Line(f))
	default:
		w.WriteString("answers:\n")
	}
	rows := make([][]string, 0, len(d.Answers))
	var after [][]string // the lines after each row: a long answer's diff
	for _, sa := range d.Answers {
		says, more := sa.says()
		rows = append(rows, []string{safetext.Line(d.who(sa.Seat)), says})
		after = append(after, more)
	}
	// writeColumns pads the names; a diff's lines go under their row.
	var b strings.Builder
	writeColumns(&b, rows, "  ")
	for i, line := range strings.SplitAfter(strings.TrimSuffix(b.String(), "\n"), "\n") {
		w.WriteString(strings.TrimSuffix(line, "\n") + "\n")
		for _, l := range after[i] {
			w.WriteString("      " + l + "\n")
		}
	}
}

// says says how the seat's answers compare, on one line, and the lines
// of a long answer's diff after it (more).
func (sa *seatAnswers) says() (says string, more []string) {
	switch {
	case sa.Inferred:
		says = fmt.Sprintf("turn %d: its answer differs, not recorded (it alone acted in the turn before the games diverge)", sa.Turn)
	case !sa.Recorded && sa.Same:
		says = "the same as far as the games show (they never diverge)"
	case !sa.Recorded:
		says = "cannot tell: not recorded"
	case sa.Same && sa.From > 0:
		says = fmt.Sprintf("the same in turns %d to %d, the ones both recorded", sa.From, sa.To-1)
	case sa.Same:
		says = fmt.Sprintf("the same in the %d turns both played", sa.To)
	default:
		says, more = sa.differText()
	}
	if !sa.Inferred && !sa.Same && sa.Recorded {
		says = fmt.Sprintf("turn %d: %s", sa.Turn, says)
	}
	if sa.Turn >= 0 {
		if sa.SameInput {
			says += " (same input)"
		} else {
			says += " (another input: the games had diverged)"
		}
	}
	return says, more
}

// differText says what the seat answered in A and in B where they
// differ: on one line, or, for answers of several lines, how many lines
// differ and the lines themselves (in more).
func (sa *seatAnswers) differText() (says string, more []string) {
	a, b := *sa.A, *sa.B
	if a.Missing != "" || b.Missing != "" || !long(a.Reply) && !long(b.Reply) {
		at := 0 // where they differ: a long line is shown around it
		for at < len(a.Reply) && at < len(b.Reply) && a.Reply[at] == b.Reply[at] {
			at++
		}
		return "A " + a.text(at) + ", B " + b.text(at), nil
	}
	lines, left, same := lineDiff(a.Reply, b.Reply, answerLines)
	says = fmt.Sprintf("%s in A, %d in B, %d alike", view.Plural(lineCount(a.Reply), "line"), lineCount(b.Reply), same)
	if len(lines) == 0 {
		says += ": the same lines in another order"
	}
	if left > 0 {
		lines = append(lines, fmt.Sprintf("... %s more", view.Plural(left, "line")))
	}
	return says, lines
}

// long reports whether an answer is shown as a line diff: it has several
// lines.
func long(s string) bool {
	return strings.Contains(strings.TrimSuffix(s, "\n"), "\n")
}

// shownWidth is the most bytes of a line of an answer shown.
const shownWidth = 60

// clip is line s quoted and safe to print, cut to about shownWidth bytes
// around byte at (where it differs from the other answer), "…" outside
// the quotes marking what is left out.
func clip(s string, at int) string {
	part, before, after := window(s, at)
	out := quoteSafe(part)
	if before {
		out = "…" + out
	}
	if after {
		out += "…"
	}
	return out
}

// window is the part of line s shown: about shownWidth bytes around byte
// at; before and after say whether bytes were left out before and after
// it.
func window(s string, at int) (part string, before, after bool) {
	if len(s) <= shownWidth {
		return s, false, false
	}
	from := max(0, min(at-shownWidth/3, len(s)-shownWidth))
	for from > 0 && !utf8.RuneStart(s[from]) {
		from--
	}
	to := min(len(s), from+shownWidth)
	for to < len(s) && !utf8.RuneStart(s[to]) {
		to++
	}
	return s[from:to], from > 0, to < len(s)
}

func lineCount(s string) int {
	if s == "" {
		return 0
	}
	return len(splitLines(s))
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// quoteSafe is s quoted, safe to print.
func quoteSafe(s string) string { return `"` + safetext.Line(s) + `"` }

// lineDiff is a short line diff of answers a and b, as sets of lines (a
// bot's orders are the same in any order): the lines of a that b does not
// hold ("- " before them) and those of b that a does not ("+ "), in order,
// at most most of them (left says how many more), safe to print, a long
// one cut (see window); same counts the lines both hold.
func lineDiff(a, b string, most int) (lines []string, left, same int) {
	la, lb := splitLines(a), splitLines(b)
	inB := map[string]int{}
	for _, l := range lb {
		inB[l]++
	}
	var out []string
	for _, l := range la {
		if inB[l] > 0 {
			inB[l]--
			same++
			continue
		}
		out = append(out, "- "+l)
	}
	inA := map[string]int{}
	for _, l := range la {
		inA[l]++
	}
	for _, l := range lb {
		if inA[l] > 0 {
			inA[l]--
			continue
		}
		out = append(out, "+ "+l)
	}
	if len(out) > most {
		out, left = out[:most], len(out)-most
	}
	for k, l := range out {
		part, _, after := window(l, 0)
		out[k] = safetext.Line(part)
		if after {
			out[k] += "…"
		}
	}
	return out, left, same
}
