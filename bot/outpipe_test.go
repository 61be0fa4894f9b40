package bot

import (
	"errors"
	"io"
	"os"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// outPipe's reads wait for something to read, the pipe's end, its
// deadline, or its closing, with poll(2) or through the runtime poller.
func TestOutPipe(t *testing.T) {
	for _, polled := range []bool{false, true} {
		t.Run(map[bool]string{false: "poll", true: "poller"}[polled], func(t *testing.T) { testOutPipe(t, polled) })
	}
}

func testOutPipe(t *testing.T, polled bool) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	o, err := newOutPipe(r, polled)
	if err != nil {
		t.Fatal(err)
	}
	var buf [16]byte
	start := time.Now()
	o.SetReadDeadline(start.Add(200 * time.Millisecond))
	if n, err := o.Read(buf[:]); n != 0 || !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("empty pipe: %d, %v; want a timeout", n, err)
	}
	if took := time.Since(start); took < 200*time.Millisecond {
		t.Fatalf("timed out after %v, before its deadline", took)
	}

	o.SetReadDeadline(time.Time{})
	go w.WriteString("answer") // while the read waits, or before
	if n, err := o.Read(buf[:]); err != nil || string(buf[:n]) != "answer" {
		t.Fatalf("%q, %v", buf[:n], err)
	}

	done := make(chan error, 1)
	go func() {
		_, err := o.Read(buf[:])
		done <- err
	}()
	r.Close() // while the read waits, or before
	select {
	case err := <-done:
		if !errors.Is(err, os.ErrClosed) {
			t.Fatalf("closed: %v", err)
		}
	case <-time.After(testlimit.Scale(5 * time.Second)):
		t.Fatal("a read of a closed pipe still waits")
	}
}

// At the pipe's end, a read gives io.EOF.
func TestOutPipeEnd(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	o, err := newOutPipe(r, false)
	if err != nil {
		t.Fatal(err)
	}
	w.WriteString("last")
	w.Close()
	o.SetReadDeadline(time.Now().Add(testlimit.Scale(5 * time.Second)))
	all, err := io.ReadAll(o)
	if err != nil || string(all) != "last" {
		t.Fatalf("%q, %v", all, err)
	}
}
