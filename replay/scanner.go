package replay

import (
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// scanner reads JSON from a byte slice. It checks the syntax exactly as
// encoding/json does and reports a syntax error with its line and column; the
// schema code in decode.go reports type errors with the JSON path it knows.
// Every method leaves pos after what it read.
type scanner struct {
	data []byte
	pos  int
	file string
}

// maxDepth bounds the nesting of skipped values, as encoding/json does.
const maxDepth = 10000

// peek skips white space and returns the next byte, or 0 at the end.
func (s *scanner) peek() byte {
	for s.pos < len(s.data) {
		switch c := s.data[s.pos]; c {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return c
		}
	}
	return 0
}

// syntax is a syntax error at pos: what was found there and what was wanted.
func (s *scanner) syntax(want string) *Error {
	line, col := 1, 1
	end := min(s.pos, len(s.data))
	for i := 0; i < end; {
		r, n := utf8.DecodeRune(s.data[i:end])
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += n
	}
	found := "end of file"
	if s.pos < len(s.data) {
		r, _ := utf8.DecodeRune(s.data[s.pos:])
		switch {
		case r == utf8.RuneError || r < ' ' || r == 0x7f:
			found = fmt.Sprintf("byte 0x%02x", s.data[s.pos])
		default:
			found = strconv.QuoteRune(r)
		}
	}
	return &Error{File: s.file, Where: fmt.Sprintf("line %d, column %d", line, col),
		Msg: "not JSON: unexpected " + found + ", want " + want}
}

// kind names the JSON value starting with c, "" if none does.
func kind(c byte) string {
	switch c {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return "a number"
	}
	return ""
}

// wrongType is the error for a value at path that is not what was wanted
// (or a syntax error if no value starts there).
func (s *scanner) wrongType(p path, want string) *Error {
	k := kind(s.peek())
	if k == "" {
		return s.syntax("a value")
	}
	return &Error{File: s.file, Where: p.String(), Msg: "is " + k + ", want " + want}
}

// errorf is an error at path p.
func (s *scanner) errorf(p path, format string, args ...any) *Error {
	return errorf(s.file, p.String(), format, args...)
}

// beginObject reads the '{' of an object at path.
func (s *scanner) beginObject(p path, want string) *Error {
	if s.peek() != '{' {
		return s.wrongType(p, want)
	}
	s.pos++
	return nil
}

// nextKey reads the next key of an object and its ':' (ok false and the '}'
// read at the end). n counts the keys read so far. The key is only valid
// until the next call: compare it with switch string(key).
func (s *scanner) nextKey(n *int) (key []byte, ok bool, err *Error) {
	c := s.peek()
	if *n > 0 {
		switch c {
		case '}':
			s.pos++
			return nil, false, nil
		case ',':
			s.pos++
			c = s.peek()
			if c != '"' {
				return nil, false, s.syntax("a string key")
			}
		default:
			return nil, false, s.syntax("',' or '}'")
		}
	} else {
		switch c {
		case '}':
			s.pos++
			return nil, false, nil
		case '"':
		default:
			return nil, false, s.syntax("a string key or '}'")
		}
	}
	start, end, escaped, err := s.scanString()
	if err != nil {
		return nil, false, err
	}
	key = s.data[start:end]
	if escaped {
		key = []byte(s.decodeString(start, end))
	}
	if s.peek() != ':' {
		return nil, false, s.syntax("':' after the key")
	}
	s.pos++
	*n++
	return key, true, nil
}

// beginArray reads the '[' of an array at path.
func (s *scanner) beginArray(p path, want string) *Error {
	if s.peek() != '[' {
		return s.wrongType(p, want)
	}
	s.pos++
	return nil
}

// nextElem moves to the next element of an array (ok false and the ']' read
// at the end). n counts the elements so far, this one included.
func (s *scanner) nextElem(n *int) (ok bool, err *Error) {
	c := s.peek()
	if c == ']' {
		s.pos++
		return false, nil
	}
	if *n > 0 {
		if c != ',' {
			return false, s.syntax("',' or ']'")
		}
		s.pos++
	}
	*n++
	return true, nil
}

// object reads an object at path, calling field with each key once its ':'
// is read; field reads the value (skipping the keys it does not know). The
// key is only valid during the call: compare it with switch string(key).
func (s *scanner) object(p path, want string, field func(key []byte) *Error) *Error {
	if err := s.beginObject(p, want); err != nil {
		return err
	}
	for n := 0; ; {
		key, ok, err := s.nextKey(&n)
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if err := field(key); err != nil {
			return err
		}
	}
}

// array reads an array at path, calling elem to read each element (at
// p.idx(i)). It returns the number of elements.
func (s *scanner) array(p path, want string, elem func(i int) *Error) (int, *Error) {
	if err := s.beginArray(p, want); err != nil {
		return 0, err
	}
	n := 0
	for {
		ok, err := s.nextElem(&n)
		if err != nil {
			return n, err
		}
		if !ok {
			return n, nil
		}
		if err := elem(n - 1); err != nil {
			return n, err
		}
	}
}

// scanString reads a string at pos (a '"'), checking it. It returns the
// bounds of its contents and whether they hold an escape.
func (s *scanner) scanString() (start, end int, escaped bool, err *Error) {
	d := s.data
	start = s.pos + 1
	for i := start; i < len(d); {
		c := d[i]
		switch {
		case c == '"':
			s.pos = i + 1
			return start, i, escaped, nil
		case c == '\\':
			escaped = true
			if i+1 >= len(d) {
				s.pos = len(d)
				return 0, 0, false, s.syntax("an escape")
			}
			switch d[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				for k := i + 2; k < i+6; k++ {
					if k >= len(d) || !isHex(d[k]) {
						s.pos = k
						return 0, 0, false, s.syntax("a hexadecimal digit in \\u escape")
					}
				}
				i += 6
			default:
				s.pos = i + 1
				return 0, 0, false, s.syntax("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
			}
		case c < ' ':
			s.pos = i
			return 0, 0, false, s.syntax("no control character in a string")
		default:
			i++
		}
	}
	s.pos = len(d)
	return 0, 0, false, s.syntax("the end of the string")
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// str reads a string at pos (a '"') and decodes it as encoding/json does
// (invalid UTF-8 and lone surrogates become U+FFFD).
func (s *scanner) str() (string, *Error) {
	start, end, escaped, err := s.scanString()
	if err != nil {
		return "", err
	}
	if !escaped && utf8.Valid(s.data[start:end]) {
		return string(s.data[start:end]), nil
	}
	return s.decodeString(start, end), nil
}

// decodeString decodes the string checked by scanString at [start, end),
// exactly as encoding/json does: escapes are decoded, and invalid UTF-8
// and lone surrogates become U+FFFD.
func (s *scanner) decodeString(start, end int) string {
	b := s.data[start:end]
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '\\':
			i++
			switch c = b[i]; c {
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'u':
				r := hex4(b[i+1:])
				i += 4
				if utf16.IsSurrogate(r) {
					r2 := rune(-1)
					if i+2 < len(b) && b[i+1] == '\\' && b[i+2] == 'u' {
						r2 = hex4(b[i+3:])
					}
					if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
						r = d
						i += 6
					} else {
						r = utf8.RuneError
					}
				}
				out = utf8.AppendRune(out, r)
			default: // '"', '\\', '/'
				out = append(out, c)
			}
			i++
		case c < utf8.RuneSelf:
			out = append(out, c)
			i++
		default:
			r, size := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && size == 1 {
				out = utf8.AppendRune(out, r)
			} else {
				out = append(out, b[i:i+size]...)
			}
			i += size
		}
	}
	return string(out)
}

// hex4 reads the 4 hexadecimal digits of a \u escape (checked by scanString).
func hex4(b []byte) rune {
	var r rune
	for _, c := range b[:4] {
		switch {
		case c <= '9':
			c -= '0'
		case c <= 'F':
			c -= 'A' - 10
		default:
			c -= 'a' - 10
		}
		r = r<<4 | rune(c)
	}
	return r
}

// scanNumber reads a number at pos, returning its text and whether it is
// an integer (no fraction, no exponent).
func (s *scanner) scanNumber() (text []byte, integer bool, err *Error) {
	d := s.data
	i := s.pos
	digits := func() bool {
		j := i
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
		}
		return i > j
	}
	fail := func(want string) ([]byte, bool, *Error) {
		s.pos = i
		return nil, false, s.syntax(want)
	}
	if i < len(d) && d[i] == '-' {
		i++
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case !digits():
		return fail("a digit")
	}
	integer = true
	if i < len(d) && d[i] == '.' {
		i++
		integer = false
		if !digits() {
			return fail("a digit after '.'")
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		integer = false
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if !digits() {
			return fail("a digit in the exponent")
		}
	}
	text = d[s.pos:i]
	s.pos = i
	return text, integer, nil
}

// literal reads true, false or null at pos.
func (s *scanner) literal() *Error {
	var want string
	switch s.data[s.pos] {
	case 't':
		want = "true"
	case 'f':
		want = "false"
	default:
		want = "null"
	}
	for k := 0; k < len(want); k++ {
		if s.pos >= len(s.data) || s.data[s.pos] != want[k] {
			return s.syntax(strconv.Quote(want))
		}
		s.pos++
	}
	return nil
}

// skip reads any value, checking it.
func (s *scanner) skip(depth int) *Error {
	switch c := s.peek(); c {
	case '{', '[':
		if depth >= maxDepth {
			return s.syntax(fmt.Sprintf("nesting no deeper than %d", maxDepth))
		}
		s.pos++
		n := 0
		for {
			var ok bool
			var err *Error
			if c == '{' {
				_, ok, err = s.nextKey(&n)
			} else {
				ok, err = s.nextElem(&n)
			}
			if err != nil {
				return err
			}
			if !ok {
				return nil
			}
			if err := s.skip(depth + 1); err != nil {
				return err
			}
		}
	case '"':
		_, _, _, err := s.scanString()
		return err
	case 't', 'f', 'n':
		return s.literal()
	default:
		if kind(c) == "" {
			return s.syntax("a value")
		}
		_, _, err := s.scanNumber()
		return err
	}
}

// raw reads any value and returns its text.
func (s *scanner) raw() ([]byte, *Error) {
	s.peek()
	start := s.pos
	if err := s.skip(0); err != nil {
		return nil, err
	}
	return s.data[start:s.pos], nil
}

// isNull reads a null at pos if there is one.
func (s *scanner) isNull() (bool, *Error) {
	if s.peek() != 'n' {
		return false, nil
	}
	return true, s.literal()
}

// integer reads an integer at p.
func (s *scanner) integer(p path) (int64, *Error) {
	if kind(s.peek()) != "a number" {
		return 0, s.wrongType(p, "an integer")
	}
	text, isInt, err := s.scanNumber()
	if err != nil {
		return 0, err
	}
	if !isInt {
		return 0, s.errorf(p, "is %s, want an integer", quote(string(text)))
	}
	if len(text) <= 18 { // fits: no need for strconv
		v, neg := int64(0), text[0] == '-'
		if neg {
			text = text[1:]
		}
		for _, c := range text {
			v = v*10 + int64(c-'0')
		}
		if neg {
			v = -v
		}
		return v, nil
	}
	v, perr := strconv.ParseInt(string(text), 10, 64)
	if perr != nil {
		return 0, s.errorf(p, "is %s, out of range", quote(string(text)))
	}
	return v, nil
}

// smallInt reads an integer at p that fits in an int32, so that every
// later check can be done with int.
func (s *scanner) smallInt(p path) (int, *Error) {
	v, err := s.integer(p)
	if err != nil {
		return 0, err
	}
	if v < -1<<31 || v > 1<<31-1 {
		return 0, s.errorf(p, "is %d, out of range", v)
	}
	return int(v), nil
}

// string reads a string at p.
func (s *scanner) string(p path) (string, *Error) {
	if s.peek() != '"' {
		return "", s.wrongType(p, "a string")
	}
	return s.str()
}
