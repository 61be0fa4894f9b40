package replay

import (
	"bytes"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// AppendMeta appends to b a game's meta object m (a struct embedding Meta,
// with its defaults filled in) laid out as floorfall writes it in a file,
// as the value of a key at the top level: a key a line, the items of an
// array one a line (the players, the turn records), each value on one line
// with a space after ':' and ','. Strings are written with invalid UTF-8
// as U+FFFD and U+2028, U+2029 escaped (valid JSON, but not valid
// JavaScript); durations as "1.2ms".
func AppendMeta(b []byte, m any) ([]byte, error) {
	meta, err := json.Marshal(m, WriteOptions)
	if err != nil {
		return b, err
	}
	return layout(b, meta), nil
}

// WriteOptions are the options a meta is marshalled with, on one line:
// a space after ':' and ',', invalid UTF-8 as U+FFFD, U+2028 and U+2029
// escaped, durations as "1.2ms". A game's codec writing a meta of its own
// (replay.Meta embedded) uses them too.
var WriteOptions = json.JoinOptions(
	jsontext.SpaceAfterColon(true),
	jsontext.SpaceAfterComma(true),
	jsontext.AllowInvalidUTF8(true),
	jsontext.EscapeForJS(true),
	jsontext.AllowDuplicateNames(true), // written from structs: none; not tracked
	json.WithMarshalers(json.MarshalToFunc(func(enc *jsontext.Encoder, d time.Duration) error {
		return enc.WriteToken(jsontext.String(d.String()))
	})),
)

// layout appends the meta object written on one line by json.Marshal, laid
// out as the rest of the file: a key a line, and the items of an array one
// a line.
func layout(b, meta []byte) []byte {
	dec := jsontext.NewDecoder(bytes.NewBuffer(meta))
	dec.ReadToken() // {
	b = append(b, '{')
	for n := 0; dec.PeekKind() == '"'; n++ {
		if n > 0 {
			b = append(b, ',')
		}
		key, _ := dec.ReadValue()
		b = append(b, "\n    "...)
		b = append(b, key...)
		b = append(b, ": "...)
		if dec.PeekKind() != '[' {
			v, _ := dec.ReadValue()
			b = append(b, v...)
			continue
		}
		dec.ReadToken() // [
		b = append(b, '[')
		items := 0
		for ; dec.PeekKind() != ']'; items++ {
			if items > 0 {
				b = append(b, ',')
			}
			v, _ := dec.ReadValue()
			b = append(b, "\n      "...)
			b = append(b, v...)
		}
		dec.ReadToken() // ]
		if items > 0 {
			b = append(b, "\n    "...)
		}
		b = append(b, ']')
	}
	return append(b, "\n  }"...)
}
