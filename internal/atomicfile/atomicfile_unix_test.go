//go:build unix

package atomicfile

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestIntoPipe: a path that is not a regular file is written into and
// stays what it was (a rename would replace /dev/null).
func TestIntoPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no fifo here:", err)
	}
	want := bytes.Repeat([]byte("data "), 1<<14)
	got := make(chan []byte)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- b
	}()
	if err := WriteFile(fifo, want); err != nil {
		t.Fatal(err)
	}
	// Looked at before the reader: a pipe replaced by a file would leave
	// the reader waiting for a writer.
	if st, err := os.Lstat(fifo); err != nil {
		t.Fatal(err)
	} else if st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the pipe was replaced by a file (%v)", st.Mode())
	}
	if b := <-got; !bytes.Equal(b, want) {
		t.Fatalf("read %d bytes from the pipe, want %d", len(b), len(want))
	}
	if got := names(t, filepath.Dir(fifo)); got != "fifo" {
		t.Errorf("folder holds %s", got)
	}
}
