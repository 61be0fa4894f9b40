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

// The debug panel's stderr grows with the room the window has: at
// 1920x1080 a long stderr gets a third of the rows, three times 3, more
// in a taller window and more than half in a turn of trouble; what was
// taken folds into rows, all of them inside the panel.
func TestDebugTextRoom(t *testing.T) {
	need := DebugNeed{Rows: [NumSections]int{200, 1, 0, 200}, Taken: 1}
	var plain [2]int
	for k, sz := range [][2]float64{{1920, 1080}, {1920, 1440}} {
		u := UIScale(sz[0], sz[1], 1)
		l := NewLayout(sz[0], sz[1], u, Shape{W: 30, H: 30, Seats: 3})
		d := l.DebugText(need)
		plain[k] = d.Room[SecStderr]
		trouble := need
		trouble.Trouble = true
		td := l.DebugText(trouble)
		if td.Room[SecStderr] <= d.Room[SecStderr] || td.Room[SecStderr] < td.Room[SecSent] || k == 0 && td.Room[SecStderr] < 15 {
			t.Errorf("%v: stderr %d rows in a turn of trouble (input %d), %d otherwise", sz, td.Room[SecStderr], td.Room[SecSent], d.Room[SecStderr])
		}
		folded := need
		folded.Taken = 3
		fd := l.DebugText(folded)
		if fd.TakenRows != 3 || fd.Area[SecDrew].Y < fd.Taken+2*fd.TakenLH {
			t.Errorf("%v: %d rows taken; the section after them at %.0f, the last row at %.0f", sz, fd.TakenRows, fd.Area[SecDrew].Y, fd.Taken+2*fd.TakenLH)
		}
		last := fd.Area[SecStderr]
		if bottom := l.Panel.Y + l.Panel.H - DebugChartH*u; last.Y+last.H > bottom {
			t.Errorf("%v: stderr ends at %.0f, under the chart's top %.0f", sz, last.Y+last.H, bottom)
		}
	}
	if plain[0] < 9 || plain[1] <= plain[0] {
		t.Errorf("stderr %d rows at 1920x1080, %d at 1920x1440: want it to grow, well over 3", plain[0], plain[1])
	}
}
