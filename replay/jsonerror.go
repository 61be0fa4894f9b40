package replay

import (
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// JSONError turns an error of json.Unmarshal reading data (the file name)
// into an *Error naming the place: the JSON path of a value ("is a string,
// want an integer", or what a read function refused), a repeated key, or
// the line and column of bad JSON, with what was found and what JSON
// wanted there.
func JSONError(err error, data []byte, name string) *Error {
	var syn *jsontext.SyntacticError
	if errors.As(err, &syn) {
		if syn.Err == jsontext.ErrDuplicateName {
			return Errorf(name, pathOf(syn.JSONPointer), "duplicate key: a key may appear only once in an object")
		}
		return syntaxError(data, syn, name)
	}
	var sem *json.SemanticError
	if !errors.As(err, &sem) {
		return Errorf(name, "", "%v", err)
	}
	where := pathOf(sem.JSONPointer)
	var f *fault
	switch {
	case errors.As(sem.Err, &f):
		if f.where != "" {
			where = f.where
		}
		return Errorf(name, where, "%s", f.msg)
	case sem.JSONKind != 0 && sem.GoType != nil:
		return Errorf(name, where, "is %s, want %s", kindName(sem.JSONKind), wantOf(sem.GoType))
	case sem.Err != nil:
		return Errorf(name, where, "%v", sem.Err)
	}
	return Errorf(name, where, "cannot be read")
}

// wantOf names what the library wanted for a Go type.
func wantOf(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Struct, reflect.Map, reflect.Pointer:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.String:
		return "a string"
	case reflect.Int, reflect.Int64:
		return "an integer"
	}
	return t.String()
}

// pathOf turns a JSON pointer (/replay/initial/2/1) into a JSON path
// (replay.initial[2][1]); the empty pointer is the top level.
func pathOf(p jsontext.Pointer) string {
	if p == "" {
		return "top level"
	}
	var b strings.Builder
	for tok := range p.Tokens() {
		switch {
		case isIndex(tok):
			b.WriteString("[" + tok + "]")
		case isName(tok):
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(tok)
		default:
			b.WriteString("[" + Quote(tok) + "]")
		}
	}
	return b.String()
}

// isIndex reports whether a pointer token is an array index.
func isIndex(tok string) bool {
	if tok == "" || len(tok) > 1 && tok[0] == '0' {
		return false
	}
	for _, c := range []byte(tok) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// isName reports whether a key can be written .key in a path.
func isName(tok string) bool {
	if tok == "" {
		return false
	}
	for _, c := range tok {
		if !(c == '_' || c == '-' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// syntaxError is the error for bad JSON: its line and column, what was
// found there and what was wanted.
func syntaxError(data []byte, syn *jsontext.SyntacticError, name string) *Error {
	pos := min(int(syn.ByteOffset), len(data))
	msg := syn.Err.Error()
	var wanted string
	switch {
	case syn.Err == io.ErrUnexpectedEOF:
		pos = len(data)
	case strings.HasPrefix(msg, "invalid escape sequence"):
		pos, wanted = badEscape(data, pos)
	case strings.HasSuffix(msg, "at start of value") || strings.HasSuffix(msg, "(expecting ':')") ||
		strings.Contains(msg, " after ") || strings.HasSuffix(msg, `at start of string (expecting '"')`) ||
		syn.Err == jsontext.ErrNonStringName:
		// The library may point at the ',' before the value.
		if strings.HasSuffix(msg, "at start of value") && pos < len(data) && data[pos] == ',' {
			pos = skipSpace(data, pos+1)
		}
		wanted = structural(data, pos, strings.HasSuffix(msg, "(expecting ':')"))
	case strings.HasSuffix(msg, "(expecting non-control character)"):
		wanted = "no control character in a string"
	case strings.HasSuffix(msg, "(expecting digit)"):
		wanted = "a digit"
	case strings.Contains(msg, "in literal "):
		lit, _, _ := strings.Cut(strings.SplitAfter(msg, "in literal ")[1], " ")
		wanted = strconv.Quote(lit)
	case msg == "exceeded max depth":
		wanted = "nesting no deeper than 10000"
	default:
		wanted = "valid JSON (" + msg + ")"
	}
	line, col := lineCol(data, pos)
	msg = "not JSON: unexpected " + foundAt(data, pos)
	if wanted != "" {
		msg += ", want " + wanted
	}
	return &Error{File: name, Where: fmt.Sprintf("line %d, column %d", line, col), Msg: msg}
}

// lineCol is the line and column (from 1, a column a character) of byte
// pos of data.
func lineCol(data []byte, pos int) (line, col int) {
	line, col = 1, 1
	for i := 0; i < pos; {
		r, n := utf8.DecodeRune(data[i:pos])
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += n
	}
	return line, col
}

// foundAt says what is at byte pos of data: a character, quoted, a byte
// that is no printable character, or the end of the file.
func foundAt(data []byte, pos int) string {
	if pos >= len(data) {
		return "end of file"
	}
	r, _ := utf8.DecodeRune(data[pos:])
	if r == utf8.RuneError || r < ' ' || r == 0x7f {
		return fmt.Sprintf("byte 0x%02x", data[pos])
	}
	return strconv.QuoteRune(r)
}

// structural says what JSON wants at pos, between values: the library's
// message is not always right about it (it may say "after object value" in
// an array).
func structural(data []byte, pos int, afterKey bool) string {
	prev := byte(0)
	if i := lastNonSpace(data, pos); i >= 0 {
		prev = data[i]
	}
	in := container(data, pos)
	switch {
	case prev == '{':
		return "a string key or '}'"
	case prev == '[':
		return "a value or ']'"
	case prev == ',' && in == '{':
		return "a string key"
	case prev == ',' || prev == ':' || prev == 0:
		return "a value"
	case afterKey:
		return "':' after the key"
	case in == '{':
		return "',' or '}'"
	case in == '[':
		return "',' or ']'"
	}
	return "the end of the file after the top-level object"
}

// container returns the innermost '{' or '[' open at pos (0 if none),
// skipping strings; data[:pos] is JSON the library has read.
func container(data []byte, pos int) byte {
	var open []byte
	for i := 0; i < pos; i++ {
		switch data[i] {
		case '"':
			for i++; i < pos && data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
		case '{', '[':
			open = append(open, data[i])
		case '}', ']':
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
	if len(open) == 0 {
		return 0
	}
	return open[len(open)-1]
}

// badEscape finds the fault in the escape at data[pos] (a '\\').
func badEscape(data []byte, pos int) (int, string) {
	if pos+1 < len(data) && data[pos+1] == 'u' {
		for i := pos + 2; i < pos+6; i++ {
			if i >= len(data) || !strings.ContainsRune("0123456789abcdefABCDEF", rune(data[i])) {
				return i, "a hexadecimal digit in \\u escape"
			}
		}
		return pos, "a valid \\u escape"
	}
	return pos + 1, "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// skipSpace returns the position of the first byte at or after i that is
// not white space.
func skipSpace(data []byte, i int) int {
	for i < len(data) && isSpace(data[i]) {
		i++
	}
	return i
}

// lastNonSpace returns the position of the last byte before i that is not
// white space, or -1.
func lastNonSpace(data []byte, i int) int {
	for i--; i >= 0 && isSpace(data[i]); i-- {
	}
	return i
}
