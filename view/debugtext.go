package view

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"floorfall/draw"
)

// Section is a part of the debug panel's text about one answer.
type Section uint8

// The debug panel's sections, top to bottom.
const (
	SecSent   Section = iota // what the bot was sent
	SecAnswer                // what it answered
	SecDrew                  // the drawings it wrote on stderr (none: no rows)
	SecStderr                // what it wrote on stderr meanwhile
	NumSections
)

// Names of the sections, as the panel labels them.
var sectionNames = [NumSections]string{"sent", "answered", "drew", "stderr"}

func (s Section) String() string {
	if s < NumSections {
		return sectionNames[s]
	}
	return "?"
}

// Text is section s's exact text: the input as the bot read it (what I
// saves), the raw answer, the stderr.
func (d *Debug) Text(s Section) string {
	switch s {
	case SecSent:
		if d.Turn < 0 {
			return ""
		}
		return d.Input + "\n"
	case SecAnswer:
		return d.Reply
	case SecDrew:
		if len(d.Draw) == 0 {
			return ""
		}
		return strings.Join(d.Draw, "\n") + "\n"
	case SecStderr:
		return d.Stderr
	}
	return ""
}

// drewRows are the drawings' rows: how many were kept and dropped (and
// why), then the commands kept; none when the bot drew nothing.
func (d *Debug) drewRows(cols int) []string {
	if len(d.Draw) == 0 && len(d.Dropped) == 0 {
		return nil
	}
	sum := strconv.Itoa(len(d.Draw)) + " kept"
	if len(d.Dropped) > 0 {
		n, whys := 0, make([]string, len(d.Dropped))
		for k, dr := range d.Dropped {
			n += dr.N
			whys[k] = strconv.Itoa(dr.N) + " " + dr.Why
		}
		sum += " · " + strconv.Itoa(n) + " dropped: " + strings.Join(whys, ", ")
	}
	rows := []string{sum}
	for _, c := range d.Draw {
		rows = append(rows, visible(c))
	}
	return Fold(rows, cols)
}

// Rows are section s laid out for a panel cols characters wide: JSON
// indented, its short arrays and objects on one line; other text a line a
// row (an answer's orders one a row); lines wider than cols folded. The
// input as the game lays it out (InputLayout) is kept as it is: its words
// are in columns.
func (d *Debug) Rows(s Section, cols int) []string {
	switch s {
	case SecSent:
		if d.Turn < 0 {
			return nil
		}
		if d.Lines != nil {
			return d.Lines
		}
		return TextRows(d.Input, cols)
	case SecAnswer:
		if !d.Asked {
			return nil
		}
		return TextRows(d.Reply, cols)
	case SecDrew:
		return d.drewRows(cols)
	case SecStderr:
		return d.stderrRows(cols)
	}
	return nil
}

// stderrRows are what the bot wrote on stderr but its drawing lines
// ("#ff ...": drew lists them), a first row counting those left out.
func (d *Debug) stderrRows(cols int) []string {
	text, n := draw.Without(d.Stderr)
	rows := TextRows(text, cols)
	if n == 0 {
		return rows
	}
	return append([]string{"(" + Plural(n, "drawing line") + " not shown: see drew)"}, rows...)
}

// SentColumns reports whether the input's rows read best with their words
// in columns (a grid of numbers): not JSON.
func (d *Debug) SentColumns() bool {
	t := strings.TrimSpace(d.Input)
	return d.Lines != nil || t == "" || (t[0] != '{' && t[0] != '[') || !json.Valid([]byte(t))
}

// TextRows lays text out for cols characters: JSON (an object or an array)
// indented (see JSONRows), other text a line a row, its final newline
// dropped; lines wider than cols folded (see Fold). Empty text has no rows.
func TextRows(text string, cols int) []string {
	t := strings.TrimRight(text, "\r\n")
	if t == "" {
		return nil
	}
	if rows, ok := JSONRows(t, cols); ok {
		return Fold(rows, cols)
	}
	lines := strings.Split(t, "\n")
	for i, l := range lines {
		lines[i] = visible(strings.TrimSuffix(l, "\r"))
	}
	return Fold(lines, cols)
}

// JSONRows lays out text that is one JSON object or array: a value whose
// compact form fits in cols (with its indent and key) on one line, else its
// members one a line, indented two spaces a level. ok is false for text
// that is not such JSON.
func JSONRows(text string, cols int) (rows []string, ok bool) {
	t := strings.TrimSpace(text)
	if t == "" || (t[0] != '{' && t[0] != '[') || !json.Valid([]byte(t)) {
		return nil, false
	}
	var v json.RawMessage = []byte(t)
	return appendJSON(nil, "", v, "", max(cols, 8)), true
}

// appendJSON appends value v with prefix (indent and key) and suffix (a
// comma) as rows.
func appendJSON(rows []string, prefix string, v json.RawMessage, suffix string, cols int) []string {
	var c bytes.Buffer
	if json.Compact(&c, v) != nil {
		return append(rows, prefix+string(v)+suffix)
	}
	one := prefix + c.String() + suffix
	b := bytes.TrimSpace(v)
	if utf8.RuneCountInString(one) <= cols || len(b) == 0 || (b[0] != '{' && b[0] != '[') {
		return append(rows, one)
	}
	indent := strings.Repeat(" ", len(prefix)-len(strings.TrimLeft(prefix, " "))) + "  "
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	tok, _ := dec.Token() // the opening bracket
	open := tok.(json.Delim)
	rows = append(rows, prefix+string(open))
	start := len(rows)
	for dec.More() {
		key := ""
		if open == '{' {
			k, err := dec.Token()
			if err != nil {
				break
			}
			kb, _ := json.Marshal(k)
			key = string(kb) + ": "
		}
		var item json.RawMessage
		if dec.Decode(&item) != nil {
			break
		}
		rows = appendJSON(rows, indent+key, item, ",", cols)
	}
	if n := len(rows); n > start {
		rows[n-1] = strings.TrimSuffix(rows[n-1], ",")
	}
	closing := "]"
	if open == '{' {
		closing = "}"
	}
	return append(rows, indent[:len(indent)-2]+closing+suffix)
}

// Fold breaks the lines longer than cols characters into rows of cols,
// the rows after a line's first marked with "↳ ".
func Fold(lines []string, cols int) []string {
	if cols < 8 {
		return lines
	}
	var out []string
	for _, l := range lines {
		for utf8.RuneCountInString(l) > cols {
			k := byteOfRune(l, cols)
			out = append(out, l[:k])
			l = "↳ " + l[k:]
		}
		out = append(out, l)
	}
	return out
}

// byteOfRune is the byte offset of the n-th rune of s.
func byteOfRune(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// visible is line with a tab as four spaces and other control characters
// (and bytes not UTF-8) escaped, as Go quotes them: a row draws no
// control character.
func visible(line string) string {
	line = strings.ReplaceAll(line, "\t", "    ")
	for _, r := range line {
		if r == utf8.RuneError || unicode.IsControl(r) {
			q := strconv.Quote(line)
			return q[1 : len(q)-1]
		}
	}
	return line
}

// Find is the indexes of the rows holding word, whatever its case.
func Find(rows []string, word string) []int {
	if word == "" {
		return nil
	}
	w := strings.ToLower(word)
	var out []int
	for i, r := range rows {
		if strings.Contains(strings.ToLower(r), w) {
			out = append(out, i)
		}
	}
	return out
}
