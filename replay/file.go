package replay

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"io/fs"
	"os"

	"floorfall/internal/atomicfile"
)

// ReadFile reads the file at path, refusing one larger than MaxFileSize
// before reading it; errors are *Error naming the file.
func ReadFile(path string) ([]byte, error) {
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

// Unpack is data unpacked when it is gzipped (a .json.gz: it starts with
// gzip's magic bytes), else data itself. The unpacked bytes are held to
// MaxFileSize as a file's are; errors are *Error naming the file.
func Unpack(data []byte, name string) ([]byte, error) {
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		return data, nil
	}
	z, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, Errorf(name, "", "a broken gzip file: %v", err)
	}
	return readAll(z, name, -1)
}

// ReadAll reads r to its end, refusing more than MaxFileSize bytes without
// reading them all (a reader that has a Len method, before reading); name
// is the file's name for errors, *Error.
func ReadAll(r io.Reader, name string) ([]byte, error) { return readAll(r, name, -1) }

// readAll is ReadAll knowing the size to expect (or -1).
func readAll(r io.Reader, name string, size int64) ([]byte, error) {
	if r == nil {
		return nil, Errorf(name, "", "nothing to read")
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
	return Errorf(name, "", "the file is larger than %d MiB", MaxFileSize>>20)
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

// SaveBytes writes b to path atomically, as package atomicfile writes: on
// error path is untouched; a symbolic link is written through (even a
// dangling one), a pipe or a device such as /dev/stdout is written into,
// never replaced; a file replaced keeps its permissions. The error is an
// *Error naming path.
func SaveBytes(path string, b []byte) error {
	if err := atomicfile.WriteFile(path, b); err != nil {
		return ioError(path, err)
	}
	return nil
}
