package atomicfile

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// names lists the entries of dir, sorted.
func names(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return strings.Join(out, ",")
}

// lmode is the mode of path itself (a link's, not its target's).
func lmode(t *testing.T, path string) os.FileMode {
	t.Helper()
	st, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.Mode()
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A new file gets 0644; a file replaced keeps its mode; nothing else is
// left in the folder.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := WriteFile(path, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, path); got != "one" {
		t.Errorf("content %q", got)
	}
	if m := lmode(t, path); m != 0o644 {
		t.Errorf("mode of a new file: %v", m)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("two")); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, path); got != "two" {
		t.Errorf("content after overwrite %q", got)
	}
	if m := lmode(t, path); m != 0o600 {
		t.Errorf("mode after overwrite: %v", m)
	}
	if got := names(t, dir); got != "a.txt" {
		t.Errorf("folder holds %s", got)
	}
}

// A failing write (the path is a folder) names the path and leaves
// nothing behind.
func TestWriteOntoFolder(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub")
	if err := os.MkdirAll(filepath.Join(sub, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	err := WriteFile(sub, []byte("data"))
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != sub {
		t.Errorf("write onto a folder: %v", err)
	}
	if got := names(t, dir); got != "sub" {
		t.Errorf("folder holds %s", got)
	}
	if got := names(t, sub); got != "x" {
		t.Errorf("the target folder holds %s", got)
	}
}

// Errors name the path given, not the temporary file.
func TestErrorNamesPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", "a.txt")
	err := WriteFile(path, []byte("data"))
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != path || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("write into a missing folder: %v", err)
	}
}

// TestAtomic: a reader never sees a half-written file while writes go on.
func TestAtomic(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.txt")
	small, big := []byte("small"), bytes.Repeat([]byte("big "), 1<<16)
	if err := WriteFile(path, small); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	stop := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			b := small
			if i%2 == 0 {
				b = big
			}
			if err := WriteFile(path, b); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	for range 200 {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Error(err)
			break
		}
		if !bytes.Equal(b, small) && !bytes.Equal(b, big) {
			t.Errorf("read %d bytes, neither whole file", len(b))
			break
		}
	}
	close(stop)
	wg.Wait()
	if got := names(t, filepath.Dir(path)); got != "a.txt" {
		t.Errorf("folder holds %s", got)
	}
}

// TestThroughLink: writing to a symbolic link replaces the file it points
// to and leaves the link a link.
func TestThroughLink(t *testing.T) {
	dir := t.TempDir()
	real, link := filepath.Join(dir, "real.txt"), filepath.Join(dir, "link.txt")
	if err := WriteFile(real, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if err := WriteFile(link, []byte("two")); err != nil {
		t.Fatal(err)
	}
	if m := lmode(t, link); m&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v", m)
	}
	if got := readFile(t, real); got != "two" {
		t.Fatalf("the file behind the link holds %q", got)
	}
}

// TestThroughDanglingLink: a link whose target does not exist yet (a
// relative one, into another folder) is written through: its target is
// created, the link stays a link.
func TestThroughDanglingLink(t *testing.T) {
	dir := t.TempDir()
	link, target := filepath.Join(dir, "latest.txt"), filepath.Join(dir, "games", "g1.txt")
	if err := os.Mkdir(filepath.Join(dir, "games"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("games/g1.txt", link); err != nil {
		t.Skip(err)
	}
	if err := WriteFile(link, []byte("data")); err != nil {
		t.Fatal(err)
	}
	if m := lmode(t, link); m&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v", m)
	}
	if got := readFile(t, target); got != "data" {
		t.Fatalf("the link's target holds %q", got)
	}
	if got := names(t, dir); got != "games,latest.txt" {
		t.Errorf("folder holds %s", got)
	}
}

// A link to itself is an error, not a loop.
func TestLinkLoop(t *testing.T) {
	link := filepath.Join(t.TempDir(), "loop")
	if err := os.Symlink("loop", link); err != nil {
		t.Skip(err)
	}
	var pe *fs.PathError
	if err := WriteFile(link, []byte("x")); !errors.As(err, &pe) || pe.Path != link {
		t.Fatalf("write through a looping link: %v", err)
	}
}

// The streaming writer: nothing is at the path until Commit; Close
// without Commit leaves the old file and nothing else.
func TestStream(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.gif")
	if err := WriteFile(path, []byte("old")); err != nil {
		t.Fatal(err)
	}
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := f.Write([]byte("frame ")); err != nil {
			t.Fatal(err)
		}
		if got := readFile(t, path); got != "old" {
			t.Fatalf("while writing, the path holds %q", got)
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, path); got != "old" {
		t.Fatalf("after an abandoned write, the path holds %q", got)
	}
	if got := names(t, dir); got != "a.gif" {
		t.Errorf("folder holds %s", got)
	}

	// Committed: the new content, once; Close after Commit does nothing.
	if f, err = Create(path); err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	f.Write([]byte("new"))
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, path); got != "new" {
		t.Fatalf("after Commit the path holds %q", got)
	}
	if err := f.Commit(); err == nil {
		t.Error("a second Commit succeeded")
	}
	if _, err := f.Write([]byte("x")); err == nil {
		t.Error("a Write after Commit succeeded")
	}
	if got := names(t, dir); got != "a.gif" {
		t.Errorf("folder holds %s", got)
	}
}

// A write error sticks: Commit fails with it and leaves the path as it
// was, with nothing behind.
func TestWriteErrorSticks(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.txt")
	if err := WriteFile(path, []byte("old")); err != nil {
		t.Fatal(err)
	}
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.f.Close() // the next write fails as a full disk would
	if _, err := f.Write([]byte("new")); err == nil {
		t.Fatal("a write into a closed file succeeded")
	}
	err = f.Commit()
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != path {
		t.Fatalf("Commit after a failed write: %v", err)
	}
	if got := readFile(t, path); got != "old" {
		t.Fatalf("the path holds %q", got)
	}
	if got := names(t, dir); got != "a.txt" {
		t.Errorf("folder holds %s", got)
	}
}
