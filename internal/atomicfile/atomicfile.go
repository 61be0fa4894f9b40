// Package atomicfile writes files whole or not at all, the one way floorfall
// writes a file it makes (replays, standings, GIFs): the content goes into a
// temporary file in the same folder, is synced, and is renamed over the path
// at the end, so a reader sees the old file or the new one, never a part, and
// a failed write leaves the path as it was and no temporary file behind.
//
// A path that is a symbolic link is followed, even a link whose target does
// not exist yet: the file it points to is written (and created), the link
// stays a link. A path that exists and is not a regular file (a pipe, a
// device such as /dev/stdout) is written into as it is, never replaced. A
// file replaced keeps its permissions; a new one gets 0644.
package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFile writes data to path atomically.
func WriteFile(path string, data []byte) error {
	f, err := Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := f.Write(data); err != nil {
		return err
	}
	return f.Commit()
}

// File is a file being written: written as the data comes, it replaces the
// path only at Commit. Close without Commit abandons it.
type File struct {
	name string   // the path as given, for errors
	path string   // the file written: name with its links followed
	f    *os.File // a temporary file, or path itself when into
	into bool     // path is not a regular file: f is path, written into
	err  error    // the first write error
	done bool     // committed or closed
}

// Create starts writing path. Nothing appears at path before Commit (but
// for a pipe or a device, which is written into as the data comes).
func Create(path string) (*File, error) {
	target, err := throughLinks(path)
	if err != nil {
		return nil, named(path, err)
	}
	mode := os.FileMode(0o644)
	if st, err := os.Stat(target); err == nil {
		if !st.Mode().IsRegular() {
			// A device, a pipe or /dev/stdout: write into it, never
			// replace it with a file. (A folder fails here.)
			out, err := os.OpenFile(target, os.O_WRONLY, 0)
			if err != nil {
				return nil, named(path, err)
			}
			return &File{name: path, path: target, f: out, into: true}, nil
		}
		mode = st.Mode().Perm()
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return nil, named(path, err)
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, named(path, err)
	}
	return &File{name: path, path: target, f: tmp}, nil
}

// Write writes p. After an error, every later Write and Commit fail.
func (f *File) Write(p []byte) (int, error) {
	if f.err != nil {
		return 0, f.err
	}
	if f.done {
		return 0, &fs.PathError{Op: "write", Path: f.name, Err: fs.ErrClosed}
	}
	n, err := f.f.Write(p)
	if err != nil {
		f.err = named(f.name, err)
	}
	return n, f.err
}

// Commit ends the write: the temporary file is synced and renamed over the
// path (a pipe or device is closed). On error the path is as it was and
// nothing is left behind.
func (f *File) Commit() error {
	if f.done {
		return &fs.PathError{Op: "commit", Path: f.name, Err: fs.ErrClosed}
	}
	if f.err != nil {
		f.Close()
		return f.err
	}
	if f.into {
		f.done = true
		return named(f.name, f.f.Close())
	}
	err := f.f.Sync()
	if err == nil {
		err = f.f.Close()
	}
	if err == nil {
		err = os.Rename(f.f.Name(), f.path)
	}
	if err != nil {
		f.Close()
		return named(f.name, err)
	}
	f.done = true
	// Make the rename itself durable; not every system can sync a folder.
	if d, err := os.Open(filepath.Dir(f.path)); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Close abandons the write if it was not committed: the temporary file is
// removed and the path left as it was. After Commit it does nothing, so it
// can be deferred.
func (f *File) Close() error {
	if f.done {
		return nil
	}
	f.done = true
	f.f.Close()
	if !f.into {
		os.Remove(f.f.Name())
	}
	return nil
}

// named returns err, a *fs.PathError naming path (not the temporary file
// or the link's target), or nil.
func named(path string, err error) error {
	if err == nil {
		return nil
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &fs.PathError{Op: pe.Op, Path: path, Err: pe.Err}
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return &fs.PathError{Op: le.Op, Path: path, Err: le.Err}
	}
	return &fs.PathError{Op: "write", Path: path, Err: err}
}

// throughLinks follows path while it is a symbolic link, even one whose
// target does not exist yet.
func throughLinks(path string) (string, error) {
	for range 40 {
		st, err := os.Lstat(path)
		if err != nil || st.Mode()&os.ModeSymlink == 0 {
			return path, nil
		}
		target, err := os.Readlink(path)
		if err != nil {
			return path, err
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(path), target)
		}
		path = target
	}
	return path, &fs.PathError{Op: "open", Path: path, Err: errors.New("too many levels of symbolic links")}
}
