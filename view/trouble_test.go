package view

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// A bot's detail, as the viewer keeps it: no drawing lines, and when it
// is long, its first line (what happened) and the end of its stderr (the
// traceback's last line), never its middle only.
func TestSeatDetail(t *testing.T) {
	d := "crashed: exited with status 1; stderr ends:\n" + strings.Repeat("#ff dot 1 2\nthinking hard\n", 200) +
		"Traceback (most recent call last):\n  File \"bot.py\", line 16, in <module>\nValueError: bad offset"
	got := seatDetail(d)
	if strings.Contains(got, "#ff") {
		t.Errorf("drawing lines kept: %.80q", got)
	}
	if !strings.HasPrefix(got, "crashed: exited with status 1; stderr ends:\n…\n") || !strings.HasSuffix(got, "ValueError: bad offset") {
		t.Errorf("detail %q: want its first line, then its end", got)
	}
	if n := utf8.RuneCountInString(got); n > MaxDetailRunes+4 {
		t.Errorf("%d runes, want at most about %d", n, MaxDetailRunes)
	}
	short := "no answer within 1s; stderr:\n#ff say hi\nlooking"
	if got := seatDetail(short); got != "no answer within 1s; stderr:\nlooking" {
		t.Errorf("short detail: %q", got)
	}
}

// A tooltip of a bot's detail keeps its first row and its end.
func TestTipLinesTail(t *testing.T) {
	one := func(s string) []string { return []string{s} }
	lines := []string{"P0 bot", "crashed: exited; stderr:\n" + strings.Repeat("frame\n", 20) + "ValueError: x"}
	got := TipLines(lines, true, 8, one)
	want := []string{"P0 bot", "crashed: exited; stderr:", "… 16 lines before", "frame", "frame", "frame", "frame", "ValueError: x"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("tail: %q\nwant %q", got, want)
	}
	got = TipLines(lines, false, 8, one)
	if len(got) != 8 || got[7] != "… 16 more lines" || got[1] != "crashed: exited; stderr:" {
		t.Errorf("no tail: %q", got)
	}
	if got := TipLines([]string{"a", "b"}, true, 8, one); len(got) != 2 {
		t.Errorf("short: %q", got)
	}
}
