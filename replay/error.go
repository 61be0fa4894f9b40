package replay

import (
	"fmt"
	"strconv"
)

// Error is why a replay file was refused.
type Error struct {
	File  string // the file name as given to the reading function
	Where string // a JSON path ("replay.initial[2][1]"), "line 3, column 7", "turn 17", or ""
	Msg   string
	Err   error // the underlying error, if any (I/O)
}

func (e *Error) Error() string {
	s := "replay"
	if e.File != "" {
		s += " " + e.File
	}
	if e.Where != "" {
		s += ": " + e.Where
	}
	return s + ": " + e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// Errorf makes an *Error about file at where (a JSON path, "turn 17"...,
// or "").
func Errorf(file, where, format string, args ...any) *Error {
	return &Error{File: file, Where: where, Msg: fmt.Sprintf(format, args...)}
}

// Quote quotes a value from a file for an error message, cut if long.
func Quote(s string) string {
	const max = 40
	if len(s) > max {
		return strconv.Quote(s[:max]) + "..."
	}
	return strconv.Quote(s)
}

// index appends "[i]" to a path.
func index(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }

// path is a JSON path such as replay.initial[2][1] or meta.turns[17].took,
// made without allocating and rendered only for an error: a base, up to two
// indices (-1 for none), and a field after them.
type path struct {
	base  string
	i, j  int
	field string
}

// at is the path of a key.
func at(base string) path { return path{base: base, i: -1, j: -1} }

// idx appends an index.
func (p path) idx(i int) path {
	if p.i < 0 {
		p.i = i
	} else {
		p.j = i
	}
	return p
}

// dot appends a field after the indices.
func (p path) dot(field string) path {
	p.field = field
	return p
}

func (p path) String() string {
	s := p.base
	if p.i >= 0 {
		s = index(s, p.i)
	}
	if p.j >= 0 {
		s = index(s, p.j)
	}
	if p.field != "" {
		s += "." + p.field
	}
	return s
}
