package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render/rendertest"
	"floorfall/view"
)

// A tooltip's stderr breaks at its newlines, wraps to the width, and
// stops at tipMaxLines with the count of what is left out.
func TestTipLines(t *testing.T) {
	p, err := NewPainter()
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("word ", 60)
	lines := p.tipLines([]string{"P1 bot", "timed out: a\nb\r\n" + long}, false, 14, 300)
	if len(lines) < 4 || lines[0] != "P1 bot" || lines[1] != "timed out: a" || lines[2] != "b" {
		t.Fatalf("lines %q", lines)
	}
	for _, s := range lines {
		if w := p.width(s, 14); w > 300 || strings.ContainsAny(s, "\n\r") {
			t.Fatalf("line %q: width %v, or a newline left", s, w)
		}
	}
	many := p.tipLines([]string{strings.Repeat("x\n", 40)}, false, 14, 300)
	if len(many) != tipMaxLines || !strings.Contains(many[len(many)-1], "more lines") {
		t.Fatalf("%d lines, last %q", len(many), many[len(many)-1])
	}
	// A bot's detail (Hover.Tail): what happened, then the END of its
	// stderr, the traceback's last line last.
	trace := "crashed in turn 9: exited; stderr ends:\n" + strings.Repeat("  File \"bot.py\", line 3\n", 30) + "ValueError: bad offset"
	tail := p.tipLines([]string{"P0 bot", trace}, true, 14, 300)
	if len(tail) != tipMaxLines || tail[1] != "crashed in turn 9: exited; stderr ends:" ||
		!strings.HasSuffix(tail[2], "lines before") || tail[len(tail)-1] != "ValueError: bad offset" {
		t.Fatalf("tooltip of a detail: %q", tail)
	}
}

// The debug panel's input: words in columns of one width, numbers
// right-aligned in them; past the room, a line counting the rest.
func TestInputColumns(t *testing.T) {
	var ys [2]float64
	rendertest.InLoop(t, func() {
		p, err := NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		dst := ebiten.NewImage(400, 400)
		defer dst.Deallocate()
		p.begin(dst, view.NewLayout(400, 400, 1, view.NoBoard))
		grid := []string{"0 0 -15 0", "12 9 L 0", "1 5 R 0"}
		ys[0] = p.columns(grid, 10, 12, 10, 100, 380, 14, ColText)
		many := make([]string, 30)
		for i := range many {
			many[i] = "1 2 3"
		}
		ys[1] = p.columns(many, 5, 12, 10, 100, 380, 14, ColText)
		p.flush()
	})
	if ys[0] != 100+3*14 {
		t.Errorf("three lines end at %v, want %v", ys[0], 100+3*14)
	}
	if ys[1] != 100+5*14 {
		t.Errorf("30 lines in a room of 5 end at %v, want %v (4 lines and the count)", ys[1], 100+5*14)
	}
}
