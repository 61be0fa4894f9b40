package replay

import (
	"bytes"
	"io"
	"strconv"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"floorfall/games/jc2015/engine"
	"floorfall/internal/atomicfile"
)

// Write writes f as a replay file: the official keys first, as the official
// server writes them ("log", "winner", "replay" with "x", "y" as strings),
// then "meta" if f has one. It checks f as Read does and refuses what Read
// would refuse. A fallen player's turns are written as N; commands after an
// all-fallen end are not written. Meta values left at Go's zero value are
// written as their defaults (format 1, turn limit 1000, coords "xy", status
// "ok"), and a zero Result as the game's own.
func Write(w io.Writer, f *File) error {
	b, err := encode(f, "")
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// Save writes f to path atomically, as package atomicfile writes: on
// error path is untouched; a symbolic link is written through (even a
// dangling one), a pipe or a device such as /dev/stdout is written into,
// never replaced; a file replaced keeps its permissions.
func Save(path string, f *File) error {
	b, err := encode(f, path)
	if err != nil {
		return err
	}
	return SaveBytes(path, b)
}

// SaveBytes writes b to path atomically, as Save does.
func SaveBytes(path string, b []byte) error {
	if err := atomicfile.WriteFile(path, b); err != nil {
		return ioError(path, err)
	}
	return nil
}

// commandsPerLine is how many commands Write puts on one line.
const commandsPerLine = 40

// encode checks f and returns its JSON.
func encode(f *File, name string) ([]byte, error) {
	if f == nil {
		return nil, errorf(name, "", "no replay to write")
	}
	m, g := prepare(f)
	taken := make([]engine.Command, len(f.Commands))
	out, err := play(f, m, name, g, taken, nil)
	if err != nil {
		return nil, err
	}
	if len(f.Log) > 0 && !jsontext.Value(f.Log).IsValid(jsontext.AllowInvalidUTF8(true)) {
		return nil, errorf(name, "log", "is not JSON (or repeats a key)")
	}
	var meta []byte
	if m != nil {
		m.Result = out.resultMeta()
		var merr error
		if meta, merr = json.Marshal(m, writeOptions); merr != nil {
			return nil, errorf(name, "meta", "%v", merr) // cannot happen
		}
	}
	b := make([]byte, 0, 512+len(f.Log)+5*out.played+len(meta)+len(meta)/32)

	b = append(b, "{\n  \"log\": "...)
	if len(f.Log) == 0 {
		b = append(b, "[]"...)
	} else {
		b = append(b, f.Log...)
	}
	b = append(b, ",\n  \"winner\": "...)
	b = strconv.AppendInt(b, int64(f.Winner), 10)
	b = append(b, ",\n  \"replay\": {\n    \"initial\": ["...)
	for i, st := range f.Initial {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(b, `["`...)
		b = strconv.AppendInt(b, int64(st.X), 10)
		b = append(b, `", "`...)
		b = strconv.AppendInt(b, int64(st.Y), 10)
		b = append(b, `", "`...)
		b = append(b, byte(st.Facing), '"', ']')
	}
	b = append(b, "],\n    \"commands\": ["...)
	for t, c := range taken[:out.played] {
		switch {
		case t == 0:
			b = append(b, "\n      "...)
		case t%commandsPerLine == 0:
			b = append(b, ",\n      "...)
		default:
			b = append(b, ',')
		}
		b = append(b, '"', byte(c), '"')
	}
	if out.played > 0 {
		b = append(b, "\n    "...)
	}
	b = append(b, "]\n  }"...)
	if m != nil {
		b = append(b, ",\n  \"meta\": "...)
		b = layout(b, meta)
	}
	b = append(b, "\n}\n"...)
	return b, nil
}

// writeOptions are the options the meta is written with: one line, with a
// space after ':' and ',', invalid UTF-8 as U+FFFD, U+2028 and U+2029
// escaped (valid JSON, but not valid JavaScript), durations as "1.2ms".
var writeOptions = json.JoinOptions(
	jsontext.SpaceAfterColon(true),
	jsontext.SpaceAfterComma(true),
	jsontext.AllowInvalidUTF8(true),
	jsontext.EscapeForJS(true),
	json.WithMarshalers(json.MarshalToFunc(func(enc *jsontext.Encoder, d time.Duration) error {
		return enc.WriteToken(jsontext.String(d.String()))
	})),
)

// layout appends the meta object written on one line by json.Marshal, laid
// out as the rest of the file: a key a line, and the items of an array one
// a line (the players, the turn records).
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
