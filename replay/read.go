package replay

import (
	"errors"
	"io"
	"io/fs"
	"os"
)

// Read reads and checks a replay file; name is used in errors. A file that
// Read accepts always builds a Timeline.
func Read(r io.Reader, name string) (*File, error) {
	data, err := readAll(r, name, -1)
	if err != nil {
		return nil, err
	}
	return parse(data, name, nil)
}

// Load reads and checks the replay file at path.
func Load(path string) (*File, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return parse(data, path, nil)
}

// ReadTimeline reads and checks a replay file and builds its timeline,
// replaying the game once. name is used in errors.
func ReadTimeline(r io.Reader, name string) (*Timeline, error) {
	data, err := readAll(r, name, -1)
	if err != nil {
		return nil, err
	}
	return parseTimeline(data, name)
}

// Open loads the replay file at path and builds its timeline, replaying the
// game once.
func Open(path string) (*Timeline, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return parseTimeline(data, path)
}

// parseTimeline decodes and checks a replay file held in data and builds its
// timeline.
func parseTimeline(data []byte, name string) (*Timeline, error) {
	tl := new(Timeline)
	if _, err := parse(data, name, tl); err != nil {
		return nil, err
	}
	return tl, nil
}

// parse decodes and checks a replay file held in data, filling tl if not nil.
func parse(data []byte, name string, tl *Timeline) (*File, error) {
	f, g, err := decode(data, name)
	if err != nil {
		return nil, err
	}
	// The commands are rewritten in place with the commands taken (N for
	// a fallen player, where the official server repeats its last one).
	out, err := play(f, f.Meta, name, g, f.Commands, tl)
	if err != nil {
		return nil, err
	}
	f.Commands, f.Dropped = f.Commands[:out.played], out.dropped
	if out.played == 0 {
		f.Commands = nil
	}
	if !g.winner {
		f.Winner = out.resultMeta().Winner
	}
	if f.Meta != nil {
		// Given or not, the result is now the game's own, falls in order.
		f.Meta.Result = out.resultMeta()
	}
	if tl != nil {
		tl.File = f
	}
	return f, nil
}

// ReadFile reads the file at path, refusing one larger than MaxFileSize
// before reading it; errors are *Error naming the file.
func ReadFile(path string) ([]byte, error) { return readFile(path) }

func readFile(path string) ([]byte, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, ioError(path, err)
	}
	defer fh.Close()
	size := int64(-1)
	if st, err := fh.Stat(); err == nil && st.Mode().IsRegular() {
		size = st.Size()
	}
	return readAll(fh, path, size)
}

// readAll reads r to its end, but refuses more than MaxFileSize bytes without
// reading them all. size is the expected size if known (or -1).
func readAll(r io.Reader, name string, size int64) ([]byte, error) {
	if r == nil {
		return nil, errorf(name, "", "nothing to read")
	}
	if size < 0 {
		if l, ok := r.(interface{ Len() int }); ok {
			size = int64(l.Len())
		}
	}
	if size > MaxFileSize {
		return nil, tooBig(name)
	}
	hint := 512
	if size >= 0 {
		hint = int(size) + 1 // room to see the end without growing
	}
	lr := io.LimitReader(r, MaxFileSize+1)
	b := make([]byte, 0, hint)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := lr.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, ioError(name, err)
		}
	}
	if len(b) > MaxFileSize {
		return nil, tooBig(name)
	}
	return b, nil
}

func tooBig(name string) *Error {
	return errorf(name, "", "the file is larger than %d MiB", MaxFileSize>>20)
}

// ioError wraps an I/O error, without repeating the path.
func ioError(name string, err error) *Error {
	msg := err.Error()
	var pe *fs.PathError
	if errors.As(err, &pe) {
		msg = pe.Op + ": " + pe.Err.Error()
	}
	return &Error{File: name, Msg: msg, Err: err}
}
