//go:build unix

package bot

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"floorfall/internal/testlimit"
)

// ants is an Ants-like protocol: no ready line, answers up to a line "go"
// in any case.
var ants = Protocol{End: "go", FoldCase: true}

// antsCfg is slow, with the protocol p.
func antsCfg(p Protocol) Config {
	c := slow
	c.Protocol = &p
	return c
}

// linesBot is a Bot with answers of several lines (the protocol ants)
// read from r, with no process.
func linesBot(t *testing.T, r *os.File) *Bot {
	t.Helper()
	b := &Bot{out: r, proto: ants}
	b.proto.MaxLines, b.proto.MaxBytes = DefaultMaxLines, DefaultMaxBytes
	var err error
	if b.outp, err = newOutPipe(r, false); err != nil {
		t.Fatal(err)
	}
	if err := b.newLinesReader(); err != nil {
		t.Fatal(err)
	}
	return b
}

// antsBot is a shell bot that answers each input ending with a line "go" or
// "ready" with the lines of its argument answers (separated by "|"), one
// answer per turn in turn (the last one repeated), each line printed as
// is, "\n"-terminated.
func antsBot(answers ...string) string {
	script := `n=0; while IFS= read -r l; do case "$l" in go|ready) n=$((n+1)); ` +
		`i=$n; [ $i -gt $# ] && i=$#; eval "a=\${$i}"; printf '%s\n' "$a" | tr '|' '\n';; esac; done`
	cmd := "sh -c " + quote(script) + " antsbot"
	for _, a := range answers {
		cmd += " " + quote(a)
	}
	return cmd
}

func TestLinesAnswers(t *testing.T) {
	b := start(t, antsBot("go", "o 1 2 n|o 3 4 s\r|  Go \r", "GO", "# comment||o 5 6 e|go"), antsCfg(ants))
	if err := b.WaitReady(time.Time{}); err != nil {
		t.Fatal(err) // no ready phase: at once
	}
	setup := "turn 0\nloadtime 3000\nready"
	if r := b.AskWithin(setup, testlimit.Scale(5*time.Second)); !r.OK || r.Line != "" || r.Lines != nil || r.Status != StatusOK {
		t.Fatalf("setup: %+v", r)
	}
	for i, want := range [][]string{{"o 1 2 n", "o 3 4 s"}, nil, {"# comment", "", "o 5 6 e"}, {"# comment", "", "o 5 6 e"}} {
		r := b.Ask("turn " + strconv.Itoa(i+1) + "\na 1 2 0\ngo")
		if !r.OK || r.TooLong || r.Status != StatusOK || strings.Join(r.Lines, "|") != strings.Join(want, "|") ||
			len(r.Lines) != len(want) || r.Line != strings.Join(want, "\n") {
			t.Fatalf("turn %d: %+v, want lines %q", i+1, r, want)
		}
	}
	wantStatus(t, b, StatusOK, "ok")
}

// Lines printed after the end line are the start of the next answer.
func TestLinesAfterEndAreNextAnswer(t *testing.T) {
	b := start(t, antsBot("a|go|b|go|c", "d|go"), antsCfg(ants))
	for i, want := range []string{"a", "b", "c\nd"} {
		if r := b.Ask("go"); !r.OK || r.Line != want {
			t.Fatalf("answer %d: %+v, want %q", i+1, r, want)
		}
	}
}

// Without a ready phase, what a bot writes on stderr before its first
// answer is in the first Reply.
func TestNoReadyPhaseStderr(t *testing.T) {
	b := start(t, "sh -c "+quote(`echo loading >&2; while read -r l; do [ "$l" = go ] && echo go; done`), antsCfg(ants))
	if r := b.Ask("go"); !r.OK || string(r.Stderr) != "loading\n" {
		t.Fatalf("%+v", r)
	}
}

// A ready line of the game's own, compared ignoring case if told so; the
// detail of a bot that never printed it names it.
func TestReadyWordOfTheProtocol(t *testing.T) {
	p := Protocol{Ready: "ok", FoldCase: true}
	b := start(t, "sh -c "+quote(`echo ' OK '; while read -r l; do echo "got $l"; done`), antsCfg(p))
	if r := b.Ask("x"); !r.OK || r.Line != "got x" {
		t.Fatalf("%+v (%s)", r, b.Detail())
	}
	p.FoldCase = false
	cfg := Config{ReadyTimeout: 200 * time.Millisecond, Protocol: &p}
	b = start(t, "sh -c "+quote(`echo OK; exec sleep 10`), cfg)
	if err := b.WaitReady(time.Time{}); err == nil {
		t.Fatal("ready")
	}
	wantStatus(t, b, StatusNotReady, `printed "OK", want ok (no ok within 200ms)`)
}

func TestLinesTooLong(t *testing.T) {
	big := strings.Repeat("x", MaxLine+1)
	for _, tc := range []struct {
		name   string
		p      Protocol
		answer string
	}{
		{"lines", Protocol{End: "go", MaxLines: 3}, "1|2|3|4"},
		{"bytes", Protocol{End: "go", MaxBytes: 10}, "12345|12345"}, // 11 bytes with the "\n"
		{"line", Protocol{End: "go"}, "a|" + big + "|b"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := start(t, antsBot(tc.answer+"|go", "1|2|go"), antsCfg(tc.p))
			if r := b.Ask("go"); !r.OK || !r.TooLong || r.Line != "" || r.Lines != nil {
				t.Fatalf("too long: OK %v TooLong %v %d lines", r.OK, r.TooLong, len(r.Lines))
			}
			if r := b.Ask("go"); !r.OK || r.TooLong || r.Line != "1\n2" {
				t.Fatalf("next: %+v", r)
			}
		})
	}
	// At the bounds: fine.
	b := start(t, antsBot("1|2|3|go", "123456789|go"), antsCfg(Protocol{End: "go", MaxLines: 3, MaxBytes: 9}))
	for _, want := range []string{"1\n2\n3", "123456789"} {
		if r := b.Ask("go"); !r.OK || r.TooLong || r.Line != want {
			t.Fatalf("%+v, want %q", r, want)
		}
	}
}

// An endless answer is read and dropped: memory stays bounded, and the bot
// times out.
func TestLinesEndless(t *testing.T) {
	cfg := antsCfg(ants)
	cfg.ActionTimeout = 500 * time.Millisecond
	b := start(t, "sh -c "+quote(`read -r l; yes 'o 1 2 n'`), cfg)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r := askWithin(t, b, "go")
	runtime.ReadMemStats(&after)
	if r.OK || r.Status != StatusTimeout {
		t.Fatalf("%+v", r)
	}
	withinLimit(t, r.Took, cfg.ActionTimeout)
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 3*DefaultMaxBytes {
		t.Fatalf("an endless answer made Ask allocate %d bytes", alloc)
	}
	wantStatus(t, b, StatusTimeout, "too long an answer, not ended within 500ms")
	wantDead(t, b)
}

// A bot that prints lines but no end line times out; one that exits is
// exited.
func TestLinesNoEnd(t *testing.T) {
	cfg := antsCfg(ants)
	cfg.ActionTimeout = 300 * time.Millisecond
	b := start(t, "sh -c "+quote(`read -r l; echo 'o 1 2 n'; exec sleep 10`), cfg)
	r := askWithin(t, b, "go")
	if r.OK || r.Status != StatusTimeout || r.Line != "" {
		t.Fatalf("%+v", r)
	}
	withinLimit(t, r.Took, cfg.ActionTimeout)
	wantStatus(t, b, StatusTimeout, "no answer within 300ms")

	b = start(t, "sh -c "+quote(`read -r l; echo 'o 1 2 n'; printf go; exit 4`), antsCfg(ants))
	if r := b.Ask("go"); r.OK || r.Status != StatusExited {
		t.Fatalf("%+v", r)
	}
	wantStatus(t, b, StatusExited, "output closed (exited with status 4)")
}

// What the output pipe holds when the limit comes still counts: an end
// line in it makes the answer OK.
func TestLinesReadAtTheLimit(t *testing.T) {
	for _, tc := range []struct {
		written string
		ok      bool
		line    string
	}{
		{"o 1 2 n\r\no 3 4 s\ngo\n", true, "o 1 2 n\no 3 4 s"},
		{"o 1 2 n\n", false, ""},
		{"", false, ""},
	} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		b := linesBot(t, r)
		if _, err := w.WriteString(tc.written); err != nil {
			t.Fatal(err)
		}
		// The limit has passed before the first read: a read that would
		// wait fails at once.
		b.outp.SetReadDeadline(time.Now().Add(-time.Second))
		text, _, _, err := b.readLines()
		if (err == nil) != tc.ok || text != tc.line {
			t.Errorf("%q: %q, %v", tc.written, text, err)
		}
		if !tc.ok && !os.IsTimeout(err) {
			t.Errorf("%q: error %v, want a timeout", tc.written, err)
		}
		r.Close()
		w.Close()
	}
}

// AskWithin: a limit for one call; Ask keeps ActionTimeout.
func TestAskWithin(t *testing.T) {
	cfg := Config{ActionTimeout: 200 * time.Millisecond, ReadyTimeout: patientReady}
	// Answers the first turn after 0.6s, the others at once.
	script := `echo READY; n=0; while read -r l; do [ "$l" = EOD ] || continue; n=$((n+1)); [ $n = 1 ] && sleep 0.6; echo U; done`
	b := start(t, "sh -c "+quote(script), cfg)
	ready(t, b)
	if r := b.AskWithin(input(10), testlimit.Scale(10*time.Second)); !r.OK || r.Line != "U" || r.Took < 600*time.Millisecond {
		t.Fatalf("%+v", r)
	}
	if r := b.AskWithin(input(10), 0); !r.OK || r.Line != "U" {
		t.Fatalf("%+v", r)
	}
	b = start(t, helperCmd(t, "noread"), cfg)
	ready(t, b)
	r := b.AskWithin(input(10), 400*time.Millisecond)
	if r.OK || r.Status != StatusTimeout {
		t.Fatalf("%+v", r)
	}
	withinLimit(t, r.Took, 400*time.Millisecond)
	wantStatus(t, b, StatusTimeout, "no answer within 400ms")
}

// Send writes without reading an answer; a bot that cannot take it fails.
func TestSend(t *testing.T) {
	script := `n=0; while IFS= read -r l; do if [ "$l" = go ]; then echo "seen $n"; echo go; else n=$((n+1)); fi; done`
	b := start(t, "sh -c "+quote(script), antsCfg(ants))
	if err := b.Send("end\nplayers 2"); err != nil {
		t.Fatal(err)
	}
	if r := b.Ask("turn 1\ngo"); !r.OK || r.Line != "seen 3" {
		t.Fatalf("%+v", r)
	}
	b = start(t, "sh -c "+quote(`exec 0<&-; echo READY; exit 5`), slow)
	ready(t, b)
	if err := b.Send("end"); err == nil {
		t.Fatal("Send to a bot with its input closed succeeded")
	}
	wantStatus(t, b, StatusExited, "input closed (exited with status 5)")
	if err := b.Send("end"); err == nil {
		t.Fatal("Send to a failed bot succeeded")
	}
}

// Config.Env reaches the bot; it cannot replace the mark of its processes
// (Linux).
func TestEnv(t *testing.T) {
	cfg := slow
	cfg.Env = []string{"FLOORFALL_TEST_A=one two", "HOME=/nowhere", markVar + "=forged"}
	b := start(t, "sh -c "+quote(`echo READY; read -r l; echo "$FLOORFALL_TEST_A|$HOME|$`+markVar+`"`), cfg)
	r := b.Ask("x")
	got := strings.Split(r.Line, "|")
	if !r.OK || len(got) != 3 || got[0] != "one two" || got[1] != "/nowhere" {
		t.Fatalf("%+v", r)
	}
	if runtime.GOOS == "linux" && (got[2] == "forged" || !strings.Contains(got[2], ".")) {
		t.Fatalf("mark %q", got[2])
	}
}
