package bot

import (
	"slices"
	"strings"
	"testing"

	"floorfall/draw"
)

// TestDrawLines finds the drawing lines however the pipe cuts what the bot
// wrote, past the turn's stderr limit, up to the limit of commands.
func TestDrawLines(t *testing.T) {
	text := "hello\n#ff dot 1 2\r\nx #ff dot 3 4\n#ffdot 5 6\n" + strings.Repeat("z", TurnStderrMax) +
		"\n#ff " + strings.Repeat("a", draw.MaxLen+1) + "\n#ff say hi\n#ff line 1 2 3 4"
	for _, piece := range []int{1, 3, 7, 1 << 20} {
		var s stderrBuf
		for i := 0; i < len(text); i += piece {
			s.write([]byte(text[i:min(i+piece, len(text))]))
		}
		_, d := s.take()
		want := []string{"dot 1 2", "say hi", "line 1 2 3 4"}
		if !slices.Equal(d.Lines, want) || d.Long != 1 || d.Over != 0 {
			t.Fatalf("pieces of %d: drawn %q, %d long, %d over; want %q, 1 long", piece, d.Lines, d.Long, d.Over, want)
		}
		s.write([]byte(" rest of the line\n#ff dot 9 9\n"))
		if _, d := s.take(); !slices.Equal(d.Lines, []string{"dot 9 9"}) {
			t.Fatalf("next turn drawn %q, want only dot 9 9", d.Lines)
		}
	}
	var s stderrBuf
	s.write([]byte(strings.Repeat("#ff dot 1 1\n", draw.MaxCommands+3)))
	if _, d := s.take(); len(d.Lines) != draw.MaxCommands || d.Over != 3 {
		t.Fatalf("kept %d, over %d; want %d and 3", len(d.Lines), d.Over, draw.MaxCommands)
	}
}
