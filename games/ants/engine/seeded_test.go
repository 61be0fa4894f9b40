package engine

import (
	"slices"
	"testing"
)

// A game from a seed is the same every time: map, food, spawns.
func TestSeededRepeats(t *testing.T) {
	play := func() *Official {
		m, err := GenerateMap(4, 42)
		if err != nil {
			t.Fatal(err)
		}
		p := DefaultParams()
		p.PlayerSeed, p.EngineSeed, p.Turns = 0, 42, 60
		DrawParams(&p, 42, DefaultFoodRanges)
		s, err := New(m, p, Seeded(42))
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			s.Play(holdAll(s))
		}
		return FromState(s, nil)
	}
	a, b := play(), play()
	if d := Diff(a, b); d != "" {
		t.Fatalf("two games from seed 42 differ: %s", d)
	}
	if len(a.Data.Food) == 0 {
		t.Fatal("no food in a seeded game")
	}
	// The start's food is symmetric: the same squares relative to each
	// hill (the generated map's parts are translations of one another).
	d := &a.Data
	start := make(map[[2]int]bool)
	for _, f := range d.Food {
		if f.Start == 0 {
			start[[2]int{f.Row, f.Col}] = true
		}
	}
	if len(start) == 0 {
		t.Fatal("no food at the start")
	}
	h0 := d.Hills[0]
	for _, h := range d.Hills[1:] {
		for f := range start {
			moved := [2]int{(f[0] + h.Row - h0.Row + d.Rows) % d.Rows, (f[1] + h.Col - h0.Col + d.Cols) % d.Cols}
			if !start[moved] {
				t.Fatalf("food at %v, none at %v relative to player %d's hill", f, moved, h.Owner)
			}
		}
	}
}

func holdAll(s *State) []Answer { return make([]Answer, s.Players) }

// Generated maps: the size and hills for every player count, hills
// reachable from each other, symmetric as the engine's food requires.
func TestGenerateMap(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for seed := range int64(3) {
			m, err := GenerateMap(n, seed)
			if err != nil {
				t.Fatal(err)
			}
			if m.Rows > MaxSide || m.Cols > MaxSide || len(m.Hills) != n {
				t.Fatalf("%d players: %dx%d, %d hills", n, m.Rows, m.Cols, len(m.Hills))
			}
			back, err := ParseMap(m.Text(), "")
			if err != nil {
				t.Fatalf("%d players: the map does not read back: %v", n, err)
			}
			if !slices.Equal(back.Water, m.Water) {
				t.Fatalf("%d players: water differs read back", n)
			}
			s, err := New(m, DefaultParams(), Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			if err := symmetric(s); err != nil {
				t.Errorf("%d players, seed %d: %v", n, seed, err)
			}
		}
	}
}

// The engine's symmetry test refuses a map that is not symmetric.
func TestNotSymmetric(t *testing.T) {
	m, err := ParseMap("players 2\nrows 3\ncols 6\nm 0.%...\nm ......\nm ....1.\n", "")
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(m, DefaultParams(), Recorded(&Record{Until: 10}))
	if err != nil {
		t.Fatal(err)
	}
	if err := symmetric(s); err == nil {
		t.Error("an asymmetric map passes the symmetry test")
	}
}

// Spawns take the least recently touched hill first.
func TestSpawnLeastRecentlyTouched(t *testing.T) {
	text := "players 2\nrows 10\ncols 10\nm 0....0....\n"
	for range 4 {
		text += "m ..........\n"
	}
	text += "m 1....1....\n"
	for range 4 {
		text += "m ..........\n"
	}
	m, err := ParseMap(text, "")
	if err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	p.FoodRate, p.FoodStart, p.FoodVisible = 0, 0, 0 // no food
	s, err := New(m, p, Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	s.Play(nil)
	// Both of player 0's ants step off; the one at (0, 5) comes back to
	// its hill and touches it; with one food, the other hill spawns.
	s.Play([]Answer{{Text: "o 0 0 s\no 0 5 s"}})
	s.Play([]Answer{{Text: "o 1 5 n"}})
	s.hive[0] = 1
	ev := s.Play([]Answer{{Text: "o 0 5 s"}})
	if len(ev.Spawned) != 1 || s.Ants[ev.Spawned[0]].Sq != 0 {
		t.Errorf("spawned %v at %d, want the hill at (0, 0)", ev.Spawned, s.Ants[ev.Spawned[0]].Sq)
	}
}

// symmetric reports whether the map of s is symmetric as the engine
// requires for its food (an error says why not).
func symmetric(s *State) error {
	r := newRNG(0, 3)
	_, err := mapSymmetry(s, &r)
	return err
}
