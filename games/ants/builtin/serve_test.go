package builtin

import (
	"bytes"
	"strings"
	"testing"
)

const setupText = "turn 0\nloadtime 3000\nturntime 1000\nrows 20\ncols 30\nturns 500\nviewradius2 77\nattackradius2 5\nspawnradius2 1\nplayer_seed 9\nready\n"

// Serve answers the setup with go, each turn with orders then go, and
// stops at the end message; an ant goes for the food it sees, around the
// water, across the map's wrapping edge.
func TestServe(t *testing.T) {
	in := setupText +
		"turn 1\nw 0 1\nh 0 0 0\na 0 0 0\nf 0 2\ngo\n" +
		"turn 2\nh 0 0 0\na 0 29 0\nf 0 26\ngo\n" +
		"end\nplayers 2\nscore 1 1\nstatus survived survived\nplayerturns 2 2\ngo\n" +
		"turn 3\ngo\n" // never read
	var out bytes.Buffer
	if err := Serve("hunter", 1, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	// Turn 1: east is water, so the way to the food at 0 2 is round it
	// (north or south first) or the long way west. Turn 2: west.
	lines := strings.Split(out.String(), "\n")
	if len(lines) != 6 || lines[0] != "go" || lines[2] != "go" || lines[3] != "o 0 29 w" || lines[4] != "go" || lines[5] != "" {
		t.Fatalf("answers %q", out.String())
	}
	if l := lines[1]; l != "o 0 0 n" && l != "o 0 0 s" && l != "o 0 0 w" {
		t.Errorf("turn 1: %q, not round the water", l)
	}
}

// Serve ends at the end of its input, answering what it read; text that
// is not the protocol's gets no orders, only go.
func TestServeBadInput(t *testing.T) {
	for _, in := range []string{
		"turn 1\na 0 0 0\ngo\n", // a turn before the setup
		setupText + "turn 1\na 99 0 0\ngo\n",
		setupText + "turn x\ngo\n",
		"hello\ngo\n",
	} {
		var out bytes.Buffer
		if err := Serve("hunter", 1, strings.NewReader(in), &out); err != nil {
			t.Fatal(err)
		}
		if want := strings.Repeat("go\n", strings.Count(in, "go\n")+strings.Count(in, "ready\n")); out.String() != want {
			t.Errorf("%q: answered %q, want %q", in, out.String(), want)
		}
	}
	if err := Serve("nobody", 1, strings.NewReader(""), &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "hunter") {
		t.Errorf("an unknown bot: %v", err)
	}
}

// The state remembers water, enemy hills out of sight, and forgets a hill
// seen gone.
func TestStateMemory(t *testing.T) {
	var s State
	for _, text := range []string{setupText, "turn 1\nw 1 1\nh 0 5 1\na 0 0 0\na 0 4 1\ngo"} {
		if err := s.Update(text); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Water[1*30+1] || len(s.Hills) != 1 || s.Hills[0] != (Ant{5, 1}) || len(s.Enemies) != 1 || len(s.Mine) != 1 {
		t.Fatalf("turn 1: hills %v enemies %v mine %v", s.Hills, s.Enemies, s.Mine)
	}
	// The ant moves out of sight of the hill: it is remembered.
	if err := s.Update("turn 2\na 10 15 0\ngo"); err != nil {
		t.Fatal(err)
	}
	if len(s.Hills) != 1 || len(s.Enemies) != 0 || s.Owner[4] != -1 || !s.Water[31] {
		t.Fatalf("turn 2: hills %v enemies %v", s.Hills, s.Enemies)
	}
	// Back in sight, not reported: razed.
	if err := s.Update("turn 3\na 0 0 0\ngo"); err != nil {
		t.Fatal(err)
	}
	if len(s.Hills) != 0 {
		t.Errorf("turn 3: hills %v", s.Hills)
	}
}
