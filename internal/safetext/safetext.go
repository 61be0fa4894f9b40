// Package safetext makes text from files and bots safe to print on a
// terminal: names, details and a bot's stderr can hold escape sequences
// that retitle the terminal, clear it, move the cursor or forge lines, and
// bidirectional overrides that show text in another order than it is.
package safetext

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Line returns s with every character that a terminal would act on rather
// than show replaced by a visible escape: C0 controls but tab (so also
// newline and carriage return), DEL, C1 controls, the bidirectional
// controls (U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069), and
// bytes that are not UTF-8. Escapes are written as Go writes them: \x1b,
// \n, \u202e. A backslash is left as it is. s is returned as it is, without
// allocating, when it holds none of them.
func Line(s string) string {
	i := firstUnsafe(s)
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	b.WriteString(s[:i])
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\x`)
			b.WriteString(hex2(s[i]))
		case unsafeRune(r):
			b.WriteString(escape(r))
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// Lines is Line for text of several lines: each line is made safe and the
// lines are joined with "\n" + indent. A final newline is dropped.
func Lines(s, indent string) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = Line(l)
	}
	return strings.Join(lines, "\n"+indent)
}

func firstUnsafe(s string) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if (c < 0x20 && c != '\t') || c == 0x7f {
				return i
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || unsafeRune(r) {
			return i
		}
		i += size
	}
	return -1
}

func unsafeRune(r rune) bool {
	switch {
	case r < 0x20:
		return r != '\t'
	case r == 0x7f, r >= 0x80 && r < 0xa0:
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

func escape(r rune) string {
	switch r {
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	}
	if r < 0x100 {
		return `\x` + hex2(byte(r))
	}
	q := strconv.QuoteRuneToASCII(r) // '\u202e'
	return q[1 : len(q)-1]
}

func hex2(c byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4], digits[c&15]})
}
