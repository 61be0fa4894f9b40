package engine

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// OrderKind is what the engine made of an answer's line.
type OrderKind uint8

// The kinds of order lines.
const (
	Accepted OrderKind = iota // an ant moves
	Ignored                   // "move blocked": into water or food; no effect, never an error
	Invalid                   // no effect; kills the player with Params.Strict
)

// Line is an answer's line that is not blank or a comment, as the engine
// read it.
type Line struct {
	Text   string // trimmed and lower-cased, as the engine logs it
	Kind   OrderKind
	Reason string // for Ignored and Invalid lines: "move blocked", "unknown action"...
	Ant    int32  // the ant ordered (Accepted, Ignored), else -1
	Dir    byte   // 'n', 'e', 's', 'w' (Accepted, Ignored)
	// Sq is the square the line's row and col name (Python's negative
	// indexes counted), -1 when they name none: an invalid line about an
	// ant (a duplicate order, a bad direction) names its square.
	Sq int32
}

// The reasons of Ignored and Invalid lines, in the engine's words.
const (
	ReasonBlocked    = "move blocked"
	ReasonAction     = "unknown action"
	ReasonFormat     = "incorrectly formatted order"
	ReasonRowCol     = "invalid row or col"
	ReasonDirection  = "invalid direction"
	ReasonDuplicate  = "duplicate order"
	ReasonNotAnt     = "not player ant"
	ReasonOutOfBound = "out of bounds"
)

// eachLine calls f for each line of an answer as the engine reads them:
// split at "\n", "\r\n" and "\r" (universal newlines), each trimmed of
// surrounding white space, up to a line "go" in any case (not included; a
// text without one is taken whole).
func eachLine(text string, f func(string)) {
	for len(text) > 0 {
		var line string
		line, text = nextLine(text)
		if len(line) == 2 && strings.EqualFold(line, "go") {
			return
		}
		f(line)
	}
}

// nextLine splits text (not empty) into its first line, trimmed as
// eachLine says, and the text after it.
func nextLine(text string) (line, rest string) {
	i := 0 // the line's end (lines are short: a loop beats IndexAny)
	for i < len(text) && text[i] != '\n' && text[i] != '\r' {
		i++
	}
	if i == len(text) {
		return pyTrim(text), ""
	}
	line = text[:i]
	if text[i] == '\r' && i+1 < len(text) && text[i+1] == '\n' {
		i++
	}
	return pyTrim(line), text[i+1:]
}

// ReadOrders reads player p's answer (its lines: split at "\n", "\r\n"
// and "\r", each trimmed, up to a line "go") against the
// board as it is (the start of the turn), as the engine's parse_orders and
// validate_orders do, and calls each for every line that is not blank or
// a comment, in order. A line is invalid when its first word is not "o",
// it has not 4 words, row or col is not an integer (as Python's int()
// reads one), the direction is not n, e, s or w, the square was already
// ordered by an accepted line, does not hold an ant of p, or is out of
// bounds; it is ignored when the ant would move into water or food.
// Lines are lower-cased first, so "O 3 4 N" is an order.
func (s *State) ReadOrders(p int, text string, each func(Line)) {
	// The answer lower-cased at once (one copy, not one a line): case
	// maps rune by rune and never makes or unmakes a line break or white
	// space, so its lines are the lines of the answer lower-cased.
	s.readLower(p, strings.ToLower(text), each)
}

// readLower is ReadOrders of an answer already lower-cased.
func (s *State) readLower(p int, text string, each func(Line)) {
	for _, l := range s.readLines(p, text, nil) {
		each(l)
	}
}

// readLines is readLower appending the lines to lines (no call a line).
func (s *State) readLines(p int, text string, lines []Line) []Line {
	gen := s.nextStamp()
	for len(text) > 0 {
		var line string
		line, text = nextLine(text)
		if len(line) == 2 && strings.EqualFold(line, "go") {
			break
		}
		if line == "" || line[0] == '#' {
			continue
		}
		if len(lines) < cap(lines) { // readOrderTo sets the whole line
			lines = lines[:len(lines)+1]
		} else {
			lines = append(lines, Line{})
		}
		s.readOrderTo(&lines[len(lines)-1], p, line, gen)
	}
	return lines
}

// readOrder judges one line.
func (s *State) readOrder(p int, line string, gen uint32) Line {
	var l Line
	s.readOrderTo(&l, p, line, gen)
	return l
}

// readOrderTo is readOrder setting *l.
func (s *State) readOrderTo(l *Line, p int, line string, gen uint32) {
	// Field by field: a composite literal is built aside and copied.
	l.Text, l.Kind, l.Reason, l.Ant, l.Dir, l.Sq = line, Invalid, "", -1, 0, -1
	row, col, dir, reason := orderWords(line)
	if reason != "" {
		l.Reason = reason
		return
	}
	rows, cols := int64(s.Rows), int64(s.Cols)
	if row >= -rows && row < rows && col >= -cols && col < cols {
		r, c := row, col // Python's negative indexes counted, without a division
		if r < 0 {
			r += rows
		}
		if c < 0 {
			c += cols
		}
		l.Sq = int32(r*cols + c)
	}
	d := -1
	if len(dir) == 1 {
		d = dirIndex(dir[0])
	}
	if d < 0 {
		l.Reason = ReasonDirection
		return
	}
	if row >= 0 && col >= 0 && row < rows && col < cols && s.stamp[row*cols+col] == gen {
		l.Reason = ReasonDuplicate
		return
	}
	if row < -rows || row >= rows || col < -cols || col >= cols {
		l.Reason = ReasonOutOfBound
		return
	}
	sq := l.Sq // Python's negative indexes
	a := s.antAt[sq]
	if a < 0 || int(s.Ants[a].Owner) != p {
		l.Reason = ReasonNotAnt
		return
	}
	if row < 0 || col < 0 {
		l.Reason = ReasonOutOfBound
		return
	}
	l.Ant, l.Dir = a, dirs[d]
	dest := s.geo.step(sq, d)
	if s.water[dest] || s.foodAt[dest] >= 0 {
		l.Kind, l.Reason = Ignored, ReasonBlocked
		return
	}
	l.Kind = Accepted
	s.stamp[sq] = gen
}

// orderWords reads an order's row, col and direction as the engine does
// (Python's split() and int()), or says why the line is invalid before
// they are looked at: not an "o", not 4 words, row or col not integers.
func orderWords(line string) (row, col int64, dir, reason string) {
	if row, col, dir, ok := plainOrder(line); ok {
		return row, col, dir, ""
	}
	var w [5]string
	n := pyFields(line, w[:])
	switch {
	case w[0] != "o":
		return 0, 0, "", ReasonAction
	case n != 4:
		return 0, 0, "", ReasonFormat
	}
	row, ok1 := pyInt(w[1])
	col, ok2 := pyInt(w[2])
	if !ok1 || !ok2 {
		return 0, 0, "", ReasonRowCol
	}
	return row, col, w[3], ""
}

// plainOrder reads the usual order line, "o ROW COL D" with one space
// between words, ROW and COL of 1 to 9 ASCII digits and D one visible
// ASCII character, as orderWords' general reading would; ok is false for
// any other line.
func plainOrder(line string) (row, col int64, dir string, ok bool) {
	if len(line) < 7 || line[0] != 'o' || line[1] != ' ' {
		return 0, 0, "", false
	}
	row, i := plainInt(line, 2)
	if i < 0 || i >= len(line) || line[i] != ' ' {
		return 0, 0, "", false
	}
	col, i = plainInt(line, i+1)
	if i < 0 || i+2 != len(line) || line[i] != ' ' || line[i+1] <= ' ' || line[i+1] > '~' {
		return 0, 0, "", false
	}
	return row, col, line[i+1:], true
}

// plainInt reads 1 to 9 ASCII digits of s from i: their value and the
// index past them, or -1 for none or more.
func plainInt(s string, i int) (int64, int) {
	start, v := i, int64(0)
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		if i-start == 9 {
			return 0, -1
		}
		v = v*10 + int64(s[i]-'0')
	}
	if i == start {
		return 0, -1
	}
	return v, i
}

// nextStamp starts a new set of ordered squares.
func (s *State) nextStamp() uint32 {
	if len(s.stamp) != len(s.antAt) {
		s.stamp = make([]uint32, len(s.antAt))
		s.stampGen = 0
	}
	s.stampGen++
	if s.stampGen == 0 {
		clear(s.stamp)
		s.stampGen = 1
	}
	return s.stampGen
}

// pySpace reports whether Python's str.isspace holds for r.
func pySpace(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSpace[r]
	}
	return unicode.IsSpace(r)
}

// asciiSpace: the ASCII characters Python's str.isspace holds for.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true,
	0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true}

// pyTrim is Python's str.strip().
func pyTrim(s string) string {
	for len(s) > 0 && s[0] < utf8.RuneSelf {
		if !asciiSpace[s[0]] {
			break
		}
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] < utf8.RuneSelf {
		if !asciiSpace[s[len(s)-1]] {
			break
		}
		s = s[:len(s)-1]
	}
	if len(s) == 0 || s[0] < utf8.RuneSelf && s[len(s)-1] < utf8.RuneSelf {
		return s // ASCII at both ends, not white space: no more to trim
	}
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		if !pySpace(r) {
			break
		}
		s = s[n:]
	}
	for len(s) > 0 {
		r, n := utf8.DecodeLastRuneInString(s)
		if !pySpace(r) {
			break
		}
		s = s[:len(s)-n]
	}
	return s
}

// pyFields splits s at runs of white space as Python's str.split() does,
// into w (the words past len(w) are counted, not kept), and returns the
// number of words.
func pyFields(s string, w []string) int {
	n := 0
	start := -1
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		var space bool
		if r < utf8.RuneSelf {
			space = asciiSpace[r]
		} else {
			r, size = utf8.DecodeRuneInString(s[i:])
			space = unicode.IsSpace(r)
		}
		if space {
			if start >= 0 {
				if n < len(w) {
					w[n] = s[start:i]
				}
				n++
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		if n < len(w) {
			w[n] = s[start:]
		}
		n++
	}
	return n
}

// pyIntBig stands for an integer beyond int64's range: out of bounds of
// any map, as a huge Python int is.
const pyIntBig = int64(1) << 62

// pyIntMaxDigits is CPython's limit on the digits int() converts (3.11).
const pyIntMaxDigits = 4300

// pyInt reads an integer as Python's int(s) does for a word: an optional
// sign, then decimal digits (any script's), with single underscores
// between digits. Values beyond int64 come back as ±pyIntBig.
func pyInt(s string) (int64, bool) {
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	var v int64
	digits := 0
	prevDigit := false
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		i += size
		if r == '_' {
			if !prevDigit || i >= len(s) {
				return 0, false
			}
			prevDigit = false
			continue
		}
		d, ok := digitValue(r)
		if !ok {
			return 0, false
		}
		digits++
		prevDigit = true
		if v >= pyIntBig/10 {
			v = pyIntBig
		} else {
			v = v*10 + int64(d)
		}
	}
	if digits == 0 || !prevDigit || digits > pyIntMaxDigits {
		return 0, false
	}
	v = min(v, pyIntBig)
	if neg {
		v = -v
	}
	return v, true
}

// digitValue is the value of a decimal digit of any script (Unicode Nd,
// whose digits come in runs of whole 0-9 sets).
func digitValue(r rune) (int, bool) {
	if r >= '0' && r <= '9' {
		return int(r - '0'), true
	}
	if r < utf8.RuneSelf || !unicode.IsDigit(r) {
		return 0, false
	}
	start := r
	for unicode.IsDigit(start - 1) {
		start--
	}
	return int(r-start) % 10, true
}
