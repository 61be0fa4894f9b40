package view

import (
	"fmt"
	"testing"
)

// A story's quiet lines that say the same of turn after turn make one run;
// a line with something said, something bad, or something else breaks it.
func TestStoryAdd(t *testing.T) {
	var s Story
	for _, l := range []StoryLine{
		{Turn: 3, Text: "born"},
		{Turn: 4, Text: "stayed"}, {Turn: 5, Text: "stayed"}, {Turn: 6, Text: "stayed"},
		{Turn: 7, Said: "o 1 2 n", Text: "stayed"},
		{Turn: 8, Text: "stayed"}, {Turn: 9, Text: "stayed", Bad: true},
		{Turn: 11, Text: "stayed"}, {Turn: 12, Text: "moved"},
	} {
		s.Add(l)
	}
	var got []string
	for _, l := range s.Lines {
		got = append(got, fmt.Sprintf("%d-%d %s", l.Turn, l.Last, l.Text))
	}
	want := "[3-3 born 4-6 stayed 7-7 stayed 8-8 stayed 9-9 stayed 11-11 stayed 12-12 moved]"
	if fmt.Sprint(got) != want {
		t.Errorf("lines %v, want %v", got, want)
	}
	for turn, line := range map[int]int{3: 0, 4: 1, 6: 1, 7: 2, 10: 5, 12: 6} {
		if k := StoryTop(&s, turn, 1); k != line {
			t.Errorf("turn %d is told from line %d, want %d", turn, k, line)
		}
	}
	// Rows enough for all: from the top; a long story: turn t a third of
	// the way down, the end never short of the rows.
	if k := StoryTop(&s, 12, 10); k != 0 {
		t.Errorf("all fit: top %d", k)
	}
	if k := StoryTop(&s, 12, 3); k != 4 {
		t.Errorf("at the end: top %d", k)
	}
	if k := StoryTop(&s, 8, 3); k != 2 {
		t.Errorf("turn 8 in 3 rows: top %d", k)
	}
	if !s.Lines[1].Has(5) || s.Lines[1].Has(7) {
		t.Error("Has")
	}
}

// The story's cross is in the head of the panel's place, right, clear of
// the rows a click on which seeks; the chart's tabs share the chart's
// width under it, inside the turn counter's box, and a click on one
// picks it.
func TestStoryCloseAndChartTabs(t *testing.T) {
	for _, sz := range [][2]float64{{640, 360}, {1280, 720}, {1920, 1080}, {3840, 2160}} {
		u := UIScale(sz[0], sz[1], 1)
		for _, shape := range []Shape{{88, 64, 4}, {200, 200, 10}, {40, 40, 2}} {
			l := NewLayout(sz[0], sz[1], u, shape)
			cl, head := l.StoryClose(), l.DebugHead()
			if !head.In(cl.X, cl.Y) || !head.In(cl.X+cl.W-0.01, cl.Y+cl.H-0.01) || cl.X+cl.W > l.Panel.X+l.Panel.W {
				t.Errorf("%v %v: the cross %+v is not in the head %+v", sz, shape, cl, head)
			}
			if first, _ := l.ConsoleRows(); first.Y < cl.Y+cl.H || l.ConsoleRowAt(cl.X+cl.W/2, cl.Y+cl.H/2) >= 0 {
				t.Errorf("%v %v: the cross %+v meets the rows from %+v", sz, shape, cl, first)
			}
			c := l.ChartRect()
			if c.W <= 0 {
				if l.ChartTabAt(c.X, c.Y, 3) != -1 {
					t.Errorf("%v %v: a tab with no chart", sz, shape)
				}
				continue
			}
			for k := range 3 {
				tab := l.ChartTab(k, 3)
				if tab.Y < c.Y+c.H || !near(tab.W, c.W/3) || tab.X < c.X-1e-9 || tab.X+tab.W > c.X+c.W+1e-9 || tab.Y+tab.H > l.Status.Y+l.Status.H+4*u {
					t.Errorf("%v %v: tab %d %+v, chart %+v, counter %+v", sz, shape, k, tab, c, l.Status)
				}
				if got := l.ChartTabAt(tab.X+tab.W/2, tab.Y+tab.H/2, 3); got != k {
					t.Errorf("%v %v: the middle of tab %d picks %d", sz, shape, k, got)
				}
			}
			if got := l.ChartTabAt(c.X+c.W/2, c.Y+c.H/2, 3); got != -1 {
				t.Errorf("%v %v: the chart itself picks tab %d", sz, shape, got)
			}
		}
	}
}
