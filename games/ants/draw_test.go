package ants

import (
	"bytes"
	"testing"

	"floorfall/game"
)

// Every Match and Replay of a game, however made (new, played, its
// replay, read back, at a turn, a turn of its past), reads drawn squares
// on its map and wraps lines round it.
func TestDrawOnEveryMatch(t *testing.T) {
	m, err := Game{}.New(game.Setup{Seats: 2, Seed: 1, Params: map[string]string{"turns": "4"}})
	if err != nil {
		t.Fatal(err)
	}
	rows, cols := m.(*Match).s.Rows, m.(*Match).s.Cols
	check := func(what string, v any) {
		t.Helper()
		d, ok := v.(game.Drawable)
		if !ok {
			t.Fatalf("%s: %T is not drawn on", what, v)
		}
		if d.PosArity() != 2 {
			t.Errorf("%s: arity %d", what, d.PosArity())
		}
		if p, ok := d.DrawPos(1, []int{rows - 1, cols - 1}); !ok || p != (game.Pos{rows - 1, cols - 1}) {
			t.Errorf("%s: the last square is %v %v", what, p, ok)
		}
		for _, off := range [][]int{{rows, 0}, {0, cols}, {-1, 0}} {
			if _, ok := d.DrawPos(0, off); ok {
				t.Errorf("%s: %v is on the map", what, off)
			}
		}
		if p := d.(game.Wrapping).Nearest(game.Pos{0, 0}, game.Pos{rows - 1, 1}); p != (game.Pos{-1, 1}) {
			t.Errorf("%s: a line from the corner up over the edge goes to %v", what, p)
		}
	}
	check("new", m)
	m.Play([]game.Reply{{Seat: 0, Text: "go\n"}, {Seat: 1, Text: "go\n"}})
	m.Play([]game.Reply{{Seat: 0, Text: "go\n"}, {Seat: 1, Text: "go\n"}})
	check("played", m)
	check("clone", m.Clone())
	r := m.Replay(metaFor(2))
	check("replay", r)
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	read, err := Game{}.Decode(b.Bytes(), "r.json")
	if err != nil {
		t.Fatal(err)
	}
	check("read", read)
	at, err := read.At(1)
	if err != nil {
		t.Fatal(err)
	}
	check("at", at)
	at.(game.Past).Past(func(before game.Match) bool {
		check("past", before)
		return true
	}, func(game.Message) {})
}
