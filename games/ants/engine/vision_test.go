package engine

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// seenBy marks, in every turn, the squares in each player's view, with
// ants born, moving and dying; foodFor and antsFor (each player's food
// and ants seen) follow its marks of the food and the ants, antsOf the
// living ants.
func TestSeenBy(t *testing.T) {
	m, err := GenerateMap(4, 7)
	if err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	p.PlayerSeed, p.EngineSeed, p.Turns = 0, 7, 300
	DrawParams(&p, 7, DefaultFoodRanges)
	s, err := New(m, p, Seeded(7))
	if err != nil {
		t.Fatal(err)
	}
	moved, died := 0, 0
	for turn := 0; !s.Over(); turn++ {
		ans := make([]Answer, s.Players)
		var b [MaxPlayers]strings.Builder
		for _, a := range s.live {
			ant := &s.Ants[a]
			fmt.Fprintf(&b[ant.Owner], "o %d %d %c\n", int(ant.Sq)/s.Cols, int(ant.Sq)%s.Cols, "nesw"[(turn*7+int(a)*13+int(a)/3)%4])
		}
		for q := range ans {
			ans[q].Text = b[q].String()
		}
		s.Play(ans)
		for sq := range s.Rows * s.Cols {
			var want uint16
			for q := range s.Players {
				if s.vision[q][sq] > 0 {
					want |= 1 << q
				}
			}
			if s.seenBy[sq] != want {
				t.Fatalf("turn %d, square %d: seenBy %b, vision %b", turn, sq, s.seenBy[sq], want)
			}
		}
		var foodFor [MaxPlayers][]int32 // what foodFor should be
		for i, f := range s.foodBySq {
			sq := s.Food[f].Sq
			if s.foodSq[i] != sq {
				t.Fatalf("turn %d, food %d: square %d, foodSq %d", turn, f, sq, s.foodSq[i])
			}
			for q := range s.Players {
				if s.seenBy[sq]&(1<<q) != 0 {
					foodFor[q] = append(foodFor[q], sq)
				}
			}
		}
		for q := range s.Players {
			if !slices.Equal(s.foodFor[q], foodFor[q]) {
				t.Fatalf("turn %d, player %d: foodFor %v, the food it sees %v", turn, q, s.foodFor[q], foodFor[q])
			}
		}
		var antsOf [MaxPlayers]int32 // what antsOf should be
		for _, a := range s.live {
			antsOf[s.Ants[a].Owner]++
		}
		if !slices.Equal(s.antsOf, antsOf[:s.Players]) {
			t.Fatalf("turn %d: antsOf %v, the living ants' owners %v", turn, s.antsOf, antsOf[:s.Players])
		}
		for q := range s.Players {
			var antsFor []int32 // what antsFor should be
			for _, a := range s.live {
				if s.seenBy[s.Ants[a].Sq]&(1<<q) != 0 {
					antsFor = append(antsFor, a)
				}
			}
			if !slices.Equal(s.antsFor[q], antsFor) {
				t.Fatalf("turn %d, player %d: antsFor %v, the ants it sees %v", turn, q, s.antsFor[q], antsFor)
			}
		}
		died += len(s.dead)
		for _, a := range s.live {
			if s.Ants[a].Prev >= 0 && s.Ants[a].Sq != s.Ants[a].Prev {
				moved++
			}
		}
	}
	if moved == 0 || died == 0 {
		t.Fatalf("%d ants moved, %d died: the test does not test both", moved, died)
	}
}

// The attack phase skips the ants on squares no enemy saw; a game played
// without the shortcut goes the same, fights included.
func TestAttackSeenShortcut(t *testing.T) {
	m, err := GenerateMap(4, 3)
	if err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	p.PlayerSeed, p.EngineSeed, p.Turns = 0, 3, 300
	DrawParams(&p, 3, DefaultFoodRanges)
	s, err := New(m, p, Seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	if !s.geo.seenInAttack {
		t.Fatal("the default radii do not allow the shortcut")
	}
	full := s.Clone()
	g := *full.geo
	g.seenInAttack = false
	full.geo = &g
	attacks := 0
	for turn := 0; !s.Over(); turn++ {
		ans := make([]Answer, s.Players)
		var b [MaxPlayers]strings.Builder
		for _, a := range s.live {
			ant := &s.Ants[a]
			// Towards the nearest food or enemy, else about.
			d := "nesw"[(turn*7+int(a)*13+int(a)/3)%4]
			var targets []int32
			for _, f := range s.present {
				targets = append(targets, s.Food[f].Sq)
			}
			for _, e := range s.live {
				if s.Ants[e].Owner != ant.Owner {
					targets = append(targets, s.Ants[e].Sq)
				}
			}
			best := 1 << 30
			for _, sq := range targets {
				if s.geo.dist2(ant.Sq, sq) < best {
					best = s.geo.dist2(ant.Sq, sq)
					for k := range 4 {
						if n := s.geo.step(ant.Sq, k); !s.water[n] && s.geo.dist2(n, sq) < best {
							d = dirs[k]
						}
					}
				}
			}
			fmt.Fprintf(&b[ant.Owner], "o %d %d %c\n", int(ant.Sq)/s.Cols, int(ant.Sq)%s.Cols, d)
		}
		for q := range ans {
			ans[q].Text = b[q].String()
		}
		ev, evFull := s.Play(ans), full.Play(ans)
		if !reflect.DeepEqual(ev, evFull) {
			t.Fatalf("turn %d: events %+v, without the shortcut %+v", turn, ev, evFull)
		}
		attacks += len(ev.Attacks)
		if turn%20 == 0 || s.Over() {
			t.Log(turn, len(s.live), s.Cutoff(), len(ev.Collided), len(ev.Orders))
		}
	}
	if attacks == 0 {
		t.Fatal("no ant died in a fight: the test does not test the attack")
	}
	t.Log(attacks, "ants died in fights")
}

// rowCol gives every square's row and column on maps of every width.
func TestRowCol(t *testing.T) {
	for cols := int32(1); cols <= MaxSide; cols++ {
		g := newGeometry(MaxSide, int(cols), DefaultParams())
		for sq := range MaxSide * cols {
			if r, c := g.rowCol(sq); r != sq/cols || c != sq%cols {
				t.Fatalf("%d columns: square %d at row %d, col %d, want %d, %d", cols, sq, r, c, sq/cols, sq%cols)
			}
		}
	}
}
