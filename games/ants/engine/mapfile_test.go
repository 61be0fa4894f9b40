package engine

import (
	"strings"
	"testing"
)

const smallMap = `# a comment
rows 5
cols 6
players 2
m ......
m .0%...
m ......
m ....1.
m ......
`

func TestParseMap(t *testing.T) {
	m, err := ParseMap(smallMap, "small.map")
	if err != nil {
		t.Fatal(err)
	}
	if m.Rows != 5 || m.Cols != 6 || m.Players != 2 {
		t.Fatalf("%dx%d, %d players", m.Rows, m.Cols, m.Players)
	}
	if !m.Water[1*6+2] || m.Water[0] {
		t.Error("water misplaced")
	}
	if len(m.Hills) != 2 || m.Hills[0] != (Spot{1, 1, 0}) || m.Hills[1] != (Spot{3, 4, 1}) {
		t.Errorf("hills %v", m.Hills)
	}
	// The engine's order of hills: owners by their first hill in the map.
	m, err = ParseMap("players 2\nrows 2\ncols 3\nm 1.0\nm 0B.\n", "")
	if err != nil {
		t.Fatal(err)
	}
	want := []Spot{{0, 0, 1}, {1, 1, 1}, {0, 2, 0}, {1, 0, 0}}
	if len(m.Hills) != 4 || m.Hills[0] != want[0] || m.Hills[1] != want[1] || m.Hills[2] != want[2] || m.Hills[3] != want[3] {
		t.Errorf("hills %v, want %v", m.Hills, want)
	}
	if len(m.Ants) != 1 || m.Ants[0] != (Spot{1, 1, 1}) {
		t.Errorf("ants %v", m.Ants)
	}
	// Keys in any case; other keys ignored; text round trip.
	m, err = ParseMap("PLAYERS 2\nRows 1\ncols 4\nfoo bar\nM 0.1%\n", "")
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseMap(m.Text(), "")
	if err != nil || back.Text() != m.Text() {
		t.Errorf("round trip: %v\n%s", err, m.Text())
	}
}

func TestParseMapErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"players 2\nrows 2\ncols 3\nm 0..\nm ..1.\n", "f.map: line 5: row 1 has 4 characters, not cols 3"},
		{"players 11\nrows 1\ncols 2\nm 01\n", "f.map: line 1: players \"11\": the player count must be from 2 to 10"},
		{"players 1\nrows 1\ncols 2\nm 01\n", "the player count must be from 2 to 10"},
		{"players 2\nrows 1\ncols 3\nm 0x1\n", "f.map: line 4: row 0, column 1: 'x' is an unknown character"},
		{"players 2\nrows 1\ncols 3\nm 021\n", "line 4: row 0, column 1: '2' is a player's character, but the map has 2 players"},
		{"rows 1\ncols 2\nm 01\nplayers 2\n", "line 3: a map row before the players line"},
		{"players 2\nrows 3\ncols 2\nm 01\nm ..\n", "f.map: line 5: 2 map rows, but rows 3"},
		{"players 2\nrows 1\ncols 2\nm 01\nm ..\n", "line 5: more map rows than rows 1"},
		{"players 2\nrows 1\ncols 2\nm 0.\n", "f.map: player 1 has no hill"},
		{"players 2\nrows\n", "line 2: \"rows\" has no value"},
		{"players 2\nrows 300\n", "line 2: rows \"300\": must be a number from 1 to 200"},
		{"players 2\nrows 1\nm 01\n", "line 3: a map row before the rows and cols lines"},
	} {
		_, err := ParseMap(tc.text, "f.map")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.text, err, tc.want)
		}
	}
}
