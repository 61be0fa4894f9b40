package game

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"floorfall/replay"
)

// Load reads the replay file at path, of whichever game it holds.
func Load(path string) (Replay, error) {
	data, err := replay.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Decode(data, path)
}

// Decode reads a replay file held in data (name for errors), gzipped or
// not: the game its meta names, else the first game that recognises it
// (see Detect).
func Decode(data []byte, name string) (Replay, error) {
	data, err := replay.Unpack(data, name)
	if err != nil {
		return nil, err
	}
	g, err := Detect(data, name)
	if err != nil {
		return nil, err
	}
	return g.Decode(data, name)
}

// Detect finds the game of a replay file: the one its meta names, else the
// game a "game" key at its top level names (a game's own file: Hit and
// Sunk's), else the first game whose Sniff recognises it (a Sniffer). A
// file no game recognises is refused with an *replay.Error naming the
// games tried (and where the file stops being JSON, if it does).
func Detect(data []byte, name string) (Game, error) {
	if n, ok := metaGame(data); ok {
		g, err := Lookup(n)
		if err != nil {
			return nil, &replay.Error{File: name, Where: "meta.game", Msg: err.Error()}
		}
		return g, nil
	}
	if m := SniffKeys(data, "game"); len(m) > 0 {
		if g, err := Lookup(m[0].Text); err == nil && m[0].Text != "" {
			return g, nil
		}
	}
	for _, g := range All() {
		if s, ok := g.(Sniffer); ok && s.Sniff(data) {
			return g, nil
		}
	}
	msg := "not a replay of any game floorfall knows (tried " + strings.Join(Names(), ", ") + ")"
	if e := jsonBreak(data, name); e != nil {
		msg += "; its JSON breaks"
		if e.Where != "" {
			msg += " at " + e.Where
		}
		msg += ": " + e.Msg
	}
	return nil, &replay.Error{File: name, Msg: msg}
}

// jsonBreak is where data stops being one JSON value, nil if it is one.
// A gzipped file is not looked into.
func jsonBreak(data []byte, name string) *replay.Error {
	if bytes.HasPrefix(data, []byte{0x1f, 0x8b}) {
		return nil
	}
	var v jsontext.Value
	if err := json.Unmarshal(data, &v, jsontext.AllowInvalidUTF8(true), jsontext.AllowDuplicateNames(true)); err != nil {
		return replay.JSONError(err, data, name)
	}
	return nil
}

// metaGame is the string at meta.game in a JSON object, if there is one.
// Only the top level and the meta object are looked into; anything that
// does not parse is left to the game's decoder to report.
func metaGame(data []byte) (name string, ok bool) {
	topMembers(data, func(key string, dec *jsontext.Decoder) bool {
		if key != "meta" || dec.PeekKind() != '{' {
			return dec.SkipValue() == nil
		}
		members(dec, func(key string, dec *jsontext.Decoder) bool {
			if key != "game" {
				return dec.SkipValue() == nil
			}
			if v, err := dec.ReadToken(); err == nil && v.Kind() == '"' {
				name, ok = v.String(), true
			}
			return false
		})
		return false
	})
	return name, ok
}

// Save writes a replay to path atomically (see replay.SaveBytes).
func Save(path string, r Replay) error {
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return replay.SaveBytes(path, b.Bytes())
}
