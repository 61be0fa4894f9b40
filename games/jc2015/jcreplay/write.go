package jcreplay

import (
	"io"
	"strconv"

	"github.com/go-json-experiment/json/jsontext"

	"floorfall/games/jc2015/engine"
	"floorfall/replay"
)

// Write writes f as a replay file: the official keys first, as the official
// server writes them ("log", "winner", "replay" with "x", "y" as strings),
// then "meta" if f has one. It checks f as Read does and refuses what Read
// would refuse. Each turn's command is written as the official server writes
// it: at a fallen player's turn that player's last command taken, repeated
// (see File.Commands), the turns an official file played on after an
// all-fallen end included. Meta values left at Go's zero value are
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

// Save writes f to path atomically (see replay.SaveBytes).
func Save(path string, f *File) error {
	b, err := encode(f, path)
	if err != nil {
		return err
	}
	return replay.SaveBytes(path, b)
}

// commandsPerLine is how many commands Write puts on one line.
const commandsPerLine = 40

// encode checks f and returns its JSON.
func encode(f *File, name string) ([]byte, error) {
	if f == nil {
		return nil, replay.Errorf(name, "", "no replay to write")
	}
	m, g := prepare(f)
	taken := make([]engine.Command, len(f.Commands))
	out, err := play(f, m, name, g, taken, nil)
	if err != nil {
		return nil, err
	}
	if len(f.Log) > 0 && !jsontext.Value(f.Log).IsValid(jsontext.AllowInvalidUTF8(true)) {
		return nil, replay.Errorf(name, "log", "is not JSON (or repeats a key)")
	}
	size := 512 + len(f.Log) + 5*len(taken)
	if m != nil {
		size += 1024 + 100*len(m.Turns) // room for most metas
	}
	b := make([]byte, 0, size)

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
	for t, c := range taken {
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
	if len(taken) > 0 {
		b = append(b, "\n    "...)
	}
	b = append(b, "]\n  }"...)
	if m != nil {
		m.Result = out.resultMeta()
		b = append(b, ",\n  \"meta\": "...)
		var merr error
		if b, merr = replay.AppendMeta(b, m); merr != nil {
			return nil, replay.Errorf(name, "meta", "%v", merr) // cannot happen
		}
	}
	b = append(b, "\n}\n"...)
	return b, nil
}
