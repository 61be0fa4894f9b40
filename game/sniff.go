package game

import (
	"bytes"
	"slices"

	"github.com/go-json-experiment/json/jsontext"
)

// Member is a member of the object at a JSON file's top level, as a
// game's Sniff reads it without reading the file.
type Member struct {
	Key string
	// Kind is its value's kind ('{', '[', '"', '0', 't', 'f', 'n'), 0 when
	// the file ends before it.
	Kind jsontext.Kind
	// Text is a string value's text: "" for any other value, and for a
	// string the file cuts short.
	Text string
}

// SniffKeys lists the members of the object at data's top level whose key
// is one of keys, in the file's order (a key written twice, twice): what a
// game's Sniff looks at. It reads as far as the object does: a file cut
// short or broken gives the members before the break; data that is not a
// JSON object gives none. Values are skipped, not checked, except a string
// value of a key asked, read for its Text.
func SniffKeys(data []byte, keys ...string) []Member {
	var found []Member
	topMembers(data, func(key string, dec *jsontext.Decoder) bool {
		if !slices.Contains(keys, key) {
			return dec.SkipValue() == nil
		}
		m := Member{Key: key, Kind: dec.PeekKind()}
		if m.Kind != '"' {
			found = append(found, m)
			return dec.SkipValue() == nil
		}
		v, err := dec.ReadToken()
		if err == nil {
			m.Text = v.String()
		}
		found = append(found, m)
		return err == nil
	})
	return found
}

// TopValue is the value of the first member named key at data's top level
// (found false when the object has none, or data is no object); err says
// why that value does not read as JSON.
func TopValue(data []byte, key string) (v jsontext.Value, found bool, err error) {
	topMembers(data, func(k string, dec *jsontext.Decoder) bool {
		if k != key {
			return dec.SkipValue() == nil
		}
		found = true
		v, err = dec.ReadValue()
		v = v.Clone()
		return false
	})
	return v, found, err
}

// topMembers calls each with the key of every member of the object at
// data's top level, in order, and a decoder at its value, which each
// reads or skips; it stops when each returns false, at the object's end,
// or where data breaks.
func topMembers(data []byte, each func(key string, dec *jsontext.Decoder) bool) {
	members(jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowInvalidUTF8(true), jsontext.AllowDuplicateNames(true)), each)
}

// members is topMembers of the object dec is at.
func members(dec *jsontext.Decoder, each func(key string, dec *jsontext.Decoder) bool) {
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '{' {
		return
	}
	for dec.PeekKind() == '"' {
		key, err := dec.ReadToken()
		if err != nil || !each(key.String(), dec) {
			return
		}
	}
}
