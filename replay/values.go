package replay

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// fault is a value the read functions refuse, at a JSON path. (The library
// wraps it in a *json.SemanticError, whose JSON pointer is not always the
// value's own when the function read several values: JSONError takes the
// fault's path.)
type fault struct{ where, msg string }

func (f *fault) Error() string { return f.msg }

// Refuse refuses the value the decoder read last: a read function returns
// the error, and JSONError names the value's path.
func Refuse(dec *jsontext.Decoder, format string, args ...any) error {
	return RefuseAt(pathOf(dec.StackPointer()), format, args...)
}

// RefuseAt refuses the value at a JSON path (see ItemPath); where "" is
// the path of the value the read function was called for.
func RefuseAt(where, format string, args ...any) error {
	return &fault{where: where, msg: fmt.Sprintf(format, args...)}
}

// kindName names a JSON kind for an error.
func kindName(k jsontext.Kind) string {
	switch k {
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
	case '0':
		return "a number"
	}
	return "not a value"
}

// peek returns the kind of the next token, or the syntax error there.
func peek(dec *jsontext.Decoder) (jsontext.Kind, error) {
	k := dec.PeekKind()
	if k == 0 {
		return 0, readError(dec)
	}
	return k, nil
}

// readError is the syntax error at the next token.
func readError(dec *jsontext.Decoder) error {
	_, err := dec.ReadToken()
	if err == nil { // cannot happen: called where no value can start
		err = errors.New("no value")
	}
	return err
}

// Want refuses the next value unless it is of kind k ('{', '[', '"',
// '0'...; wanted names what is wanted: "an object"). i is the index of the
// value in the array being read, or -1 if the read function has read
// nothing yet.
func Want(dec *jsontext.Decoder, i int, k jsontext.Kind, wanted string) error {
	got, err := peek(dec)
	switch {
	case err != nil || got == k:
		return err
	case kindName(got) == "not a value": // a '}' or ']' out of place
		return readError(dec)
	}
	where := "" // the library's pointer is the value's
	if i >= 0 {
		where = ItemPath(dec, i)
	}
	return RefuseAt(where, "is %s, want %s", kindName(got), wanted)
}

// ItemPath is the JSON path of item i of the array being read, before it is
// read: the last value read is the array's start, or item i-1.
func ItemPath(dec *jsontext.Decoder, i int) string {
	p := dec.StackPointer()
	if i > 0 {
		p = p.Parent()
	}
	return index(pathOf(p), i)
}

// ReadArray reads an array (wanted names it for an error), calling elem to
// read element i. It returns the number of elements.
func ReadArray(dec *jsontext.Decoder, wanted string, elem func(i int) error) (int, error) {
	if err := Want(dec, -1, '[', wanted); err != nil {
		return 0, err
	}
	if _, err := dec.ReadToken(); err != nil {
		return 0, err
	}
	for i := 0; ; i++ {
		k, err := peek(dec)
		if err != nil {
			return i, err
		}
		if k == ']' {
			_, err := dec.ReadToken()
			return i, err
		}
		if err := elem(i); err != nil {
			return i, err
		}
	}
}

// ReadSeats reads an array of one item a seat (wanted names it), exactly
// len(items) of them; each item is read with json.UnmarshalDecode.
func ReadSeats[T any](dec *jsontext.Decoder, items []T, wanted string) error {
	n, err := ReadArray(dec, wanted, func(i int) error {
		if i >= len(items) {
			return RefuseAt(ItemPath(dec, i), "one player too many, want %d", len(items))
		}
		return json.UnmarshalDecode(dec, &items[i])
	})
	switch {
	case err != nil:
		return err
	case n != len(items):
		return Refuse(dec, "has %d players, want %d", n, len(items))
	}
	return nil
}

// readInt reads an integer that fits in an int32, so that every later check
// can be done with int (and unset is never read).
func readInt(dec *jsontext.Decoder, v *int) error {
	n, err := readInteger(dec, -1<<31, 1<<31-1)
	*v = int(n)
	return err
}

// readInt64 reads an integer.
func readInt64(dec *jsontext.Decoder, v *int64) error {
	n, err := readInteger(dec, -1<<63, 1<<63-1)
	*v = n
	return err
}

// readInteger reads an integer from lo to hi.
func readInteger(dec *jsontext.Decoder, lo, hi int64) (int64, error) {
	if err := Want(dec, -1, '0', "an integer"); err != nil {
		return 0, err
	}
	text, err := dec.ReadValue()
	if err != nil {
		return 0, err
	}
	return Integer(dec, text, lo, hi)
}

// Integer is the value of text, the JSON number the decoder just read,
// refused unless it is an integer from lo to hi.
func Integer(dec *jsontext.Decoder, text []byte, lo, hi int64) (int64, error) {
	if bytes.ContainsAny(text, ".eE") {
		return 0, Refuse(dec, "is %s, want an integer", Quote(string(text)))
	}
	n, ok := parseInt(text)
	if !ok || n < lo || n > hi {
		return 0, Refuse(dec, "is %s, out of range", text)
	}
	return n, nil
}

// parseInt parses the text of a JSON integer (checked by the decoder).
func parseInt(text []byte) (int64, bool) {
	if len(text) > 18 { // may not fit: leave it to strconv
		n, err := strconv.ParseInt(string(text), 10, 64)
		return n, err == nil
	}
	neg := text[0] == '-'
	if neg {
		text = text[1:]
	}
	var n int64
	for _, c := range text {
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// ReadString refuses what is not a string (null included) and leaves
// strings to the library: a codec joins json.UnmarshalFromFunc(ReadString[T])
// for a string type T of its own.
func ReadString[T ~string](dec *jsontext.Decoder, _ *T) error {
	if err := Want(dec, -1, '"', "a string"); err != nil {
		return err
	}
	return errors.ErrUnsupported
}

// readDuration reads a duration written as a string such as "1.2ms".
func readDuration(dec *jsontext.Decoder, d *time.Duration) error {
	s, err := ReadText(dec, -1)
	if err != nil {
		return err
	}
	if *d, err = time.ParseDuration(s); err != nil {
		return Refuse(dec, "%s is not a duration such as \"1.2ms\"", Quote(s))
	}
	return nil
}

// ReadText reads a string; invalid UTF-8 is read as U+FFFD (i as in Want).
func ReadText(dec *jsontext.Decoder, i int) (string, error) {
	if err := Want(dec, i, '"', "a string"); err != nil {
		return "", err
	}
	v, err := dec.ReadValue()
	if err != nil {
		return "", err
	}
	return Unquote(v), nil
}

// Unquote is the string of a JSON string value read with the decoder's
// ReadValue (so checked by it), invalid UTF-8 as U+FFFD: for a read
// function that looks at the raw value first.
func Unquote(v jsontext.Value) string {
	if s := v[1 : len(v)-1]; bytes.IndexByte(s, '\\') < 0 && utf8.Valid(s) {
		return string(s)
	}
	var s string
	if err := json.Unmarshal(v, &s, jsontext.AllowInvalidUTF8(true)); err != nil {
		return string(v) // cannot happen: the decoder checked v
	}
	return s
}
