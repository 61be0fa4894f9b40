package jcreplay

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"floorfall/replay"
)

// FuzzRead: Read never panics, refuses with an *replay.Error naming the file, and
// whatever it accepts is JSON, builds a timeline, and writes back to an
// equal File (and to the same bytes again).
func FuzzRead(f *testing.F) {
	for _, name := range []string{
		filepath.Join(fixturesDir, "sample_log_new.json"),
		filepath.Join(fixturesDir, "sample_log_seed0.json"),
		supersetFile,
	} {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(base))
	f.Add([]byte(official(-1, allFallen, allFallenCmds+"NANNA")))
	f.Add([]byte(meta4(`, "seed": 3, "turnLimit": 3, "coords": "xy"`, [4]string{1: `, "status": "timeout", "statusTurn": 1`})))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Read(bytes.NewReader(data), "fuzz.json")
		if err != nil {
			var e *replay.Error
			if !errors.As(err, &e) || e.File != "fuzz.json" || e.Msg == "" {
				t.Fatalf("error %T %v", err, err)
			}
			return
		}
		if !json.Valid(data) {
			t.Fatal("accepted what is not JSON")
		}
		if _, err := NewTimeline(file); err != nil {
			t.Fatalf("accepted, but no timeline: %v", err)
		}
		var out bytes.Buffer
		if err := Write(&out, file); err != nil {
			t.Fatalf("accepted, but not written: %v", err)
		}
		written := bytes.Clone(out.Bytes())
		back, err := Read(&out, "back.json")
		if err != nil {
			t.Fatalf("written file refused: %v\n%s", err, written)
		}
		if !equalFiles(file, back) {
			t.Fatalf("read back\n%+v\nwant\n%+v", back, file)
		}
		if again := mustWrite(t, back); !bytes.Equal(again, written) {
			t.Fatalf("written twice differently:\n%s\n%s", written, again)
		}
	})
}
