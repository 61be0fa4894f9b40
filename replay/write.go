package replay

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"unicode/utf8"

	"floorfall/engine"
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

// Save writes f to path atomically: to a temporary file in the same
// directory, synced, then renamed over path. On error path is untouched.
// A path that exists and is not a regular file (a pipe, a device such as
// /dev/stdout) is written into as it is, never replaced.
func Save(path string, f *File) error {
	b, err := encode(f, path)
	if err != nil {
		return err
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real // replace the file a link points to, not the link
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			// A device, a pipe or /dev/stdout: write into it, never
			// replace it with a file.
			return writeInto(path, b)
		}
		mode = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return ioError(path, err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(b); err != nil {
		return ioError(path, err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return ioError(path, err)
	}
	if err := tmp.Sync(); err != nil {
		return ioError(path, err)
	}
	if err := tmp.Close(); err != nil {
		return ioError(path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return ioError(path, err)
	}
	done = true
	// Make the rename itself durable; not every system can sync a directory.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// writeInto writes b into an existing file that is not a regular file.
func writeInto(path string, b []byte) error {
	out, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return ioError(path, err)
	}
	if _, err := out.Write(b); err != nil {
		out.Close()
		return ioError(path, err)
	}
	if err := out.Close(); err != nil {
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
	if len(f.Log) > 0 && !json.Valid(f.Log) {
		return nil, errorf(name, "log", "is not JSON")
	}
	size := 512 + len(f.Log) + 5*out.played
	if m != nil {
		m.Result = out.resultMeta()
		for _, r := range m.Turns {
			size += 64 + len(r.Reply) + len(r.Stderr) + len(r.Stderr)/8
		}
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
		b = appendMeta(b, m)
	}
	b = append(b, "\n}\n"...)
	return b, nil
}

// appendMeta appends ",\n  \"meta\": {...}".
func appendMeta(b []byte, m *Meta) []byte {
	b = append(b, ",\n  \"meta\": {\n    \"format\": "...)
	b = strconv.AppendInt(b, int64(m.Format), 10)
	b = append(b, ",\n    \"floorfall\": "...)
	b = appendString(b, m.Floorfall)
	if m.Seed != nil {
		b = append(b, ",\n    \"seed\": "...)
		b = strconv.AppendInt(b, *m.Seed, 10)
	}
	b = append(b, ",\n    \"turnLimit\": "...)
	b = strconv.AppendInt(b, int64(m.TurnLimit), 10)
	b = append(b, ",\n    \"coords\": "...)
	b = appendString(b, m.Coords)
	b = append(b, ",\n    \"players\": ["...)
	for i, p := range m.Players {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n      {\"name\": "...)
		b = appendString(b, p.Name)
		b = append(b, ", \"command\": "...)
		b = appendString(b, p.Command)
		b = append(b, ", \"status\": "...)
		b = appendString(b, p.Status)
		b = append(b, ", \"statusTurn\": "...)
		b = strconv.AppendInt(b, int64(p.StatusTurn), 10)
		b = append(b, ", \"detail\": "...)
		b = appendString(b, p.Detail)
		b = append(b, '}')
	}
	b = append(b, "\n    ],\n    \"result\": {\"winner\": "...)
	b = strconv.AppendInt(b, int64(m.Result.Winner), 10)
	b = append(b, ", \"reason\": "...)
	b = appendString(b, string(m.Result.Reason))
	b = append(b, ", \"falls\": ["...)
	for i, f := range m.Result.Falls {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(b, "{\"turn\": "...)
		b = strconv.AppendInt(b, int64(f.Turn), 10)
		b = append(b, ", \"player\": "...)
		b = strconv.AppendInt(b, int64(f.Player), 10)
		b = append(b, ", \"by\": "...)
		b = strconv.AppendInt(b, int64(f.By), 10)
		b = append(b, '}')
	}
	b = append(b, "]}"...)
	if len(m.Turns) > 0 {
		b = append(b, ",\n    \"turns\": ["...)
		for i, r := range m.Turns {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, "\n      {\"turn\": "...)
			b = strconv.AppendInt(b, int64(r.Turn), 10)
			b = append(b, ", \"reply\": "...)
			b = appendString(b, r.Reply)
			if r.Took != 0 {
				b = append(b, ", \"took\": \""...)
				b = append(b, r.Took.String()...)
				b = append(b, '"')
			}
			if r.Stderr != "" {
				b = append(b, ", \"stderr\": "...)
				b = appendString(b, r.Stderr)
			}
			b = append(b, '}')
		}
		b = append(b, "\n    ]"...)
	}
	return append(b, "\n  }"...)
}

const hexDigits = "0123456789abcdef"

// appendString appends s as a JSON string. Invalid UTF-8 becomes U+FFFD, as
// with encoding/json, so that what is written reads back the same.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= ' ' && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' { // valid JSON, but not valid JavaScript
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
