package view

import (
	"reflect"
	"strings"
	"testing"

	"floorfall/replay"
)

// A JSON answer is indented, its short parts kept on one line; orders are
// one a row; long lines are folded, not cut.
func TestTextRows(t *testing.T) {
	got := TextRows(`{"status":"ok","turn":20,"move":[0,0,0,-1,1,2],"field":[[[4,2],[4,2],[4,2]],[[-1,0],[0,2],[0,2]]],"agent":[]}`, 30)
	want := []string{
		"{",
		`  "status": "ok",`,
		`  "turn": 20,`,
		`  "move": [0,0,0,-1,1,2],`,
		`  "field": [`,
		`    [[4,2],[4,2],[4,2]],`,
		`    [[-1,0],[0,2],[0,2]]`,
		`  ],`,
		`  "agent": []`,
		"}",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("JSON rows:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got := TextRows("o 17 12 w\no 31 22 e\ngo\n", 40); !reflect.DeepEqual(got, []string{"o 17 12 w", "o 31 22 e", "go"}) {
		t.Errorf("orders: %q", got)
	}
	if got := TextRows(strings.Repeat("ab", 10)+"é", 8); !reflect.DeepEqual(got, []string{"abababab", "↳ ababab", "↳ ababab", "↳ é"}) {
		t.Errorf("folded: %q", got)
	}
	if got := TextRows("[1, 2", 40); !reflect.DeepEqual(got, []string{"[1, 2"}) {
		t.Errorf("broken JSON is text: %q", got)
	}
	if TextRows("\n", 40) != nil {
		t.Error("an empty answer has rows")
	}
	if got := Find([]string{"Hello", "x", "shell"}, "ELL"); !reflect.DeepEqual(got, []int{0, 2}) {
		t.Errorf("find: %v", got)
	}
	d := &Debug{Turn: 3, Input: "a\nb", Asked: true, Reply: "o 1 2 N\ngo\n", Stderr: "x"}
	if d.Text(SecSent) != "a\nb\n" || d.Text(SecAnswer) != "o 1 2 N\ngo\n" || d.Text(SecStderr) != "x" {
		t.Errorf("exact texts of %+v", d)
	}
	if got := d.Rows(SecAnswer, 40); len(got) != 2 || got[1] != "go" {
		t.Errorf("answer rows %q", got)
	}
	if d.Rows(SecDrew, 40) != nil || d.Text(SecDrew) != "" {
		t.Error("no drawings have rows")
	}
	d.Draw, d.Dropped = []string{"dot 1 2", "line 0 0 3 3"}, []replay.DrawDrop{{Why: "off the board", N: 2}}
	if got := d.Rows(SecDrew, 40); !reflect.DeepEqual(got, []string{"2 kept · 2 dropped: 2 off the board", "dot 1 2", "line 0 0 3 3"}) {
		t.Errorf("drawings' rows %q", got)
	}
	if d.Text(SecDrew) != "dot 1 2\nline 0 0 3 3\n" {
		t.Errorf("drawings' text %q", d.Text(SecDrew))
	}
}

// The input gets the room the answer and stderr leave; a short input
// leaves them the rest; every section keeps a row; in a turn of trouble
// stderr gets more than half of them.
func TestShareRows(t *testing.T) {
	for _, c := range []struct {
		rows       int
		need, want [NumSections]int
		trouble    bool
	}{
		{40, [NumSections]int{300, 100, 0, 100}, [NumSections]int{17, 10, 0, 13}, false},
		{40, [NumSections]int{300, 100, 0, 100}, [NumSections]int{6, 10, 0, 24}, true},
		{40, [NumSections]int{5, 100, 0, 100}, [NumSections]int{5, 22, 0, 13}, false},
		{40, [NumSections]int{300, 2, 0, 0}, [NumSections]int{37, 2, 0, 1}, false},
		{40, [NumSections]int{300, 2, 0, 4}, [NumSections]int{34, 2, 0, 4}, true},
		{40, [NumSections]int{3, 2, 0, 0}, [NumSections]int{3, 2, 0, 1}, false},
		{3, [NumSections]int{30, 20, 0, 10}, [NumSections]int{1, 1, 0, 1}, true},
		{40, [NumSections]int{300, 2, 20, 5}, [NumSections]int{27, 2, 6, 5}, false},
	} {
		if got := shareRows(c.rows, c.need, c.trouble); got != c.want {
			t.Errorf("%d rows for %v (trouble %v): %v, want %v", c.rows, c.need, c.trouble, got, c.want)
		}
	}
}

// A row draws no control character: they are escaped as Go quotes them.
func TestRowsVisible(t *testing.T) {
	if got := TextRows("a\tb\x1b[31mred\nok", 40); !reflect.DeepEqual(got, []string{`a    b\x1b[31mred`, "ok"}) {
		t.Errorf("rows %q", got)
	}
}
