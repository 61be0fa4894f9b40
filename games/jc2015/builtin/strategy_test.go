package builtin

import (
	"slices"
	"strings"
	"testing"

	"floorfall/games/jc2015/engine"
)

func TestNamesNew(t *testing.T) {
	if got := Names(); !slices.Equal(got, []string{"random", "hunter"}) {
		t.Errorf("Names() = %q", got)
	}
	for _, name := range Names() {
		if s, err := New(name, 1); err != nil || s == nil {
			t.Errorf("New(%q): %v", name, err)
		}
	}
	_, err := New("sniper", 1)
	if err == nil || !strings.Contains(err.Error(), "random, hunter") {
		t.Errorf("New of an unknown name: %v, want an error listing the names", err)
	}
}

// TestRandom checks that the random bot says only U D L R A, each about a
// fifth of the time, and that a seed replays.
func TestRandom(t *testing.T) {
	v, err := ParseInput(traceInputs(t, "trace_001.json")[0], engine.XY)
	if err != nil {
		t.Fatal(err)
	}
	const n = 5000
	count := map[engine.Command]int{}
	a, _ := New("random", 42)
	b, _ := New("random", 42)
	for range n {
		c := a.Decide(v)
		if c != b.Decide(v) {
			t.Fatal("the same seed plays differently")
		}
		count[c]++
	}
	for c, k := range count {
		if !strings.ContainsRune("UDLRA", rune(c)) {
			t.Errorf("random said %q", c)
		}
		if k < n/5*8/10 || k > n/5*12/10 {
			t.Errorf("random said %q %d times in %d", c, k, n)
		}
	}
	if len(count) != 5 {
		t.Errorf("random said %v, want all of U D L R A", count)
	}
	// Seed 0 is the clock: two of them differ.
	c, _ := New("random", 0)
	d, _ := New("random", 0)
	same := true
	for range 64 {
		if c.Decide(v) != d.Decide(v) {
			same = false
		}
	}
	if same {
		t.Error("two clock-seeded random bots play the same 64 commands")
	}
}

// TestRandomGames plays full games of random bots: every answer valid.
func TestRandomGames(t *testing.T) {
	for seed := int64(1); seed <= 5; seed++ {
		var bots [engine.NumPlayers]Strategy
		for i := range bots {
			bots[i] = checked{t, &randomBot{rng: newRand(seed*10 + int64(i))}}
		}
		play(t, seed, bots)
	}
}

// checked fails the test on any command outside U D L R A N.
type checked struct {
	t *testing.T
	Strategy
}

func (c checked) Decide(v *View) engine.Command {
	cmd := c.Strategy.Decide(v)
	if !engine.ValidCommand(byte(cmd)) {
		c.t.Fatalf("turn %d: command %q", v.Turn, cmd)
	}
	return cmd
}
