package engine

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// The controller reads a bot's standard output with java.util.Scanner
// (UTF-8, tokens between runs of Java whitespace) and works on Java
// strings (UTF-16 units); this file does the same on Go strings.

// javaSpace reports whether r is whitespace to Java
// (Character.isWhitespace): the ASCII controls \t \n \v \f \r and
// U+001C..U+001F, and the Unicode space separators but the no-break ones.
func javaSpace(r rune) bool {
	switch {
	case r >= '\t' && r <= '\r', r >= 0x1c && r <= 0x1f:
		return true
	case r == 0xa0 || r == 0x2007 || r == 0x202f:
		return false
	}
	return r > 0x7f && (unicode.In(r, unicode.Zs, unicode.Zl, unicode.Zp)) || r == ' '
}

// fields splits text into its tokens as Scanner.next does, invalid UTF-8
// read as U+FFFD as Java's decoder does.
func fields(text string) []string {
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "\uFFFD")
	}
	return strings.FieldsFunc(text, javaSpace)
}

// Normalize is the answer as the controller uses it: the tokens of what
// the bot printed joined by single spaces, then trimmed of characters up
// to U+0020 at both ends (String.trim).
func Normalize(text string) string {
	joined := strings.Join(fields(text), " ")
	return strings.TrimFunc(joined, func(r rune) bool { return r <= ' ' })
}

// FirstToken is the first token of what a bot printed at its ship-choice
// call, and false if it printed none.
func FirstToken(text string) (string, bool) {
	f := fields(text)
	if len(f) == 0 {
		return "", false
	}
	return f[0], true
}

// ChoiceOf is the class a first token chooses (Integer.parseInt from 1 to
// 5: "3", "03", "+3"), 0 for none.
func ChoiceOf(token string) int {
	if token == "" || strings.ContainsAny(token, "_") {
		return 0
	}
	n, err := strconv.ParseInt(javaDigits(token), 10, 32)
	if err != nil || n < 1 || n > 5 {
		return 0
	}
	return int(n)
}

// javaDigits turns the decimal digits of other scripts, which Java's
// parseInt reads, into ASCII ones.
func javaDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if d, ok := digit(r); ok && r > 0x7f {
			b.WriteByte(byte('0' + d))
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// digit is the value of a decimal digit of any script (Character.digit):
// Unicode's decimal digits come in runs from 0 to 9.
func digit(r rune) (int, bool) {
	if r >= '0' && r <= '9' {
		return int(r - '0'), true
	}
	if r < 0x80 || !unicode.IsDigit(r) {
		return 0, false
	}
	k := 0
	for unicode.IsDigit(r - rune(k) - 1) {
		k++
	}
	return k % 10, true
}

// units is an answer as the controller indexes it: UTF-16 units.
func units(answer string) []uint16 { return utf16.Encode([]rune(answer)) }
