package view

import (
	"sort"
	"strconv"
	"strings"
)

// ConsoleKind is what a console line shows.
type ConsoleKind uint8

// The kinds of console line.
const (
	ConsoleAnswer ConsoleKind = iota // a seat's answer and its time
	ConsoleStderr                    // a line its bot wrote on stderr meanwhile
	ConsoleInput                     // a line of what it was sent (listed when searching)
)

// ConsoleLine is a line of the console: every seat's turns in one list, in
// step with the timeline (CodinGame's console).
type ConsoleLine struct {
	Turn, Seat int
	Kind       ConsoleKind
	Text       string
}

// Console lists the match's records as console lines in turn order: each
// answer ("P1 hunter → "A" · 0.4 ms"), then its stderr lines. With a
// filter, only the lines that contain it (ignoring case), what the seats
// were sent included.
func (m *Match) Console(filter string) []ConsoleLine {
	f := strings.ToLower(filter)
	keep := func(s string) bool { return f == "" || strings.Contains(strings.ToLower(s), f) }
	var out []ConsoleLine
	for t := range m.records {
		for _, k := range m.records[t] {
			r := &m.turns[k]
			if f != "" {
				for _, line := range strings.Split(m.Input(t, r.Seat), "\n") {
					if keep(line) {
						out = append(out, ConsoleLine{t, r.Seat, ConsoleInput, cut(line, 200)})
					}
				}
			}
			ans := "P" + strconv.Itoa(r.Seat) + " " + m.NameAt(r.Seat, r.Turn) + " → " + strconv.Quote(cut(r.Reply, 60))
			if r.Took > 0 {
				ans += " · " + r.Took.String()
			}
			if keep(ans) {
				out = append(out, ConsoleLine{t, r.Seat, ConsoleAnswer, ans})
			}
			if r.Stderr == "" {
				continue
			}
			for _, line := range strings.Split(strings.TrimRight(r.Stderr, "\n"), "\n") {
				if keep(line) {
					out = append(out, ConsoleLine{t, r.Seat, ConsoleStderr, cut(line, 200)})
				}
			}
		}
	}
	return out
}

// ConsoleTop is the first line to show of lines, rows at a time, so that
// turn t's lines start a third of the way down (or the list's end shows).
func ConsoleTop(lines []ConsoleLine, t, rows int) int {
	k := sort.Search(len(lines), func(i int) bool { return lines[i].Turn >= t })
	return max(0, min(k-rows/3, len(lines)-rows))
}
