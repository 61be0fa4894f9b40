package view

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"floorfall/draw"
)

// ConsoleKind is what a console line shows.
type ConsoleKind uint8

// The kinds of console line.
const (
	ConsoleAnswer ConsoleKind = iota // a seat's answer and its time
	ConsoleStderr                    // a line its bot wrote on stderr meanwhile
	ConsoleInput                     // a line of what it was sent (listed when searching)
)

// ConsoleLine is a row of the console: every seat's turns in one list, in
// step with the timeline (CodinGame's console). A line longer than the
// console is wide is wrapped: its rows after the first are Cont.
type ConsoleLine struct {
	Turn, Seat int
	Kind       ConsoleKind
	Text       string
	Cont       bool // the rest of the line of the row above
}

// consoleMax is the most of a line the console keeps (a line of a
// megabyte of JSON would be thousands of rows).
const consoleMax = 2000

// Console lists the match's records as console rows in turn order: each
// answer ("P1 hunter → "A" · 0.42 ms", its drawings counted), then its
// stderr lines but the drawing lines ("#ff ...", listed by the debug
// panel's drew), each line wrapped to cols characters (its rows after the
// first indented: ConsoleCols; fits, if not nil, tells whether a row of
// a kind fits: see WrapCols). With a filter, only the lines that contain
// it (ignoring case), what the seats were sent included.
func (m *Match) Console(filter string, cols int, fits func(ConsoleKind, string) bool) []ConsoleLine {
	f := strings.ToLower(filter)
	keep := func(s string) bool { return f == "" || strings.Contains(strings.ToLower(s), f) }
	var out []ConsoleLine
	add := func(t, seat int, kind ConsoleKind, text string, w int) {
		var fit func(string) bool
		if fits != nil {
			fit = func(s string) bool { return fits(kind, s) }
		}
		for k, row := range WrapCols(cut(text, consoleMax), w, fit) {
			out = append(out, ConsoleLine{t, seat, kind, row, k > 0})
		}
	}
	for t := range m.records {
		for _, k := range m.records[t] {
			r := &m.turns[k]
			if f != "" {
				for _, line := range strings.Split(m.Input(t, r.Seat), "\n") {
					if keep(line) {
						add(t, r.Seat, ConsoleInput, line, cols-consoleIndent)
					}
				}
			}
			stderr, drew := draw.Without(r.Stderr)
			ans := "P" + strconv.Itoa(r.Seat) + " " + m.NameAt(r.Seat, r.Turn) + " → " + strconv.Quote(cut(r.Reply, 60))
			if r.Took > 0 {
				ans += " · " + Duration(r.Took)
			}
			if drew > 0 {
				ans += " · drew " + strconv.Itoa(drew)
			}
			if keep(ans) {
				add(t, r.Seat, ConsoleAnswer, ans, cols)
			}
			if stderr == "" {
				continue
			}
			for _, line := range strings.Split(strings.TrimRight(stderr, "\n"), "\n") {
				if line = visible(strings.TrimSuffix(line, "\r")); keep(line) {
					add(t, r.Seat, ConsoleStderr, line, cols-consoleIndent)
				}
			}
		}
	}
	return out
}

// consoleIndent is how many characters a stderr or input line of the
// console is indented from an answer's.
const consoleIndent = 2

// ConsoleTop is the first row to show of lines, rows at a time, so that
// turn t's rows start a third of the way down (or the list's end shows).
func ConsoleTop(lines []ConsoleLine, t, rows int) int {
	k := sort.Search(len(lines), func(i int) bool { return lines[i].Turn >= t })
	return max(0, min(k-rows/3, len(lines)-rows))
}

// WrapCols breaks s into rows of at most cols characters, at a space in
// a row's second half when there is one (the space dropped), else in the
// middle of a word: the whole text readable, none of it cut. fits, if not
// nil, tells whether a row fits where it is drawn (its real width: wide
// letters, digits): a row of more than half of cols characters that does
// not is made shorter until it does.
func WrapCols(s string, cols int, fits func(string) bool) []string {
	cols = max(cols, 8)
	var rows []string
	for {
		end := byteOfRune(s, cols)
		if fits != nil && len(s) > cols/2 && !fits(s[:end]) {
			// The most characters that fit, from a quarter of cols on.
			lo, hi := cols/4, min(cols, utf8.RuneCountInString(s))
			for hi-lo > 1 {
				if mid := (lo + hi) / 2; fits(s[:byteOfRune(s, mid)]) {
					lo = mid
				} else {
					hi = mid
				}
			}
			end = byteOfRune(s, lo)
		}
		if end == len(s) {
			return append(rows, s)
		}
		brk, next := end, end
		if k := strings.LastIndexByte(s[:end+1], ' '); k > end/2 {
			brk, next = k, k+1
		}
		rows = append(rows, s[:brk])
		s = s[next:]
	}
}
