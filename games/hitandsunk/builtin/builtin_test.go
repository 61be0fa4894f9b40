package builtin

import (
	"testing"

	"floorfall/games/hitandsunk/engine"
)

// playGame plays a game of built-in bots from seed with the engine and
// returns the scores.
func playGame(t *testing.T, seed int64, names ...string) []engine.Score {
	t.Helper()
	s := engine.New(len(names), seed, nil)
	for !s.Over {
		seat := s.Acting()
		ans, err := Answer(names[seat], seed*31+int64(seat), string(s.AppendArg(nil)))
		if err != nil {
			t.Fatal(err)
		}
		s.Play(ans, true)
	}
	return s.Scores()
}

// The hunter beats the post's PeaceMaker: over 12 seeds, face to face, it
// scores more in at least 10 games and more in all.
func TestHunterBeatsPeaceMaker(t *testing.T) {
	wins, hunter, peace := 0, 0, 0
	for seed := int64(1); seed <= 12; seed++ {
		sc := playGame(t, seed, "hunter", "peacemaker")
		if sc[0].Score > sc[1].Score {
			wins++
		}
		hunter += sc[0].Score
		peace += sc[1].Score
		t.Logf("seed %d: hunter %+v, peacemaker %+v", seed, sc[0], sc[1])
	}
	if wins < 10 || hunter <= peace {
		t.Fatalf("the hunter won %d of 12 games against PeaceMaker, scoring %d against %d", wins, hunter, peace)
	}
}

// The hunter also beats random and passive bots in a crowd.
func TestHunterBeatsTheCrowd(t *testing.T) {
	wins := 0
	for seed := int64(1); seed <= 8; seed++ {
		sc := playGame(t, seed, "random", "hunter", "passive", "random", "peacemaker")
		best := true
		for i, s := range sc {
			if i != 1 && s.Score >= sc[1].Score {
				best = false
			}
		}
		if best {
			wins++
		}
	}
	if wins < 5 {
		t.Fatalf("the hunter came first alone in %d of 8 games of five", wins)
	}
}

// Every bot answers the ship-choice call with a class, and bad arguments
// with a wait, never a crash.
func TestAnswersAnything(t *testing.T) {
	for _, name := range Names {
		c, err := Answer(name, 1, "")
		if err != nil || engine.ChoiceOf(c) == 0 {
			t.Errorf("%s chose %q (%v)", name, c, err)
		}
		for _, bad := range []string{"x", "1;2;3", ";;;;;;;", "1;0;0,0,9;11;1,1,1,1;0,0,0;0,0,0;" + string(make([]byte, 361))} {
			if _, err := Answer(name, 1, bad); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
	}
	if _, err := Answer("nobody", 1, ""); err == nil {
		t.Error("an unknown bot answered")
	}
}
