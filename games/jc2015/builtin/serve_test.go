package builtin

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"floorfall/games/jc2015/engine"
	"floorfall/internal/testlimit"
)

func TestServeScripted(t *testing.T) {
	ins := traceInputs(t, "trace_001.json")[:8]
	var script strings.Builder
	for _, in := range ins[:6] {
		script.WriteString(in + "\n") // each ends with its EOD line
	}
	script.WriteString("garbage\nEOD\n") // a malformed text: answered N
	script.WriteString("\n  EOD \r\n")   // an empty one, EOD with spaces
	script.WriteString(ins[6] + "\n")    // and a good one again
	script.WriteString(ins[7][:40])      // a text cut by the end of the input: no answer
	const answers = 6 + 2 + 1
	for _, name := range Names() {
		var out bytes.Buffer
		if err := Serve(name, 7, engine.XY, strings.NewReader(script.String()), &out); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		lines := strings.Split(out.String(), "\n")
		if lines[len(lines)-1] != "" {
			t.Fatalf("%s: output does not end with a newline: %q", name, out.String())
		}
		lines = lines[:len(lines)-1]
		if len(lines) != 1+answers || lines[0] != "READY" {
			t.Fatalf("%s: output %q, want READY and %d answers", name, lines, answers)
		}
		for i, l := range lines[1:] {
			if len(l) != 1 || !engine.ValidCommand(l[0]) {
				t.Errorf("%s: answer %d is %q", name, i, l)
			}
		}
		if lines[7] != "N" || lines[8] != "N" {
			t.Errorf("%s: malformed texts answered %q %q, want N N", name, lines[7], lines[8])
		}
	}
}

// TestServeFlushes talks to Serve through pipes, one turn at a time: each
// answer must arrive before the next input is written.
func TestServeFlushes(t *testing.T) {
	ins := traceInputs(t, "trace_001.json")
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- Serve("hunter", 1, engine.XY, inR, outW)
		outW.Close()
	}()
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	next := func() string {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatal("output closed")
			}
			return l
		case <-time.After(testlimit.Scale(5 * time.Second)):
			t.Fatal("no answer: not flushed?")
		}
		return ""
	}
	if l := next(); l != "READY" {
		t.Fatalf("first line %q, want READY", l)
	}
	for turn := range 20 {
		if _, err := io.WriteString(inW, ins[turn]+"\n"); err != nil {
			t.Fatal(err)
		}
		if l := next(); len(l) != 1 || !engine.ValidCommand(l[0]) {
			t.Fatalf("turn %d: answer %q", turn, l)
		}
	}
	inW.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Serve at the end of its input: %v", err)
		}
	case <-time.After(testlimit.Scale(5 * time.Second)):
		t.Fatal("Serve did not return at the end of its input")
	}
	if _, ok := <-lines; ok {
		t.Error("output after the last answer")
	}
}

func TestServeLongLine(t *testing.T) {
	in := traceInputs(t, "trace_001.json")[0]
	script := strings.Repeat("x", 100000) + "\nEOD\n" + in + "\n"
	var out bytes.Buffer
	if err := Serve("random", 1, engine.XY, strings.NewReader(script), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Fields(out.String())
	if len(lines) != 3 || lines[0] != "READY" || lines[1] != "N" || !engine.ValidCommand(lines[2][0]) {
		t.Errorf("output %q, want READY, N, a command", lines)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("closed") }

func TestServeErrors(t *testing.T) {
	if err := Serve("nobody", 1, engine.RowCol, strings.NewReader(""), io.Discard); err == nil || !strings.Contains(err.Error(), "hunter") {
		t.Errorf("unknown bot: %v, want an error listing the bots", err)
	}
	if err := Serve("random", 1, engine.RowCol, strings.NewReader(""), failWriter{}); err == nil {
		t.Error("no error when the output fails")
	}
	var out bytes.Buffer
	if err := Serve("random", 1, engine.RowCol, strings.NewReader(""), &out); err != nil || out.String() != "READY\n" {
		t.Errorf("empty input: %v, output %q", err, out.String())
	}
}
