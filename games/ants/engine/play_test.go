package engine

import (
	"slices"
	"strings"
	"testing"
)

// newOpen is a game on an open 20x20 map with hills of players 0 and 1 at
// (2, 2) and (17, 17), with no food but what a test places, past setup.
func newOpen(t testing.TB) *State {
	t.Helper()
	var b strings.Builder
	b.WriteString("rows 20\ncols 20\nplayers 2\n")
	for r := range 20 {
		row := []byte(strings.Repeat(".", 20))
		if r == 2 {
			row[2] = '0'
		}
		if r == 17 {
			row[17] = '1'
		}
		b.WriteString("m " + string(row) + "\n")
	}
	m, err := ParseMap(b.String(), "")
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(m, DefaultParams(), Recorded(&Record{Until: DefaultTurns}))
	if err != nil {
		t.Fatal(err)
	}
	s.Play(nil)
	return s
}

// put adds an ant of owner at (r, c), as if it had been there.
func put(s *State, owner, r, c int) int32 {
	sq := int32(r*s.Cols + c)
	id := int32(len(s.Ants))
	s.Ants = append(s.Ants, Ant{Sq: sq, Start: sq, Prev: -1, Owner: int8(owner), Died: -1})
	s.antAt[sq] = id
	s.live = append(s.live, id)
	s.sortLive()
	s.see(int8(owner), sq, s.geo.view, 1)
	s.updateRevealed()
	return id
}

func orders(lines ...string) Answer { return Answer{Text: strings.Join(lines, "\n")} }

// Ants moving onto one square all die, whoever owns them; ants swapping
// squares pass each other.
func TestCollisions(t *testing.T) {
	s := newOpen(t)
	a := put(s, 0, 10, 9)
	b := put(s, 0, 10, 11)
	c := put(s, 1, 5, 5)
	d := put(s, 1, 5, 6)
	ev := s.Play([]Answer{orders("o 10 9 e", "o 10 11 w"), orders("o 5 5 e", "o 5 6 w")})
	if !slices.Equal(ev.Collided, []int32{a, b}) || s.Ants[a].Alive() || s.Ants[b].Alive() {
		t.Errorf("collided %v (ants %d, %d)", ev.Collided, a, b)
	}
	if !s.Ants[c].Alive() || !s.Ants[d].Alive() || s.Ants[c].Sq != 5*20+6 || s.Ants[d].Sq != 5*20+5 {
		t.Errorf("swapping ants: alive %v %v at %d %d", s.Ants[c].Alive(), s.Ants[d].Alive(), s.Ants[c].Sq, s.Ants[d].Sq)
	}
	// Player 0 is told of its own dead ants, both on one square.
	in := string(s.AppendInput(nil, 0))
	if !strings.Contains(in, "d 10 10 0\nd 10 10 0\n") {
		t.Errorf("player 0 is sent\n%s", in)
	}
}

// The focus rule: one ant against two dies, the two live; the event names
// its killers.
func TestAttackFocus(t *testing.T) {
	s := newOpen(t)
	lone := put(s, 0, 10, 10)
	e1 := put(s, 1, 10, 12)
	e2 := put(s, 1, 12, 10)
	ev := s.Play(nil)
	if len(ev.Attacks) != 1 || ev.Attacks[0].Ant != lone || !slices.Equal(ev.Attacks[0].By, []int32{e2, e1}) && !slices.Equal(ev.Attacks[0].By, []int32{e1, e2}) {
		t.Fatalf("attacks %+v", ev.Attacks)
	}
	if s.Ants[lone].Alive() || !s.Ants[e1].Alive() || !s.Ants[e2].Alive() {
		t.Error("the wrong ants died")
	}
	// One against one: both die.
	s = newOpen(t)
	a, b := put(s, 0, 10, 10), put(s, 1, 11, 11)
	ev = s.Play(nil)
	if len(ev.Attacks) != 2 || s.Ants[a].Alive() || s.Ants[b].Alive() {
		t.Errorf("one against one: %+v", ev.Attacks)
	}
}

// An enemy ant on a hill razes it: +2 to its player, -1 to the owner.
func TestRaze(t *testing.T) {
	s := newOpen(t)
	put(s, 1, 3, 2)
	put(s, 1, 4, 1)
	put(s, 1, 4, 3)
	// Player 0's ant leaves its hill and dies two against one; the enemy
	// that steps on the hill lives.
	ev := s.Play([]Answer{orders("o 2 2 e"), orders("o 3 2 n")})
	if len(ev.Razes) != 1 || ev.Razes[0].By != 1 || s.Hills[0].Razed != 1 {
		t.Fatalf("razes %+v", ev.Razes)
	}
	if s.score[0] != 0 || s.score[1] != 3 {
		t.Errorf("scores %v, want [0 3]", s.score)
	}
}

// Food next to ants of one player goes to its hive and spawns an ant on
// its hill the next turn; food between two players is destroyed.
func TestGatherSpawn(t *testing.T) {
	s := newOpen(t)
	s.P.AttackRadius2 = 0 // no fights
	s.geo = newGeometry(s.Rows, s.Cols, s.P)
	f := s.addFood(int32(2*20 + 4))
	g := s.addFood(int32(10*20 + 10))
	put(s, 0, 10, 9)
	put(s, 1, 10, 11)
	ev := s.Play([]Answer{orders("o 2 2 e")}) // next to f
	if len(ev.Gathered) != 2 || s.Food[f].Owner != 0 || s.Food[g].Owner != -1 || s.Food[g].End != 1 || s.hive[0] != 1 {
		t.Fatalf("gathered %+v, hive %v", ev.Gathered, s.hive)
	}
	if len(ev.Spawned) != 0 {
		t.Error("food gathered spawned in the same turn")
	}
	ev = s.Play(nil)
	if len(ev.Spawned) != 1 || s.Ants[ev.Spawned[0]].Sq != 2*20+2 || s.hive[0] != 0 {
		t.Errorf("spawned %v, hive %v", ev.Spawned, s.hive)
	}
}

// A crashed player's ants stay and hold; it loses its hill's point; the
// last player alive is the lone survivor and gets +2 for each hill left.
func TestCrashLoneSurvivor(t *testing.T) {
	s := newOpen(t)
	ev := s.Play([]Answer{{Failed: StatusCrashed}, orders("o 17 17 n")})
	if !ev.Over || s.Cutoff() != "lone survivor" || !s.killed[0] {
		t.Fatalf("over %v, cutoff %q", ev.Over, s.Cutoff())
	}
	if !slices.Equal(s.score, []int{0, 3}) || !slices.Equal(s.bonus, []int{0, 2}) {
		t.Errorf("score %v, bonus %v", s.score, s.bonus)
	}
	// The game was decided by the crash: no orders applied that turn.
	if string(s.Ants[1].Orders) != "-" {
		t.Errorf("orders %q", s.Ants[1].Orders)
	}
	// Player 1 sees player 0's ant; player 0's hill, the survivor's in the
	// bonus, is no longer listed.
	want := "end\nplayers 2\nscore 3 0\nstatus survived crashed\nplayerturns 1 1\nh 17 17 0\na 2 2 1\na 17 17 0\ngo\n"
	if len(ev.End) != 1 || ev.End[0].Player != 1 || ev.End[0].Text != want {
		t.Errorf("end messages %+v", ev.End)
	}
}
