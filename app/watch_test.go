package app

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"floorfall/internal/testlimit"
	"floorfall/render/rendertest"
)

// A FIFO (or anything but a regular file) named *.json never blocks the
// watcher: it is passed over, newer or not.
func TestWatchSkipsFIFO(t *testing.T) {
	dir := t.TempDir()
	good := copyFixture(t, "sample_log_new.json", dir, "good.json")
	old := time.Now().Add(-time.Hour)
	os.Chtimes(good, old, old)
	if err := mkfifo(filepath.Join(dir, "pipe.json"), 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	w := newWatcher(dir)
	done := make(chan loaded, 1)
	go func() {
		now := time.Now()
		for i := 0; ; i++ {
			if l, ok := w.poll(now.Add(time.Duration(i) * time.Second)); ok {
				done <- l
				return
			}
		}
	}()
	select {
	case l := <-done:
		if l.err != nil || l.path != good {
			t.Fatalf("got %s (%v), want %s", l.path, l.err, good)
		}
	case <-time.After(testlimit.Scale(30 * time.Second)):
		t.Fatal("the watcher blocked on the FIFO")
	}
}

// A new file whose writer pauses half-way is not reported broken while it
// may still be written; it is shown once complete. One that holds still
// and broken long enough is reported, once.
func TestWatchWaitsForCompleteFile(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(rendertest.Fixture(t, "sample_log_new.json"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "new.json")
	if err := os.WriteFile(path, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	w := newWatcher(dir)
	t0 := time.Now()
	at := func(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }
	for _, s := range []float64{0, 1, 2, 3} {
		if l, ok := w.poll(at(s)); ok {
			t.Fatalf("at %vs a half-written file was reported: %v", s, l.err)
		}
	}
	// The writer goes on: the whole file is shown once it holds still.
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	os.Chtimes(path, later, later)
	if _, ok := w.poll(at(4)); ok {
		t.Fatal("a file that just changed was taken at once")
	}
	l, ok := w.poll(at(5))
	if !ok || l.err != nil || l.r == nil || l.path != path {
		t.Fatalf("the complete file: ok %v, %+v", ok, l)
	}
	if _, ok := w.poll(at(6)); ok {
		t.Fatal("the same file reported twice")
	}

	// A broken file that holds still: reported after brokenAfter, once.
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte(`{"winner": `), 0o644)
	even := later.Add(time.Minute)
	os.Chtimes(broken, even, even)
	var reported int
	for s := 7.0; s < 20; s++ {
		if l, ok := w.poll(at(s)); ok {
			if l.err == nil || l.path != broken {
				t.Fatalf("at %vs: %+v", s, l)
			}
			if s-7 < brokenAfter.Seconds() { // first seen at 7 s
				t.Fatalf("reported broken at %vs, %vs after it was first seen", s, s-7)
			}
			reported++
		}
	}
	if reported != 1 {
		t.Fatalf("the broken file was reported %d times, want once", reported)
	}
}
