package engine

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// newSmall is a game on smallMap with no food but what a test places.
func newSmall(t testing.TB) *State {
	t.Helper()
	m, err := ParseMap(smallMap, "")
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(m, DefaultParams(), Recorded(&Record{Until: DefaultTurns}))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func readAll(s *State, p int, text string) []string {
	var out []string
	s.ReadOrders(p, text, func(l Line) {
		switch l.Kind {
		case Accepted:
			out = append(out, fmt.Sprintf("ok %d %c", l.Ant, l.Dir))
		case Ignored:
			out = append(out, "ignored "+l.Reason)
		default:
			out = append(out, "invalid "+l.Reason)
		}
	})
	return out
}

// Orders are read as the engine reads them: lower-cased, Python's int(),
// invalid lines (no effect, fatal only with --strict) apart from ignored
// ones (into water or food).
func TestReadOrders(t *testing.T) {
	s := newSmall(t)
	s.addFood(int32(0*6 + 1)) // north of player 0's ant at (1, 1)
	for _, tc := range []struct{ text, want string }{
		{"O 1 1 S", "ok 0 s"},
		{"  o   1\t1  s  \r\n", "ok 0 s"},
		{"o 1 1 e", "ignored move blocked"}, // water
		{"o 1 1 n", "ignored move blocked"}, // food
		{"o 1 1 w\no 1 1 s", "ok 0 w|invalid duplicate order"},
		{"o 1 1 e\no 1 1 s", "ignored move blocked|ok 0 s"}, // an ignored order is no order
		{"x 1 1 s", "invalid unknown action"},
		{"o 1 1", "invalid incorrectly formatted order"},
		{"o 1 1 s s", "invalid incorrectly formatted order"},
		{"o one 1 s", "invalid invalid row or col"},
		{"o 1 1 north", "invalid invalid direction"},
		{"o 1 1 x", "invalid invalid direction"},
		{"o 3 4 n", "invalid not player ant"},  // player 1's ant
		{"o 2 2 n", "invalid not player ant"},  // no ant
		{"o 5 1 n", "invalid out of bounds"},   // row past the map
		{"o -4 1 s", "invalid out of bounds"},  // Python's map[-4] is row 1: its ant, then negative
		{"o -3 1 s", "invalid not player ant"}, // map[-3] is row 2: no ant
		{"o +1 0_1 s", "ok 0 s"},               // sign and digit separator, as int() reads them
		{"o 1 1_ s", "invalid invalid row or col"},
		{"o 1 _1 s", "invalid invalid row or col"},
		{"o １ 1 s", "ok 0 s"}, // a full-width digit
		{"o 99999999999999999999999 1 s", "invalid out of bounds"},
		{"o " + strings.Repeat("1", 4301) + " 1 s", "invalid invalid row or col"}, // CPython's digit limit
		{"\n\n# o 1 1 s\n", ""},
		{"o 1 1 s\ngo\no 1 1 w", "ok 0 s"}, // up to go
		{"o 1 1 w\rGO\r", "ok 0 w"},        // universal newlines, go in any case
	} {
		got := strings.Join(readAll(s, 0, tc.text), "|")
		if got != tc.want {
			t.Errorf("%q: %s, want %s", tc.text, got, tc.want)
		}
	}
}

// A line names the square its row and col give (Python's negative indexes
// counted), valid or not: an invalid line about an ant names the ant's
// square.
func TestLineSquare(t *testing.T) {
	s := newSmall(t)
	for _, tc := range []struct {
		text string
		sq   int32
	}{
		{"o 1 1 s", 1*6 + 1},
		{"o 1 1 x", 1*6 + 1},   // a bad direction
		{"o -4 -5 s", 1*6 + 1}, // out of bounds, but Python's map[-4][-5]
		{"o 5 1 s", -1},
		{"o 1 6 s", -1},
		{"o x 1 s", -1},
		{"go north", -1},
	} {
		var got []int32
		s.ReadOrders(0, tc.text, func(l Line) { got = append(got, l.Sq) })
		if len(got) != 1 || got[0] != tc.sq {
			t.Errorf("%q names squares %v, want %d", tc.text, got, tc.sq)
		}
	}
}

// Orders move ants; an invalid line kills only with Strict.
func TestPlayOrders(t *testing.T) {
	s := newSmall(t)
	s.Play(nil) // setup
	ev := s.Play([]Answer{{Text: "o 1 1 s\nbad line\n"}, {Text: "o 3 4 n\ngo\n"}})
	if len(ev.Moves) != 2 || s.Ants[0].Sq != 2*6+1 || s.Ants[1].Sq != 2*6+4 {
		t.Fatalf("moves %v, ants at %d, %d", ev.Moves, s.Ants[0].Sq, s.Ants[1].Sq)
	}
	if string(s.Ants[0].Orders) != "s" || len(ev.Orders[0]) != 2 || ev.Orders[0][1].Kind != Invalid {
		t.Errorf("orders %q, lines %v", s.Ants[0].Orders, ev.Orders[0])
	}
	if s.killed[0] {
		t.Error("an invalid line killed a player without strict")
	}
	// An order into water is blocked: the ant holds, the event says where
	// it would have gone.
	ev = s.Play([]Answer{{Text: "o 2 1 n\no 2 1 e"}, {Text: "o 2 4 s"}})
	if len(ev.Blocked) != 0 || len(ev.Moves) != 2 {
		t.Fatalf("moves %v, blocked %v", ev.Moves, ev.Blocked)
	}
	ev = s.Play([]Answer{{Text: "o 1 1 e"}, {}})
	if len(ev.Blocked) != 1 || ev.Blocked[0] != (Move{Ant: 0, From: 1*6 + 1, To: 1*6 + 2, Dir: 'e'}) || s.Ants[0].Sq != 1*6+1 {
		t.Errorf("blocked %+v, ant at %d", ev.Blocked, s.Ants[0].Sq)
	}

	s = newSmall(t)
	s.P.Strict = true
	s.Play(nil)
	ev = s.Play([]Answer{{Text: "o 1 1 s\nbad line\n"}, {Text: "o 3 4 e\n"}})
	if !s.killed[0] || s.Status[0] != StatusInvalid || len(ev.Failed) != 1 {
		t.Fatalf("strict: killed %v, status %q, failed %v", s.killed[0], s.Status[0], ev.Failed)
	}
	// Its valid orders of that turn still apply, as in the engine.
	if s.Ants[0].Sq != 2*6+1 {
		t.Errorf("strict: the killed player's ant at %d", s.Ants[0].Sq)
	}
	// Ignored orders never kill, even with strict.
	s = newSmall(t)
	s.P.Strict = true
	s.Play(nil)
	s.Play([]Answer{{Text: "o 1 1 e\n"}, {}})
	if s.killed[0] {
		t.Error("strict: an order into water killed")
	}
}

// readByLine is ReadOrders lower-casing line by line, as the engine does:
// the reference for reading the answer lower-cased at once.
func readByLine(s *State, p int, text string) []Line {
	var out []Line
	gen := s.nextStamp()
	eachLine(text, func(raw string) {
		if line := strings.ToLower(raw); line != "" && line[0] != '#' {
			out = append(out, s.readOrder(p, line, gen))
		}
	})
	return out
}

// Lower-casing the whole answer reads the same lines as lower-casing
// each: case never makes or unmakes line breaks or white space, invalid
// UTF-8 and case that changes length included.
func FuzzReadOrdersLowerOnce(f *testing.F) {
	for _, text := range []string{"O 1 1 S\nO 3 4 N", "o 1 1 W\rGo\r", "\xffO 1 1 S\xc3\n\xc3\r\no 1 1 S\xe2\x80",
		"İo 1 1 s\n o\u00a01 1 S\u2028\n\u0085O 1 1 E\u0085", "\u212a o 1 1 s\nG\u0307O\ngO\no 1 1 e", "o 1 1 s\r\r\n\n#X\nΣO 1 1 N"} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s := newSmall(t)
		s.Play(nil)
		want := readByLine(s, 0, text)
		var got []Line
		s.ReadOrders(0, text, func(l Line) { got = append(got, l) })
		if !slices.Equal(got, want) {
			t.Errorf("%q: read %+v, line by line %+v", text, got, want)
		}
	})
}

// plainOrder reads what the general reading (Python's split() and int())
// reads, when it reads a line at all.
func FuzzPlainOrder(f *testing.F) {
	for _, line := range []string{"o 1 2 n", "o 12 345 E", "o 007 0 s", "o 123456789 1 w", "o 1234567890 1 w",
		"o 1 2 ns", "o 1 2  n", "o  1 2 n", "o 1 2 \x7f", "o 1 2 \xc3", "o -1 2 n", "o 1_0 2 n", "o 1 2 \x1c", "p 1 2 n", "o 1 2", "o 1 2 #"} {
		f.Add(line)
	}
	f.Fuzz(func(t *testing.T, line string) {
		row, col, dir, ok := plainOrder(line)
		if !ok {
			return
		}
		var w [5]string
		n := pyFields(line, w[:])
		r, ok1 := pyInt(w[1])
		c, ok2 := pyInt(w[2])
		if n != 4 || w[0] != "o" || !ok1 || !ok2 || r != row || c != col || w[3] != dir {
			t.Errorf("%q: plainOrder %d %d %q, general %d words %q %d %v %d %v", line, row, col, dir, n, w, r, ok1, c, ok2)
		}
	})
}
