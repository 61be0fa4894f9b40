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

	"floorfall/games/jc2015/engine"
)

// fault is a value the read functions refuse, at a JSON path. (The library
// wraps it in a *json.SemanticError, whose JSON pointer is not always the
// value's own when the function read several values.)
type fault struct{ where, msg string }

func (f *fault) Error() string { return f.msg }

// refuse refuses the value the decoder read last.
func refuse(dec *jsontext.Decoder, format string, args ...any) error {
	return faultAt(pathOf(dec.StackPointer()), format, args...)
}

// faultAt refuses the value at a JSON path.
func faultAt(where, format string, args ...any) error {
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

// want refuses the next value unless it is of kind k (wanted names it). i
// is the index of the value in the array being read, or -1 if the read
// function has read nothing yet.
func want(dec *jsontext.Decoder, i int, k jsontext.Kind, wanted string) error {
	got, err := peek(dec)
	switch {
	case err != nil || got == k:
		return err
	case kindName(got) == "not a value": // a '}' or ']' out of place
		return readError(dec)
	}
	where := "" // the library's pointer is the value's
	if i >= 0 {
		where = itemPath(dec, i)
	}
	return faultAt(where, "is %s, want %s", kindName(got), wanted)
}

// itemPath is the JSON path of item i of the array being read, before it is
// read: the last value read is the array's start, or item i-1.
func itemPath(dec *jsontext.Decoder, i int) string {
	p := dec.StackPointer()
	if i > 0 {
		p = p.Parent()
	}
	return index(pathOf(p), i)
}

// readArray reads an array, calling elem to read element i. It returns the
// number of elements.
func readArray(dec *jsontext.Decoder, wanted string, elem func(i int) error) (int, error) {
	if err := want(dec, -1, '[', wanted); err != nil {
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

// readFour reads an array of one item a player.
func readFour[T any](dec *jsontext.Decoder, items *[engine.NumPlayers]T, wanted string) error {
	return readSeats(dec, items[:], wanted)
}

// readSeats reads an array of one item a seat, exactly len(items) of them.
func readSeats[T any](dec *jsontext.Decoder, items []T, wanted string) error {
	n, err := readArray(dec, wanted, func(i int) error {
		if i >= len(items) {
			return faultAt(itemPath(dec, i), "one player too many, want %d", len(items))
		}
		return json.UnmarshalDecode(dec, &items[i])
	})
	switch {
	case err != nil:
		return err
	case n != len(items):
		return refuse(dec, "has %d players, want %d", n, len(items))
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
	if err := want(dec, -1, '0', "an integer"); err != nil {
		return 0, err
	}
	text, err := dec.ReadValue()
	if err != nil {
		return 0, err
	}
	return integer(dec, text, lo, hi)
}

// integer is the value of the JSON number just read, refused unless it is an
// integer from lo to hi.
func integer(dec *jsontext.Decoder, text []byte, lo, hi int64) (int64, error) {
	if bytes.ContainsAny(text, ".eE") {
		return 0, refuse(dec, "is %s, want an integer", quote(string(text)))
	}
	n, ok := parseInt(text)
	if !ok || n < lo || n > hi {
		return 0, refuse(dec, "is %s, out of range", text)
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

// readString refuses what is not a string, and leaves strings to the
// library.
func readString[T ~string](dec *jsontext.Decoder, _ *T) error {
	if err := want(dec, -1, '"', "a string"); err != nil {
		return err
	}
	return errors.ErrUnsupported
}

// readDuration reads a duration written as a string such as "1.2ms".
func readDuration(dec *jsontext.Decoder, d *time.Duration) error {
	s, err := readText(dec, -1)
	if err != nil {
		return err
	}
	if *d, err = time.ParseDuration(s); err != nil {
		return refuse(dec, "%s is not a duration such as \"1.2ms\"", quote(s))
	}
	return nil
}

// readText reads a string (i as in want).
func readText(dec *jsontext.Decoder, i int) (string, error) {
	if err := want(dec, i, '"', "a string"); err != nil {
		return "", err
	}
	v, err := dec.ReadValue()
	if err != nil {
		return "", err
	}
	return unquote(v), nil
}

// unquote decodes a string value checked by the decoder, invalid UTF-8 as
// U+FFFD.
func unquote(v jsontext.Value) string {
	if s := v[1 : len(v)-1]; bytes.IndexByte(s, '\\') < 0 && utf8.Valid(s) {
		return string(s)
	}
	var s string
	if err := json.Unmarshal(v, &s, jsontext.AllowInvalidUTF8(true)); err != nil {
		return string(v) // cannot happen: the decoder checked v
	}
	return s
}

// readStart reads one player's ["x", "y", facing]. The coordinates may be
// strings (as the official server writes them) or numbers.
func readStart(dec *jsontext.Decoder, st *engine.Start) error {
	const wanted = `an array ["x", "y", facing]`
	n, err := readArray(dec, wanted, func(i int) error {
		var err error
		switch i {
		case 0:
			st.X, err = readCoord(dec, i)
		case 1:
			st.Y, err = readCoord(dec, i)
		case 2:
			st.Facing, err = readFacing(dec, i)
		default:
			err = faultAt(itemPath(dec, i), "one item too many, want %s", wanted)
		}
		return err
	})
	switch {
	case err != nil:
		return err
	case n != 3:
		return refuse(dec, "has %d items, want %s", n, wanted)
	}
	return nil
}

// readCoord reads a coordinate: an integer as a string or a number, written
// plainly ("14", not "+14", "014", " 14" or "-0"). It is item i of an array.
func readCoord(dec *jsontext.Decoder, i int) (int, error) {
	if dec.PeekKind() == '0' {
		text, err := dec.ReadValue()
		if err != nil {
			return 0, err
		}
		if string(text) == "-0" {
			return 0, refuse(dec, "is -0, want a coordinate such as 14")
		}
		n, err := integer(dec, text, -1<<31, 1<<31-1)
		return int(n), err
	}
	if err := want(dec, i, '"', "a coordinate such as \"14\""); err != nil {
		return 0, err
	}
	s, err := readText(dec, i)
	if err != nil {
		return 0, err
	}
	c, perr := strconv.ParseInt(s, 10, 32)
	switch {
	case perr != nil:
		return 0, refuse(dec, "%s is not an integer", quote(s))
	case strconv.FormatInt(c, 10) != s:
		return 0, refuse(dec, "%s is not an integer written plainly, such as \"14\"", quote(s))
	}
	return int(c), nil
}

// readFacing reads a facing letter, item i of an array.
func readFacing(dec *jsontext.Decoder, i int) (engine.Dir, error) {
	s, err := readText(dec, i)
	if err != nil {
		return 0, err
	}
	if len(s) != 1 || !engine.Dir(s[0]).Valid() {
		return 0, refuse(dec, "%s is not one of U D L R", quote(s))
	}
	return engine.Dir(s[0]), nil
}

// readCommands reads replay.commands: one-letter strings.
func readCommands(dec *jsontext.Decoder, cmds *[]engine.Command) error {
	out := make([]engine.Command, 0, 1024)
	_, err := readArray(dec, "an array of commands", func(i int) error {
		if i >= MaxTurnLimit {
			return faultAt(itemPath(dec, i), "more than %d turns", MaxTurnLimit)
		}
		if err := want(dec, i, '"', "a string"); err != nil {
			return err
		}
		v, err := dec.ReadValue()
		if err != nil {
			return err
		}
		// The common case, a plain one-letter string, without decoding.
		if len(v) == 3 && engine.ValidCommand(v[1]) {
			out = append(out, engine.Command(v[1]))
			return nil
		}
		s := unquote(v)
		if len(s) != 1 || !engine.ValidCommand(s[0]) {
			return refuse(dec, "%s is not one of U D L R A N", quote(s))
		}
		out = append(out, engine.Command(s[0]))
		return nil
	})
	*cmds = out
	return err
}
