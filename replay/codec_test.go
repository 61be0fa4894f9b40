package replay

import (
	"errors"
	"strings"
	"testing"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// doc is the file of a made-up game read as a codec reads its own: an
// official part (a count, two seats' moves) and a meta with a field of the
// game's own.
type doc struct {
	N     int       `json:"n"`
	Moves []string  `json:"moves"`
	Seats [2]string `json:"seats"`
	Meta  *docMeta  `json:"meta"`
}

type docMeta struct {
	Meta
	Board string `json:"board"`
}

// The same structs without their read functions.
type (
	docFields     doc
	docMetaFields docMeta
)

// readDoc reads the top level, n required.
func readDoc(dec *jsontext.Decoder, d *doc) error {
	if err := Want(dec, -1, '{', `an object with "n"`); err != nil {
		return err
	}
	d.N = Unset
	if err := json.UnmarshalDecode(dec, (*docFields)(d)); err != nil {
		return err
	}
	if d.N == Unset {
		return Refuse(dec, `missing "n"`)
	}
	return nil
}

// readMoves reads the moves: up to 5 strings "a" to "z".
func readMoves(dec *jsontext.Decoder, moves *[]string) error {
	*moves = nil
	_, err := ReadArray(dec, "an array of moves", func(i int) error {
		if i >= 5 {
			return RefuseAt(ItemPath(dec, i), "more than 5 moves")
		}
		s, err := ReadText(dec, i)
		if err != nil {
			return err
		}
		if len(s) != 1 || s[0] < 'a' || s[0] > 'z' {
			return Refuse(dec, "%s is not a letter", Quote(s))
		}
		*moves = append(*moves, s)
		return nil
	})
	return err
}

func readSeatNames(dec *jsontext.Decoder, seats *[2]string) error {
	return ReadSeats(dec, seats[:], "an array of 2 names")
}

func readDocMeta(dec *jsontext.Decoder, m *docMeta) error {
	*m = docMeta{Meta: Meta{Game: "test", TurnLimit: 50, Players: DefaultPlayers(2)}, Board: "plain"}
	return ReadMeta(dec, &m.Meta, (*docMetaFields)(m))
}

var docOptions = ReadOptions(json.JoinUnmarshalers(
	json.UnmarshalFromFunc(readDoc),
	json.UnmarshalFromFunc(readMoves),
	json.UnmarshalFromFunc(readSeatNames),
	json.UnmarshalFromFunc(readDocMeta),
))

// decodeDoc reads a doc file named t.json.
func decodeDoc(in string) (*doc, error) {
	var d doc
	if err := json.Unmarshal([]byte(in), &d, docOptions); err != nil {
		return nil, JSONError(err, []byte(in), "t.json")
	}
	return &d, nil
}

// docBase is a valid doc.
const docBase = `{"n": 3, "moves": ["a", "b"], "seats": ["x", "y"]}`

// docWithMeta is docBase with a meta object.
func docWithMeta(meta string) string {
	return strings.TrimSuffix(docBase, "}") + `, "meta": ` + meta + "}"
}

// refused checks that in is refused with one *Error naming t.json and the
// place, its message holding msg.
func refused(t *testing.T, in, where, msg string) {
	t.Helper()
	d, err := decodeDoc(in)
	if err == nil {
		t.Fatalf("accepted: %+v", d)
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %T %v, want *Error", err, err)
	}
	if e.File != "t.json" || e.Where != where || !strings.Contains(e.Msg, msg) {
		t.Fatalf("got %q\nwant file t.json, where %q, message with %q", err, where, msg)
	}
}

func TestDocRead(t *testing.T) {
	d, err := decodeDoc(docBase)
	if err != nil {
		t.Fatal(err)
	}
	if d.N != 3 || strings.Join(d.Moves, "") != "ab" || d.Seats != [2]string{"x", "y"} || d.Meta != nil {
		t.Errorf("read %+v", d)
	}
	// Invalid UTF-8 and escapes read as encoding/json reads them.
	d, err = decodeDoc(strings.Replace(docBase, `"x"`, "\"\\u00e9\xff\"", 1))
	if err != nil || d.Seats[0] != "é\ufffd" {
		t.Errorf("read %q, %v", d.Seats[0], err)
	}
}

func TestRefuseValues(t *testing.T) {
	refused(t, `[1]`, "top level", `is an array, want an object with "n"`)
	refused(t, `{"moves": []}`, "top level", `missing "n"`)
	refused(t, strings.Replace(docBase, `3`, `"3"`, 1), "n", "is a string, want an integer")
	refused(t, strings.Replace(docBase, `3`, `3.0`, 1), "n", `is "3.0", want an integer`)
	refused(t, strings.Replace(docBase, `3`, `1e2`, 1), "n", `is "1e2", want an integer`)
	refused(t, strings.Replace(docBase, `3`, `2147483648`, 1), "n", "is 2147483648, out of range")
	refused(t, strings.Replace(docBase, `3`, `null`, 1), "n", "is null, want an integer")
	refused(t, strings.Replace(docBase, `"b"`, `"bb"`, 1), "moves[1]", `"bb" is not a letter`)
	refused(t, strings.Replace(docBase, `"b"`, `null`, 1), "moves[1]", "is null, want a string")
	refused(t, strings.Replace(docBase, `"b"`, `"b", "c", "d", "e", "f", "g"`, 1), "moves[5]", "more than 5 moves")
	refused(t, strings.Replace(docBase, `["a", "b"]`, `{}`, 1), "moves", "is an object, want an array of moves")
	refused(t, strings.Replace(docBase, `["x", "y"]`, `["x"]`, 1), "seats", "has 1 players, want 2")
	refused(t, strings.Replace(docBase, `["x", "y"]`, `["x", "y", "z"]`, 1), "seats[2]", "one player too many, want 2")
	refused(t, strings.Replace(docBase, `["x", "y"]`, `["x", 7]`, 1), "seats[1]", "is a number, want a string")
	if _, err := decodeDoc(strings.Replace(docBase, `3`, `-2147483648`, 1)); err != nil {
		t.Error(err)
	}
}

func TestRefuseNotJSON(t *testing.T) {
	refused(t, "{\"n\": 1,\n \"moves\": [}", "line 2, column 12", "not JSON: unexpected '}', want a value")
	refused(t, "", "line 1, column 1", "not JSON: unexpected end of file")
	refused(t, docBase+" x", "line 1, column 52", "unexpected 'x', want the end of the file")
	refused(t, `{'n': 1}`, "line 1, column 2", "unexpected '\\'', want a string key")
	refused(t, `{"n": 1, "moves": ["\x"]}`, "line 1, column 22", "want an escape")
	refused(t, "{\"n\": 1, \"moves\": [\"\t\"]}", "line 1, column 21", "no control character")
	refused(t, `{"n": -}`, "line 1, column 8", "want a digit")
	refused(t, `{"n": 1, "x": [1,]}`, "line 1, column 18", "want a value")
	refused(t, `{"n": 1, "x": {"a" 1}}`, "line 1, column 20", "want ':' after the key")
	refused(t, `{"x": tru}`, "line 1, column 10", `want "true"`)
	refused(t, "{\"x\":\n\n  [1,\n   2 3]}", "line 4, column 6", "unexpected '3', want ',' or ']'")
	refused(t, `{"x": {"a": 1,}}`, "line 1, column 15", "unexpected '}', want a string key")
	refused(t, `{"x": "\u12x4"}`, "line 1, column 12", "unexpected 'x', want a hexadecimal digit")
	refused(t, "\xef\xbb\xbf"+docBase, "line 1, column 1", "unexpected '\\ufeff'")
	deep := strings.Repeat("[", 20000) + strings.Repeat("]", 20000)
	// 10000 levels, the top-level object included (as encoding/json counts).
	refused(t, `{"x": `+deep+`}`, "line 1, column 10006", "nesting no deeper than 10000")
}

func TestRefuseDuplicateKeys(t *testing.T) {
	const msg = "duplicate key: a key may appear only once in an object"
	refused(t, strings.Replace(docBase, `"n": 3`, `"n": 3, "n": 4`, 1), "n", msg)
	refused(t, strings.Replace(docBase, `"n": 3`, `"x": [{"a": 1, "a": 2}], "n": 3`, 1), "x[0].a", msg)
	refused(t, docWithMeta(`{"format": 1, "future": {"a.b": 1, "a.b": 2}}`), `meta.future["a.b"]`, msg)
	refused(t, docWithMeta(`{"format": 1, "players": [{}, {"name": "a", "name": "b"}]}`), "meta.players[1].name", msg)
	refused(t, docWithMeta(`{"format": 1, "board": "a", "board": "b"}`), "meta.board", msg)
}
